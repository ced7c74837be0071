import type { AudioManifestEntry } from '@mission/content';
import type { AudioEngine, EngineSound, EngineSoundOptions } from './audio-engine';
import { AudioManager, clampPan, clampVolume, DEFAULT_FADE_MS, fadeDuration, PLACEMENT_RAMP_MS, soundSources } from './audio-manager';

/** A sound that only records what it was told, plus what a listener would hear. */
class FakeSound implements EngineSound {
  state: 'stopped' | 'playing' | 'paused' = 'stopped';
  plays = 0;
  resumes = 0;
  unloaded = false;
  fades: { from: number; to: number; durationMs: number; onDone?: () => void }[] = [];
  private level: number;

  constructor(
    readonly options: EngineSoundOptions,
    private readonly engine: FakeEngine,
  ) {
    this.level = options.volume;
  }

  play() {
    this.plays += 1;
    this.state = 'playing';
  }
  resume() {
    this.resumes += 1;
    this.state = 'playing';
  }
  pause() {
    if (this.state === 'playing') this.state = 'paused';
  }
  stop() {
    this.state = 'stopped';
  }
  fade(from: number, to: number, durationMs: number, onDone?: () => void) {
    this.level = from;
    this.fades.push({ from, to, durationMs, onDone });
  }
  /** The last fade reaches its end. */
  finishFade() {
    const fade = this.fades.at(-1)!;
    this.level = fade.to;
    fade.onDone?.();
  }
  volume() {
    return this.level;
  }
  setVolume(volume: number) {
    this.level = volume;
  }
  pan = 0;
  setPan(pan: number) {
    this.pan = pan;
  }
  playing() {
    return this.state === 'playing';
  }
  unload() {
    this.unloaded = true;
    this.state = 'stopped';
  }
  get audible() {
    return this.playing() && !this.engine.muted && this.engine.context === 'running';
  }
}

class FakeEngine implements AudioEngine {
  muted = false;
  context: 'running' | 'suspended' | 'interrupted' = 'running';
  sounds: FakeSound[] = [];
  /** When set, createSound waits until release() is called. */
  holdCreation = false;
  private held: (() => void)[] = [];

  createSound(options: EngineSoundOptions): Promise<EngineSound> {
    const sound = new FakeSound(options, this);
    this.sounds.push(sound);
    if (!this.holdCreation) return Promise.resolve(sound);
    return new Promise((resolve) => this.held.push(() => resolve(sound)));
  }
  release() {
    for (const resolve of this.held.splice(0)) resolve();
  }
  setMuted(muted: boolean) {
    this.muted = muted;
  }
  resumeContext() {
    this.context = 'running';
  }
  sound(stem: string): FakeSound {
    const found = this.sounds.filter((s) => s.options.src[0]!.includes(`/${stem}.`)).at(-1);
    if (!found) throw new Error(`no sound was created for ${stem}`);
    return found;
  }
}

const entry = (id: string, scene: AudioManifestEntry['scene'], loop = false): AudioManifestEntry => ({
  id,
  name: id,
  filename: id,
  loop,
  html5: false,
  scene,
});

const MANIFEST: AudioManifestEntry[] = [
  entry('fire-loop', 'army-fire', true),
  entry('fire-hiss', 'army-fire'),
  entry('flood-loop', 'army-flood', true),
  entry('tap', 'global'),
];

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AudioManager', () => {
  let engine: FakeEngine;
  let manager: AudioManager;
  let warn: jest.SpyInstance;

  beforeEach(() => {
    engine = new FakeEngine();
    manager = new AudioManager(engine);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    warn.mockRestore();
  });

  describe('loading (docs/product-rules.md §4: sounds for a scene load on init)', () => {
    it("creates that scene's sounds only, from the app's base URL, webm first then mp3", async () => {
      await manager.loadScene('army-fire', MANIFEST, 'https://army.example.ca/sounds/');
      expect(engine.sounds.map((s) => s.options)).toEqual([
        {
          src: ['https://army.example.ca/sounds/fire-loop.webm', 'https://army.example.ca/sounds/fire-loop.mp3'],
          loop: true,
          html5: false,
          volume: 1,
        },
        {
          src: ['https://army.example.ca/sounds/fire-hiss.webm', 'https://army.example.ca/sounds/fire-hiss.mp3'],
          loop: false,
          html5: false,
          volume: 1,
        },
      ]);
      expect(manager.has('fire-loop')).toBe(true);
      expect(manager.has('flood-loop')).toBe(false);
    });

    it('loads a scene once, however often it inits', async () => {
      const first = manager.loadScene('army-fire', MANIFEST, '/sounds/');
      const second = manager.loadScene('army-fire', MANIFEST, '/sounds/');
      expect(second).toBe(first);
      await second;
      expect(engine.sounds).toHaveLength(2);
    });

    it('skips an invalid entry or an id another scene uses, with a warning, and loads the rest', async () => {
      await manager.loadScene('global', MANIFEST, '/sounds/');
      await manager.loadScene(
        'army-fire',
        [entry('tap', 'army-fire'), { ...entry('outside', 'army-fire'), filename: '../../secret' }, entry('fire-hiss', 'army-fire')],
        '/sounds/',
      );
      expect(engine.sounds.map((s) => s.options.src[0])).toEqual(['/sounds/tap.webm', '/sounds/fire-hiss.webm']);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"tap" of scene "army-fire" skipped'));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('outside skipped: filename must not climb'));
    });

    it('plays a sound asked for while it is still being created, once it exists', async () => {
      engine.holdCreation = true;
      const loading = manager.loadScene('army-fire', MANIFEST, '/sounds/');
      manager.play('fire-loop', { volume: 0.5 });
      expect(engine.sound('fire-loop').plays).toBe(0);
      engine.release();
      await loading;
      expect(engine.sound('fire-loop').plays).toBe(1);
      expect(engine.sound('fire-loop').fades.at(-1)).toMatchObject({ from: 0, to: 0.5 });
    });

    it('with startAfter, knows the ids at once but makes the sounds only once it settles, then plays what was asked', async () => {
      let open = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      const loading = manager.loadScene('army-fire', MANIFEST, '/sounds/', { startAfter: gate });
      expect(manager.has('fire-loop')).toBe(true);
      manager.play('fire-loop', { volume: 0.5 });
      await flush();
      expect(engine.sounds).toHaveLength(0);
      expect(warn).not.toHaveBeenCalled();
      open();
      await loading;
      expect(engine.sounds.map((s) => s.options.src[0])).toEqual(['/sounds/fire-loop.webm', '/sounds/fire-hiss.webm']);
      expect(engine.sound('fire-loop').plays).toBe(1);
      expect(engine.sound('fire-loop').fades.at(-1)).toMatchObject({ from: 0, to: 0.5 });
    });

    it('with startAfter rejected, makes the sounds all the same', async () => {
      await manager.loadScene('army-fire', MANIFEST, '/sounds/', { startAfter: Promise.reject(new Error('scene failed')) });
      expect(engine.sounds).toHaveLength(2);
    });

    it('never makes a held sound once everything was unloaded before it started', async () => {
      let open = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      const loading = manager.loadScene('army-fire', MANIFEST, '/sounds/', { startAfter: gate });
      manager.unloadAll();
      open();
      await loading;
      expect(engine.sounds).toHaveLength(0);
      expect(manager.has('fire-loop')).toBe(false);
    });

    it('keeps a sound that could not be created silent, without "unknown id" noise', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      const failing = new FakeEngine();
      failing.createSound = () => Promise.reject(new Error('offline'));
      const broken = new AudioManager(failing);
      await broken.loadScene('global', MANIFEST, '/sounds/');
      broken.play('tap');
      expect(error).toHaveBeenCalledWith(expect.stringContaining('could not create "tap"'), expect.any(Error));
      expect(warn).not.toHaveBeenCalled();
      error.mockRestore();
    });
  });

  describe('play', () => {
    beforeEach(async () => {
      await manager.loadScene('army-fire', MANIFEST, '/sounds/');
    });

    it('warns about an unknown id, naming it, and plays nothing (docs/product-rules.md §4)', () => {
      manager.play('fire-lop');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown sound id "fire-lop"'));
      expect(engine.sounds.every((s) => s.plays === 0)).toBe(true);
    });

    it('warns about a sound of a scene that is not loaded, too', () => {
      manager.play('flood-loop');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"flood-loop"'));
    });

    it('fades in over 0.2 s by default (docs/product-rules.md §4 and 9: default fade is 0.2 s)', () => {
      expect(DEFAULT_FADE_MS).toBe(200);
      manager.play('fire-hiss');
      expect(engine.sound('fire-hiss').fades).toEqual([{ from: 0, to: 1, durationMs: 200, onDone: undefined }]);
    });

    it('starts at full volume at once with fadeMs 0', () => {
      manager.play('fire-hiss', { fadeMs: 0 });
      const sound = engine.sound('fire-hiss');
      expect(sound.fades).toEqual([]);
      expect(sound.volume()).toBe(1);
      expect(sound.playing()).toBe(true);
    });

    it.each([
      [1.7, 1],
      [-0.3, 0],
      [0.35, 0.35],
      [Number.POSITIVE_INFINITY, 1],
      [Number.NaN, 1],
    ])('clamps volume %p to %p (docs/product-rules.md §9: volume 0 to 1)', (volume, expected) => {
      manager.play('fire-hiss', { volume, fadeMs: 0 });
      expect(engine.sound('fire-hiss').volume()).toBe(expected);
    });

    it('does not double a loop that is already playing: it fades it to the new volume', () => {
      manager.play('fire-loop', { volume: 0.8 });
      const loop = engine.sound('fire-loop');
      loop.finishFade();
      manager.play('fire-loop', { volume: 0.4 });
      expect(loop.plays).toBe(1);
      expect(loop.fades.at(-1)).toMatchObject({ from: 0.8, to: 0.4, durationMs: 200 });
    });

    it('lets a one-shot overlap itself', () => {
      manager.play('fire-hiss');
      manager.play('fire-hiss');
      expect(engine.sound('fire-hiss').plays).toBe(2);
    });
  });

  describe('stop', () => {
    beforeEach(async () => {
      await manager.loadScene('army-fire', MANIFEST, '/sounds/');
    });

    it('fades out over 0.2 s by default, then stops', () => {
      manager.play('fire-loop');
      const loop = engine.sound('fire-loop');
      loop.finishFade();
      manager.stop('fire-loop');
      expect(loop.fades.at(-1)).toMatchObject({ from: 1, to: 0, durationMs: 200 });
      expect(loop.playing()).toBe(true);
      loop.finishFade();
      expect(loop.playing()).toBe(false);
    });

    it('stops at once with fadeMs 0', () => {
      manager.play('fire-loop');
      manager.stop('fire-loop', { fadeMs: 0 });
      expect(engine.sound('fire-loop').playing()).toBe(false);
    });

    it('lets a play that comes during the fade-out win over the late stop', () => {
      manager.play('fire-loop');
      const loop = engine.sound('fire-loop');
      manager.stop('fire-loop');
      const fadeOut = loop.fades.at(-1)!;
      manager.play('fire-loop', { volume: 0.6 });
      fadeOut.onDone?.();
      expect(loop.playing()).toBe(true);
    });

    it('warns about an unknown id', () => {
      manager.stop('nope');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown sound id "nope"'));
    });
  });

  describe('place (a placed bed layer follows the view)', () => {
    beforeEach(async () => {
      await manager.loadScene('army-fire', MANIFEST, '/sounds/');
    });

    it('pans a playing loop and ramps it to the new volume over the placement ramp', () => {
      manager.play('fire-loop', { volume: 0.8, fadeMs: 0 });
      manager.place('fire-loop', { pan: -0.6, volume: 0.4 });
      const loop = engine.sound('fire-loop');
      expect(loop.pan).toBe(-0.6);
      expect(loop.fades.at(-1)).toMatchObject({ from: 0.8, to: 0.4, durationMs: PLACEMENT_RAMP_MS });
    });

    it('clamps the pan and the volume', () => {
      manager.play('fire-loop', { fadeMs: 0 });
      manager.place('fire-loop', { pan: 3, volume: -1 }, 0);
      const loop = engine.sound('fire-loop');
      expect(loop.pan).toBe(1);
      expect(loop.volume()).toBe(0);
      expect(clampPan(Number.NaN)).toBe(0);
    });

    it('warns about an unknown id, naming it', () => {
      manager.place('fire-lop', { pan: 0, volume: 1 });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"fire-lop"'));
    });

    it('leaves a loop fading out to its stop alone, so it still stops', () => {
      manager.play('fire-loop', { fadeMs: 0 });
      manager.stop('fire-loop');
      const loop = engine.sound('fire-loop');
      const fadesBefore = loop.fades.length;
      manager.place('fire-loop', { pan: 0.5, volume: 0.9 });
      expect(loop.fades).toHaveLength(fadesBefore);
      loop.fades.at(-1)!.onDone?.();
      expect(loop.playing()).toBe(false);
    });

    it('is silenced by the mute like any sound', () => {
      manager.play('fire-loop', { fadeMs: 0 });
      manager.setMuted(true);
      manager.place('fire-loop', { pan: 0.2, volume: 1 });
      expect(engine.sound('fire-loop').audible).toBe(false);
    });

    it('places a loop before its file arrives: it starts there', async () => {
      engine.holdCreation = true;
      const loading = manager.loadScene('army-flood', MANIFEST, '/sounds/');
      manager.play('flood-loop', { fadeMs: 0 });
      manager.place('flood-loop', { pan: 0.7, volume: 0.3 });
      engine.release();
      await loading;
      const loop = engine.sound('flood-loop');
      expect(loop.pan).toBe(0.7);
      expect(loop.volume()).toBe(0.3);
      expect(loop.playing()).toBe(true);
    });

    it('in the background changes nothing audible, and the loop comes back at the placed volume', () => {
      manager.play('fire-loop', { volume: 0.8, fadeMs: 0 });
      manager.pauseForBackground();
      const loop = engine.sound('fire-loop');
      manager.place('fire-loop', { pan: 0, volume: 0.5 });
      expect(loop.state).toBe('paused');
      manager.resumeFromBackground();
      expect(loop.fades.at(-1)).toMatchObject({ from: 0, to: 0.5 });
    });
  });

  describe('mute (docs/product-rules.md §4: the header toggle mutes or unmutes all sounds)', () => {
    it('mutes what plays and unmutes it again', async () => {
      await manager.loadScene('army-fire', MANIFEST, '/sounds/');
      manager.play('fire-loop');
      manager.setMuted(true);
      expect(manager.isMuted).toBe(true);
      expect(engine.sound('fire-loop').audible).toBe(false);
      manager.setMuted(false);
      expect(engine.sound('fire-loop').audible).toBe(true);
    });

    it('applies to sounds loaded after it', async () => {
      manager.setMuted(true);
      await manager.loadScene('army-flood', MANIFEST, '/sounds/');
      manager.play('flood-loop');
      const loop = engine.sound('flood-loop');
      expect(loop.playing()).toBe(true);
      expect(loop.audible).toBe(false);
      manager.setMuted(false);
      expect(loop.audible).toBe(true);
    });
  });

  describe('background (docs/product-rules.md §4: pause on tab hide or blur, resume on focus, loops only)', () => {
    beforeEach(async () => {
      await manager.loadScene('army-fire', MANIFEST, '/sounds/');
    });

    it('pauses everything that plays and resumes only the loops', () => {
      manager.play('fire-loop', { volume: 0.7 });
      manager.play('fire-hiss');
      const loop = engine.sound('fire-loop');
      const oneShot = engine.sound('fire-hiss');

      manager.pauseForBackground();
      expect(loop.state).toBe('paused');
      expect(oneShot.playing()).toBe(false);

      manager.resumeFromBackground();
      expect(loop.resumes).toBe(1);
      expect(loop.playing()).toBe(true);
      expect(loop.fades.at(-1)).toMatchObject({ from: 0, to: 0.7, durationMs: 200 });
      expect(oneShot.playing()).toBe(false);
      expect(oneShot.resumes).toBe(0);
    });

    it('does not resume a loop that was not playing, nor one that was fading out to a stop', () => {
      manager.play('fire-loop');
      manager.stop('fire-loop');
      manager.pauseForBackground();
      manager.resumeFromBackground();
      expect(engine.sound('fire-loop').playing()).toBe(false);
      expect(engine.sound('fire-loop').resumes).toBe(0);
    });

    it('survives blur then hide (two pauses) and resumes once', () => {
      manager.play('fire-loop');
      manager.pauseForBackground();
      manager.pauseForBackground();
      manager.resumeFromBackground();
      manager.resumeFromBackground();
      expect(engine.sound('fire-loop').resumes).toBe(1);
    });

    it('starts a loop asked for while in the background on return, and drops a one-shot', () => {
      manager.pauseForBackground();
      manager.play('fire-loop', { volume: 0.3 });
      manager.play('fire-hiss');
      expect(engine.sound('fire-loop').plays).toBe(0);
      manager.resumeFromBackground();
      expect(engine.sound('fire-loop').plays).toBe(1);
      expect(engine.sound('fire-loop').fades.at(-1)).toMatchObject({ to: 0.3 });
      expect(engine.sound('fire-hiss').plays).toBe(0);
    });

    it('resumes nothing that was unloaded meanwhile', () => {
      manager.play('fire-loop');
      manager.pauseForBackground();
      manager.unloadAll();
      manager.resumeFromBackground();
      expect(engine.sound('fire-loop').resumes).toBe(0);
    });
  });

  describe('audio context (iOS: resumes after an interruption)', () => {
    it('resumes an interrupted context when the page comes back', async () => {
      await manager.loadScene('army-fire', MANIFEST, '/sounds/');
      manager.play('fire-loop');
      manager.pauseForBackground();
      engine.context = 'interrupted';
      manager.resumeFromBackground();
      expect(engine.context).toBe('running');
      expect(engine.sound('fire-loop').audible).toBe(true);
    });

    it('resumes a suspended context on request (a touch), even when not in the background', () => {
      engine.context = 'suspended';
      manager.resumeFromBackground();
      expect(engine.context).toBe('running');
      engine.context = 'interrupted';
      manager.resumeAudioContext();
      expect(engine.context).toBe('running');
    });
  });

  describe('unloadAll (docs/product-rules.md §4: all are unloaded when a route change starts)', () => {
    it('unloads every sound of every scene and forgets them', async () => {
      await manager.loadScene('army-fire', MANIFEST, '/sounds/');
      await manager.loadScene('global', MANIFEST, '/sounds/');
      manager.play('fire-loop');
      manager.unloadAll();
      expect(engine.sounds.every((s) => s.unloaded)).toBe(true);
      expect(manager.has('fire-loop')).toBe(false);
      manager.play('fire-loop');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown sound id "fire-loop"'));
    });

    it('lets the next scene load the same set again', async () => {
      await manager.loadScene('army-fire', MANIFEST, '/sounds/');
      manager.unloadAll();
      await manager.loadScene('army-fire', MANIFEST, '/sounds/');
      expect(engine.sounds).toHaveLength(4);
      expect(manager.has('fire-loop')).toBe(true);
    });

    it('frees a sound that was still being created, and never plays it', async () => {
      engine.holdCreation = true;
      const loading = manager.loadScene('army-fire', MANIFEST, '/sounds/');
      manager.play('fire-loop');
      manager.unloadAll();
      engine.release();
      await loading;
      await flush();
      expect(engine.sound('fire-loop').unloaded).toBe(true);
      expect(engine.sound('fire-loop').plays).toBe(0);
    });
  });
});

describe('clampVolume, fadeDuration, soundSources', () => {
  it('clamp to 0..1 and fall back to the defaults', () => {
    expect(clampVolume(undefined)).toBe(1);
    expect(clampVolume(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(fadeDuration(undefined)).toBe(200);
    expect(fadeDuration(Number.NaN)).toBe(200);
    expect(fadeDuration(Number.POSITIVE_INFINITY)).toBe(200);
    expect(fadeDuration(-5)).toBe(0);
    expect(fadeDuration(750)).toBe(750);
  });

  it('join the base URL and the stem, with or without a trailing slash', () => {
    expect(soundSources('/sounds', 'tap')).toEqual(['/sounds/tap.webm', '/sounds/tap.mp3']);
    expect(soundSources('https://navy.example.ca/', 'bridge/horn')).toEqual([
      'https://navy.example.ca/bridge/horn.webm',
      'https://navy.example.ca/bridge/horn.mp3',
    ]);
  });

  it("ask an app's own table for each file's URL when given one (hashed names)", () => {
    const hashed = (file: string) => `https://navy.example.ca/sounds/${file.replace('.', '.0123456789.')}`;
    expect(soundSources(hashed, 'tap')).toEqual([
      'https://navy.example.ca/sounds/tap.0123456789.webm',
      'https://navy.example.ca/sounds/tap.0123456789.mp3',
    ]);
  });
});
