import { lazyNamed } from '../lib/lazy-named';

// The menu overlay is code for after a tap on the toggle, not for the first screen.
const loadMenu = () => import(/* webpackChunkName: "menu" */ './shell-menu');

/** Starts loading the menu's chunk (a navigation does, so the menu is there when asked for). */
export function preloadMenu(): void {
  // A failure surfaces when the menu renders (the page's error page), not here.
  loadMenu().catch(() => undefined);
}

export const ShellMenu = lazyNamed(loadMenu, 'ShellMenu');
