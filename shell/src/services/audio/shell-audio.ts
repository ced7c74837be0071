import type { AudioManager, LoadSceneOptions, MissionBus } from '@mission/shared';

type Session = typeof import('./shell-audio-session');

/** The shell's audio once its code has arrived: the page's manager, bound to the bus and the page. */
export interface ShellAudio {
  manager: AudioManager;
  /** The global and menu-select sets (again after a route change unloaded them); `options` as AudioManager.loadScene's. */
  loadShellSounds: (options?: LoadSceneOptions) => Promise<void>;
  /** The portal screen's ambience loop and "enter" whoosh. */
  loadPortalSounds: () => Promise<void>;
}

/** How the shell reaches its audio: at once if it has arrived, else by asking for it. */
export interface ShellAudioDoor {
  loaded: () => ShellAudio | null;
  load: () => Promise<ShellAudio | null>;
}

const importSession = (): Promise<Session> => import(/* webpackChunkName: "shell-audio" */ './shell-audio-session');

let target: { bus: MissionBus; view: Window; importSession: () => Promise<Session> } | null = null;
let ready: ShellAudio | null = null;
let arriving: Promise<ShellAudio | null> | null = null;
let unbind: (() => void) | null = null;

/**
 * Says where the audio binds when its code arrives (startShellAudio, once per page): its mute
 * then follows `bus` and its lifecycle `view` before any sound can be asked of it. Returns
 * the function that unbinds it and forgets the audio.
 */
export function attachShellAudio(bus: MissionBus, view: Window, load: () => Promise<Session> = importSession): () => void {
  target = { bus, view, importSession: load };
  return () => {
    unbind?.();
    unbind = null;
    target = null;
    ready = null;
    arriving = null;
  };
}

/** The shell's audio if its code has arrived; null before (then no sound was ever loaded). */
export function loadedShellAudio(): ShellAudio | null {
  return ready;
}

/**
 * The shell's audio, its code fetched on the first call (docs/decisions.md, "What / loads
 * before interaction"): every page that plays a sound, the shell's or a branch's, comes
 * through here first, so the manager is bound to the bus before its first sound. Null, with
 * one warning, when the code could not be fetched: the page goes on silent, and the next call
 * tries again.
 */
export function shellAudio(): Promise<ShellAudio | null> {
  arriving ??= (target?.importSession ?? importSession)().then(
    (session) => {
      const manager = session.audioManager;
      if (target) unbind = session.bindShellAudio(target.bus, manager, target.view);
      // The library and its audio context are made with the first sound, not here: after a
      // tap this code arrives during the navigation's fade, whose end (and the next page's
      // build) an audio context would only put off (docs/decisions.md, "A chapter's sounds
      // wait for its picture").
      ready = {
        manager,
        loadShellSounds: (options) => session.loadShellSounds(manager, options),
        loadPortalSounds: () => session.loadPortalSounds(manager),
      };
      return ready;
    },
    (error: unknown) => {
      console.warn('[audio] the sound code could not be loaded; the page stays silent:', error);
      arriving = null;
      return null;
    },
  );
  return arriving;
}

/** The door the shell's hooks use by default. */
export const shellAudioDoor: ShellAudioDoor = { loaded: loadedShellAudio, load: shellAudio };

/** A sound the shell plays on a visitor's action: asked for now, heard once the code has arrived and its set is ready. */
export const shellSounds: Pick<AudioManager, 'play'> = {
  play: (id, options) => void shellAudio().then((audio) => audio?.manager.play(id, options)),
};
