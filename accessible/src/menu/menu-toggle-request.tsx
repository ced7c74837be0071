import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Tells the shell's header whether the page wants its menu toggle disabled (docs/product-rules.md §2). */
export type MenuToggleRequest = (disabled: boolean) => void;

const MenuToggleRequestContext = createContext<MenuToggleRequest>(() => undefined);

/** Given by the shell around the accessible version; without it, requests go nowhere. */
export function MenuToggleRequestProvider({ onRequest, children }: { onRequest?: MenuToggleRequest; children: ReactNode }) {
  return <MenuToggleRequestContext.Provider value={onRequest ?? (() => undefined)}>{children}</MenuToggleRequestContext.Provider>;
}

/**
 * The menu is the shell's (its header holds the toggle). An accessible page that must not
 * be left through the menu for a while calls `useDisableMenuToggle(true)`; leaving the page
 * enables it again.
 */
export function useDisableMenuToggle(disabled: boolean): void {
  const request = useContext(MenuToggleRequestContext);
  useEffect(() => {
    request(disabled);
    return () => request(false);
  }, [request, disabled]);
}
