export { ContactsPage as default } from './placeholder-pages';
