import { SHELL_SOUNDS, type SoundSet } from '@mission/content';
import {
  audioManager,
  bindPageLifecycleAudio,
  type AudioManager,
  type LoadSceneOptions,
  type MissionBus,
  type SoundLocation,
} from '@mission/shared';
import { mediaUrl } from '@mission/shared/media';

/**
 * The shell's audio code, in a chunk of its own that arrives when a page first needs a sound
 * (shell-audio.ts): the page's audio manager, what binds it to the bus and the page, and the
 * shell's sound sets. The first screens load none of it (docs/decisions.md, "What / loads
 * before interaction").
 */
export { audioManager };

/** Where the shell serves each of its sounds: shell/public/sounds/, under the hashed names of its build. */
export const SHELL_SOUNDS_LOCATION: SoundLocation = (file) => mediaUrl(`sounds/${file}`);

/** The shell's sets every page has; the portal's load when the portal screen starts. */
export const ALWAYS_LOADED_SHELL_SETS = ['global', 'menu-select'] as const satisfies readonly SoundSet[];

type SceneLoader = Pick<AudioManager, 'loadScene'>;

/** Loads the global and menu-select sets (again after a route change unloaded them); `options` as AudioManager.loadScene's. */
export async function loadShellSounds(manager: SceneLoader, options: LoadSceneOptions = {}): Promise<void> {
  await Promise.all(ALWAYS_LOADED_SHELL_SETS.map((scene) => manager.loadScene(scene, SHELL_SOUNDS, SHELL_SOUNDS_LOCATION, options)));
}

/** For the portal screen's init: its ambience loop and its "enter" whoosh. */
export function loadPortalSounds(manager: SceneLoader): Promise<void> {
  return manager.loadScene('portal', SHELL_SOUNDS, SHELL_SOUNDS_LOCATION);
}

type BoundManager = Pick<AudioManager, 'setMuted' | 'pauseForBackground' | 'resumeFromBackground' | 'resumeAudioContext'>;

/**
 * The shell's side of the audio manager: mute follows the bus state `audioEnabled` (the bus
 * is the source of truth, the header toggle sets it; the current value applies at once) and
 * the page lifecycle pauses and resumes. Returns the function that unbinds both.
 */
export function bindShellAudio(bus: MissionBus, manager: BoundManager, view: Window): () => void {
  const unwatch = bus.watch('audioEnabled', (enabled) => manager.setMuted(!enabled));
  const unbind = bindPageLifecycleAudio(manager, view);
  return () => {
    unwatch();
    unbind();
  };
}
