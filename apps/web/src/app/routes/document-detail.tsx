export { DocumentDetailPage as default } from './placeholder-pages';
