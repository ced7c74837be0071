import type { Howl, HowlerGlobal, HowlOptions } from 'howler';
import type { AudioEngine, EngineSound, EngineSoundOptions } from './audio-engine';
import { KeptSounds } from './kept-sounds';

/** What the engine uses of the 'howler' module. */
export interface HowlerLibrary {
  Howl: new (options: HowlOptions) => Howl;
  Howler: HowlerGlobal;
}

export type LoadHowler = () => Promise<HowlerLibrary>;

/** howler is CommonJS: a bundler hands its exports over as named bindings or as `default`. */
export function howlerExports(module: unknown): HowlerLibrary {
  const named = module as Partial<HowlerLibrary> & { default?: Partial<HowlerLibrary> };
  const library = named.Howl ? named : named.default;
  if (!library?.Howl || !library.Howler) throw new Error('the "howler" module has no Howl and Howler exports');
  return library as HowlerLibrary;
}

/**
 * The longest wait for a sound file before it counts as arrived anyway: iOS may hold back an
 * html5 sound until the first tap, and a loading bar must never wait for a tap that only the
 * revealed scene asks for.
 */
export const SOUND_ARRIVAL_CAP_MS = 8_000;

/**
 * Decoded seconds of unloaded sounds the engine keeps for a quick return (KeptSounds): about
 * a chapter's ambience and effects plus the shell's sets, a few MB of decoded audio.
 */
export const KEPT_DECODED_SECONDS = 30;

/** The sounds that may be kept: decoded in memory (an html5 sound streams, nothing to keep), same files, same looping. */
function keptKey(options: EngineSoundOptions): string | undefined {
  return options.html5 ? undefined : `${options.loop ? 'loop' : 'once'} ${options.src.join(' ')}`;
}

/** Loaded on the first sound, so the first screens do not pay for howler. */
const importHowler: LoadHowler = () => import('howler').then(howlerExports);

/**
 * The AudioEngine on howler 2.2. howler's own `autoUnlock` unlocks audio on the first
 * touch or click (iOS, Android); this engine resumes a suspended or interrupted context
 * when asked, and keeps the mute asked for before howler was loaded.
 */
export class HowlerEngine implements AudioEngine {
  private library: Promise<HowlerLibrary> | undefined;
  private howler: HowlerGlobal | undefined;
  private muted = false;
  private readonly kept = new KeptSounds<HowlerSound>(KEPT_DECODED_SECONDS, (sound) => sound.free());

  constructor(private readonly loadHowler: LoadHowler = importHowler) {}

  /**
   * Resolves once the file has arrived (or failed to: that sound stays silent), so a loading
   * bar counts real bytes. A sound unloaded a moment ago with the same files comes back at once.
   */
  async createSound(options: EngineSoundOptions): Promise<EngineSound> {
    const { Howl } = await this.load();
    const key = keptKey(options);
    const again = key === undefined ? undefined : this.kept.take(key);
    if (again) {
      again.setVolume(options.volume);
      return again;
    }
    const sound = new HowlerSound(Howl, options, (unloaded) => this.keep(unloaded, key));
    await sound.arrived;
    return sound;
  }

  /** Keeps an unloaded sound if it was decoded whole; returns whether it was kept. */
  private keep(sound: HowlerSound, key: string | undefined): boolean {
    if (key === undefined || !sound.decoded) return false;
    this.kept.keep(key, sound, sound.seconds);
    return true;
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.howler?.mute(muted);
  }

  resumeContext(): void {
    // Absent until the first Howl exists (or when Web Audio is unavailable).
    const context = this.howler?.ctx as AudioContext | undefined;
    if (!context) return;
    // "interrupted" is Safari's state after a call or another app took the audio.
    const state: string = context.state;
    if (state === 'suspended' || state === 'interrupted') {
      context.resume().catch(() => {
        // Some browsers want a user gesture: the next touch or focus tries again.
      });
    }
  }

  private load(): Promise<HowlerLibrary> {
    this.library ??= this.loadHowler().then(
      (library) => {
        library.Howler.autoUnlock = true;
        library.Howler.mute(this.muted);
        this.howler = library.Howler;
        return library;
      },
      (error: unknown) => {
        // A failed chunk load (offline) is retried by the next sound that asks.
        this.library = undefined;
        throw error;
      },
    );
    return this.library;
  }
}

class HowlerSound implements EngineSound {
  private readonly howl: Howl;
  /** The instance play() started last: what resume() continues. */
  private lastId: number | undefined;
  /** Whether it should be playing: howler queues calls until the file is loaded. */
  private wanted = false;

  /** Settles when the file has loaded, failed to load, or after SOUND_ARRIVAL_CAP_MS; never rejects. */
  readonly arrived: Promise<void>;

  constructor(
    HowlClass: HowlerLibrary['Howl'],
    options: EngineSoundOptions,
    /** Asked on unload whether the engine keeps the sound (decoded, for a quick return) instead of freeing it. */
    private readonly kept: (sound: HowlerSound) => boolean = () => false,
  ) {
    const what = options.src[0] ?? 'a sound';
    let settle = () => {};
    this.arrived = new Promise<void>((resolve) => {
      const cap = setTimeout(() => {
        console.warn(`[audio] ${what} has not arrived after ${SOUND_ARRIVAL_CAP_MS} ms; loading goes on without waiting for it.`);
        resolve();
      }, SOUND_ARRIVAL_CAP_MS);
      settle = () => {
        clearTimeout(cap);
        resolve();
      };
    });
    this.howl = new HowlClass({
      src: [...options.src],
      loop: options.loop,
      html5: options.html5,
      volume: options.volume,
      preload: true,
      onload: () => settle(),
      onloaderror: (_id, error) => {
        console.warn(`[audio] could not load ${what}:`, error);
        settle();
      },
      onplayerror: (id) => {
        // Playback was refused (audio still locked on a phone): try again once howler has
        // unlocked it on the first touch, if the sound is still wanted then.
        this.howl.once('unlock', () => {
          if (this.wanted) this.howl.play(id);
        });
      },
    });
  }

  play(): void {
    this.wanted = true;
    this.lastId = this.howl.play();
  }

  resume(): void {
    this.wanted = true;
    this.lastId = this.lastId === undefined ? this.howl.play() : this.howl.play(this.lastId);
  }

  pause(): void {
    this.wanted = false;
    this.howl.pause();
  }

  stop(): void {
    this.wanted = false;
    this.howl.stop();
  }

  fade(from: number, to: number, durationMs: number, onDone?: () => void): void {
    if (onDone) this.howl.once('fade', () => onDone());
    this.howl.fade(from, to, durationMs);
  }

  volume(): number {
    return this.howl.volume();
  }

  setVolume(volume: number): void {
    this.howl.volume(volume);
  }

  setPan(pan: number): void {
    // howler's spatial plugin (in its default build) pans every instance and remembers it for the next.
    this.howl.stereo(pan);
  }

  playing(): boolean {
    return this.howl.state() === 'loaded' ? this.howl.playing() : this.wanted;
  }

  /** Whether the whole file is decoded in memory (not streamed, not failed). */
  get decoded(): boolean {
    return this.howl.state() === 'loaded';
  }

  get seconds(): number {
    return this.howl.duration();
  }

  /** Stopped and unreachable for the manager; the engine may keep it decoded for a quick return. */
  unload(): void {
    this.wanted = false;
    this.lastId = undefined;
    this.howl.stop();
    // Listeners of the visit that ends must not fire in the next one.
    this.howl.off('fade');
    this.howl.off('unlock');
    if (!this.kept(this)) this.free();
  }

  /** Gone for good: howler drops its decoded data. */
  free(): void {
    this.howl.unload();
  }
}
