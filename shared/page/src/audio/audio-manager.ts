import { parseAudioManifest, type AudioManifestEntry, type SoundSet } from '@mission/content';
import type { AudioEngine, EngineSound } from './audio-engine';

/** docs/product-rules.md §4 and 9: "default fade is 0.2 s". */
export const DEFAULT_FADE_MS = 200;
/** docs/product-rules.md §9: volume is 0 to 1; a sound plays at full volume unless told otherwise. */
export const DEFAULT_VOLUME = 1;
/** Each stem is served twice: WebM/Opus first, then MP3, which Safari plays. */
export const AUDIO_SOURCE_EXTENSIONS = ['webm', 'mp3'] as const;

export interface PlayOptions {
  /** 0..1, clamped; NaN or absent means DEFAULT_VOLUME. */
  volume?: number;
  /** Fade-in in milliseconds; absent or NaN means DEFAULT_FADE_MS, 0 starts at once. */
  fadeMs?: number;
}

/** Where a placed bed layer sits in the mix now (chapter-kit sound/placed-layer-mix.ts works it out from the view). */
export interface Placement {
  /** -1 (left) to 1 (right), clamped. */
  pan: number;
  /** 0..1, clamped like a play's volume. */
  volume: number;
}

/**
 * How long a placement's volume change ramps: as long as the time between two placements
 * (at most ten a second), so the level glides from one to the next without steps (zipper noise).
 */
export const PLACEMENT_RAMP_MS = 100;

/** A pan the engine can take: -1..1, a NaN centred. */
export function clampPan(pan: number): number {
  if (Number.isNaN(pan)) return 0;
  return Math.min(1, Math.max(-1, pan));
}

export interface LoadSceneOptions {
  /**
   * Hold the making of the sounds until this settles (resolved or rejected alike): a chapter
   * makes its sounds once its picture is up, not while the scene is being built
   * (docs/decisions.md, "A chapter's sounds wait for its picture").
   */
  startAfter?: PromiseLike<unknown>;
}

export interface StopOptions {
  /** Fade-out in milliseconds; absent or NaN means DEFAULT_FADE_MS, 0 stops at once. */
  fadeMs?: number;
}

/** docs/product-rules.md §9: volume 0 to 1. A NaN (a broken computation) plays at the default volume. */
export function clampVolume(volume: number | undefined): number {
  if (volume === undefined || Number.isNaN(volume)) return DEFAULT_VOLUME;
  return Math.min(1, Math.max(0, volume));
}

/** A usable fade length in ms: never negative, never endless. */
export function fadeDuration(fadeMs: number | undefined): number {
  if (fadeMs === undefined || !Number.isFinite(fadeMs)) return DEFAULT_FADE_MS;
  return Math.max(0, fadeMs);
}

/**
 * Where an app serves its sounds: its sound folder's URL, or the URL of each file of it
 * (`tap.mp3` -> its content-hashed name, from the app's own mediaUrl: the audio manager is
 * the shell's singleton and cannot know a remote's names).
 */
export type SoundLocation = string | ((file: string) => string);

/** The URLs of a manifest stem in an app's sound folder, in order of preference. */
export function soundSources(location: SoundLocation, stem: string): string[] {
  if (typeof location === 'function') return AUDIO_SOURCE_EXTENSIONS.map((extension) => location(`${stem}.${extension}`));
  const base = location === '' || location.endsWith('/') ? location : `${location}/`;
  return AUDIO_SOURCE_EXTENSIONS.map((extension) => `${base}${stem}.${extension}`);
}

interface SoundRecord {
  entry: AudioManifestEntry;
  /** Absent while the engine creates it; `failed` when it could not. */
  sound?: EngineSound;
  failed?: boolean;
  /** A play asked for before the sound existed: done once it does. */
  pendingPlay?: { volume: number; fadeMs: number };
  /** The volume the last play asked for (what a resume goes back to). */
  targetVolume: number;
  /** Bumped by every play and stop, so a fade-out's late "stop" cannot cut a newer play. */
  playToken: number;
  /** A fade-out is on its way to a stop. */
  stopping: boolean;
  /** The stereo position last placed (applied to the sound once it exists). */
  pan?: number;
}

interface BackgroundResume {
  volume: number;
  /** Paused by the background (resume it) or asked for while in the background (start it). */
  paused: boolean;
}

/**
 * The page's sounds (docs/product-rules.md §4 "Audio"): one manager for the shell and every remote.
 * Scenes load their sound sets on init, everything unloads when a route change starts,
 * the header toggle mutes it all, and a hidden or blurred page pauses its loops and
 * picks them up again on return. The sound library sits behind an AudioEngine.
 */
export class AudioManager {
  private readonly sounds = new Map<string, SoundRecord>();
  private readonly scenes = new Map<SoundSet, Promise<void>>();
  /** Bumped by unloadAll: a sound created for an older generation is freed on arrival. */
  private generation = 0;
  private muted = false;
  private inBackground = false;
  private readonly resumeAfterBackground = new Map<string, BackgroundResume>();

  constructor(private readonly engine: AudioEngine) {}

  get isMuted(): boolean {
    return this.muted;
  }

  /** Whether `id` is loaded (or loading) now. */
  has(id: string): boolean {
    return this.sounds.has(id);
  }

  /**
   * Loads the sounds of `scene` found in `entries`, from `location` (the app's own sound
   * folder, or its files' URLs: see SoundLocation). Loading a scene that is already loaded
   * returns the same promise; it resolves once every sound exists.
   *
   * Its ids are known at once (a play waits for its sound, no "unknown id"); with
   * `startAfter`, making the sounds (the files, their decoding, the library's first audio
   * context) waits until that settles, and never happens if everything was unloaded first.
   */
  loadScene(
    scene: SoundSet,
    entries: readonly AudioManifestEntry[],
    location: SoundLocation,
    options: LoadSceneOptions = {},
  ): Promise<void> {
    const loading = this.scenes.get(scene);
    if (loading) return loading;

    const { entries: valid, rejected } = parseAudioManifest(entries.filter((entry) => entry.scene === scene));
    for (const problem of rejected) {
      console.warn(`[audio] scene "${scene}": sound ${problem.id ?? `#${problem.index}`} skipped: ${problem.reason}`);
    }
    if (valid.length === 0 && rejected.length === 0) {
      console.warn(`[audio] scene "${scene}" has no sounds in the manifest it was given.`);
    }

    const generation = this.generation;
    const created = valid.map((entry) => {
      const other = this.sounds.get(entry.id);
      if (other) {
        console.warn(`[audio] "${entry.id}" of scene "${scene}" skipped: scene "${other.entry.scene}" already uses that id.`);
        return undefined;
      }
      const record: SoundRecord = { entry, targetVolume: DEFAULT_VOLUME, playToken: 0, stopping: false };
      this.sounds.set(entry.id, record);
      const create = (): Promise<void> => {
        if (!this.isCurrent(record, generation)) return Promise.resolve();
        return this.engine
          .createSound({
            src: soundSources(location, entry.filename),
            loop: entry.loop,
            html5: entry.html5,
            volume: DEFAULT_VOLUME,
          })
          .then(
            (sound) => this.soundCreated(record, sound, generation),
            (error: unknown) => {
              record.failed = true;
              record.pendingPlay = undefined;
              console.error(`[audio] could not create "${entry.id}" (${entry.filename}); it will stay silent.`, error);
            },
          );
      };
      const { startAfter } = options;
      return startAfter ? Promise.resolve(startAfter).then(create, create) : create();
    });
    const done = Promise.all(created).then(() => undefined);
    this.scenes.set(scene, done);
    return done;
  }

  /**
   * Plays a loaded sound. An unknown id warns and plays nothing (docs/product-rules.md §4). A loop that is
   * already playing is not doubled: it fades to the new volume.
   */
  play(id: string, options: PlayOptions = {}): void {
    const record = this.sounds.get(id);
    if (!record) {
      console.warn(`[audio] unknown sound id "${id}": nothing played (is its scene loaded?).`);
      return;
    }
    if (record.failed) return;
    const volume = clampVolume(options.volume);
    const fadeMs = fadeDuration(options.fadeMs);
    if (this.inBackground) {
      // Nobody hears it now: a loop starts when the page is back, a one-shot is dropped.
      if (record.entry.loop) this.resumeAfterBackground.set(id, { volume, paused: false });
      return;
    }
    if (!record.sound) {
      record.pendingPlay = { volume, fadeMs };
      return;
    }
    this.start(record, record.sound, volume, fadeMs);
  }

  /** Stops a sound, fading it out first (DEFAULT_FADE_MS unless told). */
  stop(id: string, options: StopOptions = {}): void {
    const record = this.sounds.get(id);
    if (!record) {
      console.warn(`[audio] unknown sound id "${id}": nothing to stop.`);
      return;
    }
    record.pendingPlay = undefined;
    this.resumeAfterBackground.delete(id);
    const sound = record.sound;
    if (!sound) return;
    const token = ++record.playToken;
    const fadeMs = fadeDuration(options.fadeMs);
    if (fadeMs > 0 && sound.playing()) {
      record.stopping = true;
      sound.fade(sound.volume(), 0, fadeMs, () => {
        if (record.playToken !== token) return;
        record.stopping = false;
        sound.stop();
      });
    } else {
      record.stopping = false;
      sound.stop();
    }
  }

  /**
   * Moves a playing (or about to play) loop in the stereo field and ramps it to a new volume:
   * how a placed bed layer follows the view. The rules stay the manager's: a sound fading out
   * to a stop is left to stop, one paused in the background comes back at the new volume, the
   * mute silences it like any other. An unknown id warns; a sound that failed to load stays silent.
   */
  place(id: string, placement: Placement, rampMs: number = PLACEMENT_RAMP_MS): void {
    const record = this.sounds.get(id);
    if (!record) {
      console.warn(`[audio] unknown sound id "${id}": nothing placed (is its scene loaded?).`);
      return;
    }
    if (record.failed || record.stopping) return;
    const pan = clampPan(placement.pan);
    const volume = clampVolume(placement.volume);
    record.pan = pan;
    record.sound?.setPan(pan);
    if (record.pendingPlay) record.pendingPlay.volume = volume;
    const waiting = this.resumeAfterBackground.get(id);
    if (waiting) waiting.volume = volume;
    const sound = record.sound;
    if (this.inBackground || !sound || !sound.playing()) return;
    record.targetVolume = volume;
    const ramp = fadeDuration(rampMs);
    if (ramp > 0) sound.fade(sound.volume(), volume, ramp);
    else sound.setVolume(volume);
  }

  /** The header toggle: mutes or unmutes every sound, those loaded later too. */
  setMuted(muted: boolean): void {
    this.muted = muted;
    this.engine.setMuted(muted);
  }

  /**
   * Tab hidden or window blurred: pause what plays. Loops are remembered and resumed on
   * return; one-shots are stopped, since they are not resumed (docs/product-rules.md §4: loops only).
   * Calling it again while in the background changes nothing.
   */
  pauseForBackground(): void {
    this.inBackground = true;
    for (const [id, record] of this.sounds) {
      if (record.pendingPlay) {
        if (record.entry.loop) this.resumeAfterBackground.set(id, { volume: record.pendingPlay.volume, paused: false });
        record.pendingPlay = undefined;
        continue;
      }
      const sound = record.sound;
      if (!sound || !sound.playing()) continue;
      if (record.entry.loop && !record.stopping) {
        sound.pause();
        this.resumeAfterBackground.set(id, { volume: record.targetVolume, paused: true });
      } else {
        record.playToken += 1;
        record.stopping = false;
        sound.stop();
      }
    }
  }

  /** Tab visible and focused again: wake the audio context and bring the loops back. */
  resumeFromBackground(): void {
    this.engine.resumeContext();
    if (!this.inBackground) return;
    this.inBackground = false;
    const resumes = [...this.resumeAfterBackground];
    this.resumeAfterBackground.clear();
    for (const [id, { volume, paused }] of resumes) {
      const record = this.sounds.get(id);
      if (!record || record.failed) continue;
      const sound = record.sound;
      if (!sound) {
        record.pendingPlay = { volume, fadeMs: DEFAULT_FADE_MS };
      } else if (paused) {
        if (sound.playing()) continue;
        record.playToken += 1;
        record.targetVolume = volume;
        sound.setVolume(0);
        sound.resume();
        sound.fade(0, volume, DEFAULT_FADE_MS);
      } else {
        this.start(record, sound, volume, DEFAULT_FADE_MS);
      }
    }
  }

  /**
   * Resumes an audio context the browser suspended or interrupted (iOS after a call, a
   * Siri prompt, another app's audio). Safe to call often: on focus, visibility, a touch.
   */
  resumeAudioContext(): void {
    this.engine.resumeContext();
  }

  /** A route change started (docs/product-rules.md §4): every sound stops and is freed, every scene forgotten. */
  unloadAll(): void {
    this.generation += 1;
    for (const record of this.sounds.values()) record.sound?.unload();
    this.sounds.clear();
    this.scenes.clear();
    this.resumeAfterBackground.clear();
  }

  /** Still the record of its id in the generation it was made in: not unloaded since. */
  private isCurrent(record: SoundRecord, generation: number): boolean {
    return generation === this.generation && this.sounds.get(record.entry.id) === record;
  }

  private soundCreated(record: SoundRecord, sound: EngineSound, generation: number): void {
    if (!this.isCurrent(record, generation)) {
      sound.unload();
      return;
    }
    record.sound = sound;
    if (record.pan !== undefined) sound.setPan(record.pan);
    const pending = record.pendingPlay;
    record.pendingPlay = undefined;
    if (pending) this.start(record, sound, pending.volume, pending.fadeMs);
  }

  private start(record: SoundRecord, sound: EngineSound, volume: number, fadeMs: number): void {
    record.playToken += 1;
    record.stopping = false;
    record.targetVolume = volume;
    if (record.entry.loop && sound.playing()) {
      if (fadeMs > 0) sound.fade(sound.volume(), volume, fadeMs);
      else sound.setVolume(volume);
      return;
    }
    if (fadeMs > 0) {
      sound.setVolume(0);
      sound.play();
      sound.fade(0, volume, fadeMs);
    } else {
      sound.setVolume(volume);
      sound.play();
    }
  }
}
