import { createContext } from 'react';

/** How a page below the layout asks the header to disable its menu toggle (docs/product-rules.md §2: accessible pages can). */
export type MenuToggleDisabledRequest = (disabled: boolean) => void;

export const MenuToggleDisabledRequestContext = createContext<MenuToggleDisabledRequest>(() => undefined);
