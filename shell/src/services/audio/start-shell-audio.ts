import { SHELL_SOUNDS, type SoundSet } from '@mission/content';
import { audioManager, bindPageLifecycleAudio, type AudioManager, type MissionBus, type SoundLocation } from '@mission/shared';
import { mediaUrl } from '@mission/shared/media';
import { pageHasShellSounds } from './page-has-shell-sounds';

/** Where the shell serves each of its sounds: shell/public/sounds/, under the hashed names of its build. */
export const SHELL_SOUNDS_LOCATION: SoundLocation = (file) => mediaUrl(`sounds/${file}`);

/** The shell's sets every page has; the portal's load when the portal screen starts. */
export const ALWAYS_LOADED_SHELL_SETS = ['global', 'menu-select'] as const satisfies readonly SoundSet[];

type SceneLoader = Pick<AudioManager, 'loadScene'>;

/** Loads the global and menu-select sets (again after a route change unloaded them). */
export async function loadShellSounds(manager: SceneLoader = audioManager): Promise<void> {
  await Promise.all(ALWAYS_LOADED_SHELL_SETS.map((scene) => manager.loadScene(scene, SHELL_SOUNDS, SHELL_SOUNDS_LOCATION)));
}

/** For the portal screen's init: its ambience loop and its "enter" whoosh. */
export function loadPortalSounds(manager: SceneLoader = audioManager): Promise<void> {
  return manager.loadScene('portal', SHELL_SOUNDS, SHELL_SOUNDS_LOCATION);
}

export interface ShellAudioOptions {
  manager?: AudioManager;
  view?: Window;
}

/**
 * The shell's side of the audio manager: mute follows the bus state `audioEnabled` (the
 * bus is the source of truth, the header toggle sets it), the page lifecycle pauses and
 * resumes, and the shell's sets load once the first screen is idle, so howler and the
 * files never compete with it, and only if that screen can play them (a later page that
 * can loads them on its route change). Returns the function that stops all of it.
 */
export function startShellAudio(bus: MissionBus, { manager = audioManager, view = window }: ShellAudioOptions = {}): () => void {
  const unwatch = bus.watch('audioEnabled', (enabled) => manager.setMuted(!enabled));
  const unbind = bindPageLifecycleAudio(manager, view);
  const cancelLoad = whenIdle(view, () => {
    if (pageHasShellSounds(view.location.pathname)) void loadShellSounds(manager);
  });
  return () => {
    cancelLoad();
    unwatch();
    unbind();
  };
}

/** Runs `task` when the browser is idle (at the latest after 2 s); returns its cancel. */
function whenIdle(view: Window, task: () => void): () => void {
  if (typeof view.requestIdleCallback === 'function') {
    const handle = view.requestIdleCallback(task, { timeout: 2000 });
    return () => view.cancelIdleCallback(handle);
  }
  const handle = view.setTimeout(task, 0);
  return () => view.clearTimeout(handle);
}
