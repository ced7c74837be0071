import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@mission/shared/routing';
import { pageHasShellSounds } from './page-has-shell-sounds';
import { nextGesture } from './page-gesture';
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
 * sets are named at once (a sound asked for plays once it is made) and made at the visitor's
 * first gesture on the new page (page-gesture.ts), the one that can ask for them (the sound
 * toggle, the menu), as on the first screen (start-shell-audio.ts): not during the new page's
 * build, which on a chapter is the wait for its scene. A page left without a gesture makes none.
 */
export function useRouteChangeAudioUnload(door: RouteAudioDoor | ShellAudioDoor = shellAudioDoor): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    door.loaded()?.manager.unloadAll();
    if (!pageHasShellSounds(pathname)) return;
    // Named now, made at the visitor's first gesture here: the new page's own build goes first.
    const gesture = nextGesture();
    void door.load().then((audio) => audio?.loadShellSounds({ startAfter: gesture.gestured }));
    return gesture.cancel;
  }, [pathname, door]);
}
