export { ContactDetailPage as default } from './placeholder-pages';
