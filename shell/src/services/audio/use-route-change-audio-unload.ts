import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@mission/shared/routing';
import { pageHasShellSounds } from './page-has-shell-sounds';
import { pageIdle } from './page-idle';
import { shellAudioDoor, type ShellAudio, type ShellAudioDoor } from './shell-audio';

type RouteAudio = { manager: Pick<ShellAudio['manager'], 'unloadAll'> } & Pick<ShellAudio, 'loadShellSounds'>;

/** The shell's audio as far as a route change goes. */
export type RouteAudioDoor = { loaded: () => RouteAudio | null; load: () => Promise<RouteAudio | null> };

/**
 * docs/product-rules.md §4: all sounds are unloaded when a route change starts. Called by the shell's
 * layout; the first render is not a route change. The shell's always-present sets
 * (global, menu-select) are loaded again at once where the new page can play them, so the
 * header keeps its sounds. Before the audio's code has arrived (shell-audio.ts) no sound was
 * loaded, so there is nothing to unload.
 *
 * A layout effect on purpose: React runs it before the passive effects of the new page,
 * so a scene that loads its sounds on init (useEffect) is not unloaded by this. The shell's
 * sets are named at once (a sound asked for plays once it is made) and made when the page is
 * next idle (page-idle.ts): on a chapter that is once its scene is up, not during its build.
 */
export function useRouteChangeAudioUnload(door: RouteAudioDoor | ShellAudioDoor = shellAudioDoor): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    door.loaded()?.manager.unloadAll();
    // Named now, made at the page's first idle moment: the new page's own build goes first.
    if (pageHasShellSounds(pathname)) void door.load().then((audio) => audio?.loadShellSounds({ startAfter: pageIdle() }));
  }, [pathname, door]);
}
