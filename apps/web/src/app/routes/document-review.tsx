export { ReviewPage as default } from './placeholder-pages';
