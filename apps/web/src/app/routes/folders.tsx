export { FoldersPage as default } from './placeholder-pages';
