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
 * resumes, and the shell's sets load at the visitor's first gesture on the first screen,
 * and only if that screen can play them (a later page that can loads them on its route
 * change). Browsers let Web Audio start only after a gesture, so creating it earlier
 * would only cost the first screen a long task (its AudioContext, about 50 ms on a slow
 * phone: npm run bench's Lighthouse row for /select) for a context that cannot play yet.
 * The gesture's own sound is not lost: a sound asked for while its set loads plays once
 * it is ready (AudioManager.play). A tap on a link waits for the next gesture: it leaves the
 * page, whose route change loads what the next page plays, and loading here too would only
 * fetch the sounds twice while the next page's code is on its way. Returns the function
 * that stops all of it.
 */
export function startShellAudio(bus: MissionBus, { manager = audioManager, view = window }: ShellAudioOptions = {}): () => void {
  const unwatch = bus.watch('audioEnabled', (enabled) => manager.setMuted(!enabled));
  const unbind = bindPageLifecycleAudio(manager, view);
  const cancelLoad = onFirstGesture(view, () => {
    if (pageHasShellSounds(view.location.pathname)) void loadShellSounds(manager);
  });
  return () => {
    cancelLoad();
    unwatch();
    unbind();
  };
}

/** The events that count as a gesture: the first touch, click or key, heard before the page handles it. */
const GESTURES = ['pointerdown', 'keydown'] as const;

/** Runs `task` once, at the visitor's first gesture that is not a tap on a link; returns its cancel. */
function onFirstGesture(view: Window, task: () => void): () => void {
  const stop = () => GESTURES.forEach((type) => view.removeEventListener(type, run, true));
  function run(event: Event) {
    if (event.type === 'pointerdown' && isInLink(event.target)) return;
    stop();
    task();
  }
  GESTURES.forEach((type) => view.addEventListener(type, run, true));
  return stop;
}

function isInLink(target: EventTarget | null): boolean {
  return typeof (target as Element | null)?.closest === 'function' && (target as Element).closest('a[href]') !== null;
}
