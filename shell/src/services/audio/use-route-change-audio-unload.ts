import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@mission/shared/routing';
import { audioManager, type AudioManager } from '@mission/shared';
import { pageHasShellSounds } from './page-has-shell-sounds';
import { loadShellSounds } from './start-shell-audio';

type RouteAudio = Pick<AudioManager, 'unloadAll' | 'loadScene'>;

/**
 * docs/product-rules.md §4: all sounds are unloaded when a route change starts. Called by the shell's
 * layout; the first render is not a route change. The shell's always-present sets
 * (global, menu-select) are loaded again at once where the new page can play them, so the
 * header keeps its sounds.
 *
 * A layout effect on purpose: React runs it before the passive effects of the new page,
 * so a scene that loads its sounds on init (useEffect) is not unloaded by this.
 */
export function useRouteChangeAudioUnload(manager: RouteAudio = audioManager): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    manager.unloadAll();
    if (pageHasShellSounds(pathname)) void loadShellSounds(manager);
  }, [pathname, manager]);
}
