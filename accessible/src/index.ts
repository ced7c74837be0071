export { AccessibleApp as default } from './accessible-app';
