import type { Howl, HowlerGlobal, HowlOptions } from 'howler';
import type { AudioEngine, EngineSound, EngineSoundOptions } from './audio-engine';

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

  constructor(private readonly loadHowler: LoadHowler = importHowler) {}

  async createSound(options: EngineSoundOptions): Promise<EngineSound> {
    const { Howl } = await this.load();
    return new HowlerSound(Howl, options);
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

  constructor(HowlClass: HowlerLibrary['Howl'], options: EngineSoundOptions) {
    const what = options.src[0] ?? 'a sound';
    this.howl = new HowlClass({
      src: [...options.src],
      loop: options.loop,
      html5: options.html5,
      volume: options.volume,
      preload: true,
      onloaderror: (_id, error) => {
        console.warn(`[audio] could not load ${what}:`, error);
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

  playing(): boolean {
    return this.howl.state() === 'loaded' ? this.howl.playing() : this.wanted;
  }

  unload(): void {
    this.wanted = false;
    this.howl.unload();
  }
}
