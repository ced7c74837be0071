export { AccessibleApp as default } from './accessible-app';
export type { MenuToggleRequest } from './menu/menu-toggle-request';
