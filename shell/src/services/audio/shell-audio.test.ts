import { EventBus, initialBusState, type AudioManager } from '@mission/shared';
import * as realSession from './shell-audio-session';
import { attachShellAudio, loadedShellAudio, shellAudio, shellSounds } from './shell-audio';

function fakeManager() {
  return {
    setMuted: jest.fn(),
    play: jest.fn(),
    loadScene: jest.fn(() => Promise.resolve()),
    pauseForBackground: jest.fn(),
    resumeFromBackground: jest.fn(),
    resumeAudioContext: jest.fn(),
  };
}

function sessionWith(manager: ReturnType<typeof fakeManager>) {
  return { ...realSession, audioManager: manager as unknown as AudioManager };
}

describe('shellAudio', () => {
  let detach: () => void = () => undefined;
  afterEach(() => detach());

  it('fetches the code once, binds the mute to the bus before handing the manager out, and is then at hand', async () => {
    const manager = fakeManager();
    const importSession = jest.fn(() => Promise.resolve(sessionWith(manager)));
    detach = attachShellAudio(new EventBus({ ...initialBusState(), audioEnabled: false }), window, importSession);
    expect(loadedShellAudio()).toBeNull();
    const [first, second] = await Promise.all([shellAudio(), shellAudio()]);
    expect(importSession).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(first?.manager).toBe(manager);
    expect(manager.setMuted).toHaveBeenCalledWith(true);
    expect(loadedShellAudio()).toBe(first);
  });

  it('arriving makes no sound and no audio context: the first sound made does (not during a navigation fade)', async () => {
    const manager = fakeManager();
    detach = attachShellAudio(new EventBus({ ...initialBusState(), audioEnabled: false }), window, () =>
      Promise.resolve(sessionWith(manager)),
    );
    await Promise.all([shellAudio(), shellAudio()]);
    expect(manager.loadScene).not.toHaveBeenCalled();
  });

  it("hands the load options to the shell's sets", async () => {
    const manager = fakeManager();
    detach = attachShellAudio(new EventBus(initialBusState()), window, () => Promise.resolve(sessionWith(manager)));
    const startAfter = Promise.resolve();
    await (await shellAudio())!.loadShellSounds({ startAfter });
    expect(manager.loadScene.mock.calls.map((call) => (call as unknown[])[3])).toEqual([{ startAfter }, { startAfter }]);
  });

  it('plays a sound asked for before the code arrived, once it has, with the mute already applied', async () => {
    const manager = fakeManager();
    detach = attachShellAudio(new EventBus({ ...initialBusState(), audioEnabled: false }), window, () =>
      Promise.resolve(sessionWith(manager)),
    );
    shellSounds.play('global-tap', { fadeMs: 0 });
    expect(manager.play).not.toHaveBeenCalled();
    await shellAudio();
    expect(manager.play).toHaveBeenCalledWith('global-tap', { fadeMs: 0 });
    expect(manager.setMuted.mock.invocationCallOrder[0]).toBeLessThan(manager.play.mock.invocationCallOrder[0] ?? 0);
  });

  it('answers null with one warning when the code cannot be fetched, and tries again at the next call', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const manager = fakeManager();
    const importSession = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(sessionWith(manager));
    detach = attachShellAudio(new EventBus(), window, importSession);
    await expect(shellAudio()).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(loadedShellAudio()).toBeNull();
    expect((await shellAudio())?.manager).toBe(manager);
    expect(importSession).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('once detached, forgets the audio and unbinds it from the bus', async () => {
    const bus = new EventBus();
    const manager = fakeManager();
    detach = attachShellAudio(bus, window, () => Promise.resolve(sessionWith(manager)));
    await shellAudio();
    detach();
    manager.setMuted.mockClear();
    bus.setState('audioEnabled', false);
    expect(manager.setMuted).not.toHaveBeenCalled();
    expect(loadedShellAudio()).toBeNull();
  });
});
