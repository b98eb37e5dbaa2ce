export { DocumentsPage as default } from './placeholder-pages';
