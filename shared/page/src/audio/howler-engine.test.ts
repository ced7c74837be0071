import type { HowlOptions } from 'howler';
import { HowlerEngine, howlerExports, KEPT_DECODED_SECONDS, SOUND_ARRIVAL_CAP_MS, type HowlerLibrary } from './howler-engine';

/** Just enough of howler to see what the engine asks of it. */
function fakeHowler({ arrives = true, seconds = 2 } = {}) {
  const howls: FakeHowl[] = [];
  const context = { state: 'running' as string, resume: jest.fn(() => Promise.resolve()) };
  const Howler = { autoUnlock: false, mute: jest.fn(), ctx: context as unknown };

  class FakeHowl {
    readonly calls: unknown[][] = [];
    loadState: 'loading' | 'loaded' = 'loaded';
    isPlaying = false;
    private nextId = 1000;
    private listeners: { event: string; callback: () => void }[] = [];

    constructor(readonly options: HowlOptions) {
      howls.push(this);
      // howler reports a file's arrival after the constructor, never inside it.
      if (arrives) queueMicrotask(() => this.arrive());
    }
    arrive() {
      (this.options.onload as (() => void) | undefined)?.();
    }
    failToLoad(error: string) {
      (this.options.onloaderror as ((id: number, error: unknown) => void) | undefined)?.(0, error);
    }
    play(id?: number) {
      this.calls.push(['play', id]);
      this.isPlaying = true;
      return id ?? ++this.nextId;
    }
    pause() {
      this.calls.push(['pause']);
      this.isPlaying = false;
      return this;
    }
    stop() {
      this.calls.push(['stop']);
      this.isPlaying = false;
      return this;
    }
    fade(from: number, to: number, duration: number) {
      this.calls.push(['fade', from, to, duration]);
      return this;
    }
    volume(volume?: number) {
      if (volume === undefined) return 0.25;
      this.calls.push(['volume', volume]);
      return this;
    }
    stereo(pan: number) {
      this.calls.push(['stereo', pan]);
      return this;
    }
    state() {
      return this.loadState;
    }
    playing() {
      return this.isPlaying;
    }
    unload() {
      this.calls.push(['unload']);
      return null;
    }
    duration() {
      return seconds;
    }
    off(event: string) {
      this.listeners = this.listeners.filter((l) => l.event !== event);
      return this;
    }
    once(event: string, callback: () => void) {
      this.listeners.push({ event, callback });
      return this;
    }
    emit(event: string) {
      const due = this.listeners.filter((l) => l.event === event);
      this.listeners = this.listeners.filter((l) => l.event !== event);
      for (const listener of due) listener.callback();
    }
  }

  const library = { Howl: FakeHowl, Howler } as unknown as HowlerLibrary;
  const load = jest.fn(() => Promise.resolve(library));
  return { load, howls, Howler, context };
}

const OPTIONS = { src: ['/sounds/tap.webm', '/sounds/tap.mp3'], loop: false, html5: false, volume: 1 };

describe('HowlerEngine', () => {
  it('does not load howler before the first sound is needed, and then only once', async () => {
    const howler = fakeHowler();
    const engine = new HowlerEngine(howler.load);
    engine.setMuted(false);
    engine.resumeContext();
    expect(howler.load).not.toHaveBeenCalled();
    await Promise.all([engine.createSound(OPTIONS), engine.createSound(OPTIONS)]);
    expect(howler.load).toHaveBeenCalledTimes(1);
  });

  it('creates a Howl with both sources, in order, and the options given', async () => {
    const howler = fakeHowler();
    await new HowlerEngine(howler.load).createSound({ ...OPTIONS, loop: true, html5: true, volume: 0.4 });
    expect(howler.howls[0]!.options).toMatchObject({
      src: ['/sounds/tap.webm', '/sounds/tap.mp3'],
      loop: true,
      html5: true,
      volume: 0.4,
      preload: true,
    });
  });

  describe('a sound is ready once its file has arrived, so the loading bar counts real bytes', () => {
    async function pending() {
      const howler = fakeHowler({ arrives: false });
      let ready = false;
      const creating = new HowlerEngine(howler.load).createSound(OPTIONS).then((sound) => {
        ready = true;
        return sound;
      });
      await Promise.resolve();
      await Promise.resolve();
      return { howl: () => howler.howls[0]!, creating, isReady: () => ready };
    }
    let warn: jest.SpyInstance;
    beforeEach(() => {
      jest.useFakeTimers();
      warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    });
    afterEach(() => {
      jest.useRealTimers();
      warn.mockRestore();
    });

    it('waits for the file, then resolves', async () => {
      const { howl, creating, isReady } = await pending();
      await jest.advanceTimersByTimeAsync(SOUND_ARRIVAL_CAP_MS - 1);
      expect(isReady()).toBe(false);
      howl().arrive();
      await creating;
      expect(isReady()).toBe(true);
      expect(warn).not.toHaveBeenCalled();
    });

    it('resolves for a file that failed to load, with a warning (the sound stays silent)', async () => {
      const { howl, creating } = await pending();
      howl().failToLoad('404');
      await expect(creating).resolves.toBeDefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not load /sounds/tap.webm'), '404');
    });

    it(`stops waiting after ${SOUND_ARRIVAL_CAP_MS} ms (iOS may hold an html5 sound until a tap), with a warning`, async () => {
      expect(SOUND_ARRIVAL_CAP_MS).toBe(8_000);
      const { creating, isReady } = await pending();
      await jest.advanceTimersByTimeAsync(SOUND_ARRIVAL_CAP_MS - 1);
      expect(isReady()).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await creating;
      expect(isReady()).toBe(true);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('has not arrived after 8000 ms'));
    });
  });

  it("pans a sound through howler's stereo (every instance, and the next)", async () => {
    const howler = fakeHowler();
    const sound = await new HowlerEngine(howler.load).createSound({ ...OPTIONS, loop: true });
    sound.setPan(-0.4);
    expect(howler.howls[0]!.calls).toContainEqual(['stereo', -0.4]);
  });

  it("leaves the first-touch unlock to howler's autoUnlock (iOS)", async () => {
    const howler = fakeHowler();
    await new HowlerEngine(howler.load).createSound(OPTIONS);
    expect(howler.Howler.autoUnlock).toBe(true);
  });

  it('applies a mute asked for before howler was loaded, so sounds loaded later are muted', async () => {
    const howler = fakeHowler();
    const engine = new HowlerEngine(howler.load);
    engine.setMuted(true);
    expect(howler.Howler.mute).not.toHaveBeenCalled();
    await engine.createSound(OPTIONS);
    expect(howler.Howler.mute).toHaveBeenLastCalledWith(true);
    engine.setMuted(false);
    expect(howler.Howler.mute).toHaveBeenLastCalledWith(false);
  });

  it.each(['suspended', 'interrupted'])('resumes a %s audio context', async (state) => {
    const howler = fakeHowler();
    const engine = new HowlerEngine(howler.load);
    await engine.createSound(OPTIONS);
    howler.context.state = state;
    engine.resumeContext();
    expect(howler.context.resume).toHaveBeenCalledTimes(1);
  });

  it('leaves a running context alone and survives a refused resume', async () => {
    const howler = fakeHowler();
    const engine = new HowlerEngine(howler.load);
    await engine.createSound(OPTIONS);
    engine.resumeContext();
    expect(howler.context.resume).not.toHaveBeenCalled();
    howler.context.state = 'interrupted';
    howler.context.resume.mockImplementationOnce(() => Promise.reject(new Error('needs a gesture')));
    expect(() => engine.resumeContext()).not.toThrow();
  });

  /** howler whose first load fails (an offline chunk), then loads once `recover` is called. */
  function howlerFailingOnce() {
    const howler = fakeHowler();
    const real = howler.load.getMockImplementation()!;
    howler.load.mockImplementationOnce(() => Promise.reject(new Error('chunk failed')));
    return { howler, recover: () => howler.load.mockImplementation(real) };
  }

  it('tries to load howler again after a failed load', async () => {
    const { howler, recover } = howlerFailingOnce();
    const engine = new HowlerEngine(howler.load);
    await expect(engine.createSound(OPTIONS)).rejects.toThrow('chunk failed');
    recover();
    await expect(engine.createSound(OPTIONS)).resolves.toBeDefined();
    expect(howler.load).toHaveBeenCalledTimes(2);
  });

  describe('a sound', () => {
    it('resumes the instance it paused, not a new one', async () => {
      const howler = fakeHowler();
      const sound = await new HowlerEngine(howler.load).createSound(OPTIONS);
      sound.play();
      sound.pause();
      sound.resume();
      expect(howler.howls[0]!.calls).toEqual([['play', undefined], ['pause'], ['play', 1001]]);
    });

    it('fades, then calls back when the fade is done', async () => {
      const howler = fakeHowler();
      const sound = await new HowlerEngine(howler.load).createSound(OPTIONS);
      const done = jest.fn();
      sound.fade(1, 0, 200, done);
      expect(howler.howls[0]!.calls).toEqual([['fade', 1, 0, 200]]);
      expect(done).not.toHaveBeenCalled();
      howler.howls[0]!.emit('fade');
      expect(done).toHaveBeenCalledTimes(1);
    });

    it('reads and sets the volume, stops and unloads (a streamed html5 sound is freed at once)', async () => {
      const howler = fakeHowler();
      const sound = await new HowlerEngine(howler.load).createSound({ ...OPTIONS, html5: true });
      expect(sound.volume()).toBe(0.25);
      sound.setVolume(0.5);
      sound.stop();
      sound.unload();
      expect(howler.howls[0]!.calls).toEqual([['volume', 0.5], ['stop'], ['stop'], ['unload']]);
    });

    it('counts as playing while its file loads if it was asked to play', async () => {
      const howler = fakeHowler();
      const sound = await new HowlerEngine(howler.load).createSound(OPTIONS);
      const howl = howler.howls[0]!;
      howl.loadState = 'loading';
      expect(sound.playing()).toBe(false);
      sound.play();
      howl.isPlaying = false;
      expect(sound.playing()).toBe(true);
      sound.pause();
      expect(sound.playing()).toBe(false);
    });

    it('plays again after the unlock when a locked phone refused it, if still wanted', async () => {
      const howler = fakeHowler();
      const sound = await new HowlerEngine(howler.load).createSound(OPTIONS);
      const howl = howler.howls[0]!;
      sound.play();
      howl.options.onplayerror?.(1001, 'locked');
      howl.emit('unlock');
      expect(howl.calls).toEqual([
        ['play', undefined],
        ['play', 1001],
      ]);

      sound.play();
      howl.options.onplayerror?.(1002, 'locked');
      sound.stop();
      howl.emit('unlock');
      expect(howl.calls.at(-1)).toEqual(['stop']);
    });

    it('warns when its file cannot be loaded', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      const howler = fakeHowler();
      await new HowlerEngine(howler.load).createSound(OPTIONS);
      howler.howls[0]!.options.onloaderror?.(1, 'decode failed');
      expect(warn).toHaveBeenCalledWith('[audio] could not load /sounds/tap.webm:', 'decode failed');
      warn.mockRestore();
    });
  });
});

describe('decoded sounds kept after an unload', () => {
  it('come back at once for the same files, stopped, at the volume asked, without a new download', async () => {
    const howler = fakeHowler();
    const engine = new HowlerEngine(howler.load);
    const first = await engine.createSound(OPTIONS);
    first.play();
    first.unload();
    expect(howler.howls[0]!.calls).toEqual([['play', undefined], ['stop']]);
    const again = await engine.createSound({ ...OPTIONS, volume: 0.4 });
    expect(again).toBe(first);
    expect(howler.howls).toHaveLength(1);
    expect(again.playing()).toBe(false);
    expect(howler.howls[0]!.calls.at(-1)).toEqual(['volume', 0.4]);
  });

  it('are not handed out for other files or other looping, and are taken once', async () => {
    const howler = fakeHowler();
    const engine = new HowlerEngine(howler.load);
    (await engine.createSound(OPTIONS)).unload();
    await engine.createSound({ ...OPTIONS, loop: true });
    await engine.createSound({ ...OPTIONS, src: ['/sounds/blip.webm', '/sounds/blip.mp3'] });
    await engine.createSound(OPTIONS);
    await engine.createSound(OPTIONS);
    expect(howler.howls).toHaveLength(4);
  });

  it('forget the listeners of the visit that ended', async () => {
    const howler = fakeHowler();
    const engine = new HowlerEngine(howler.load);
    const sound = await engine.createSound(OPTIONS);
    const done = jest.fn();
    sound.fade(1, 0, 200, done);
    sound.unload();
    howler.howls[0]!.emit('fade');
    expect(done).not.toHaveBeenCalled();
  });

  it(`are freed, oldest first, beyond ${KEPT_DECODED_SECONDS} decoded seconds`, async () => {
    expect(KEPT_DECODED_SECONDS).toBe(30);
    const howler = fakeHowler({ seconds: 8 });
    const engine = new HowlerEngine(howler.load);
    const loops = await Promise.all([1, 2, 3, 4].map((n) => engine.createSound({ ...OPTIONS, src: [`/sounds/loop-${n}.webm`] })));
    loops.forEach((loop) => loop.unload());
    // 4 x 8 s: the first goes.
    expect(howler.howls.map((howl) => howl.calls.some(([call]) => call === 'unload'))).toEqual([true, false, false, false]);
  });

  it('are never kept when the file did not decode', async () => {
    const howler = fakeHowler();
    const engine = new HowlerEngine(howler.load);
    const sound = await engine.createSound(OPTIONS);
    howler.howls[0]!.loadState = 'loading';
    sound.unload();
    expect(howler.howls[0]!.calls.at(-1)).toEqual(['unload']);
    await engine.createSound(OPTIONS);
    expect(howler.howls).toHaveLength(2);
  });
});

describe('howlerExports', () => {
  const library = { Howl: class {}, Howler: {} };

  it('reads named exports or a CommonJS default', () => {
    expect(howlerExports(library)).toBe(library);
    expect(howlerExports({ default: library })).toBe(library);
  });

  it('refuses a module without them', () => {
    expect(() => howlerExports({ default: {} })).toThrow('no Howl and Howler exports');
  });

  it('finds them in the real howler 2.2 module', async () => {
    const { Howl, Howler } = howlerExports(await import('howler'));
    expect(typeof Howl).toBe('function');
    expect(typeof Howler.mute).toBe('function');
  });
});
