import { SHELL_SOUNDS } from '@mission/content';
import { EventBus, initialBusState, type AudioManager } from '@mission/shared';
import * as realSession from './shell-audio-session';
import { loadedShellAudio } from './shell-audio';
import { startShellAudio } from './start-shell-audio';

function fakeManager() {
  return {
    setMuted: jest.fn(),
    loadScene: jest.fn((_scene: string, _entries: unknown, _baseUrl: unknown) => Promise.resolve()),
    pauseForBackground: jest.fn(),
    resumeFromBackground: jest.fn(),
    resumeAudioContext: jest.fn(),
  };
}

/** The audio's chunk with a fake manager in it; counts how often it was fetched. */
function fakeSession() {
  const manager = fakeManager();
  const importSession = jest.fn(() => Promise.resolve({ ...realSession, audioManager: manager as unknown as AudioManager }));
  return { manager, importSession };
}

/** Lets the audio's code "arrive" and what follows it run. */
const arrival = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startShellAudio', () => {
  beforeEach(() => window.history.replaceState(null, '', '/select'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("fetches no audio code before the visitor's first gesture", async () => {
    const { importSession } = fakeSession();
    const stop = startShellAudio(new EventBus(), { importSession });
    await arrival();
    expect(importSession).not.toHaveBeenCalled();
    expect(loadedShellAudio()).toBeNull();
    stop();
  });

  it('once arrived, keeps the mute in step with the bus state audioEnabled, the current value first', async () => {
    const bus = new EventBus({ ...initialBusState(), audioEnabled: false });
    const { manager, importSession } = fakeSession();
    const stop = startShellAudio(bus, { importSession });
    window.dispatchEvent(new Event('pointerdown'));
    await arrival();
    expect(manager.setMuted).toHaveBeenLastCalledWith(true);
    // Muted before its first set was asked for: no sound can start unmuted.
    expect(manager.setMuted.mock.invocationCallOrder[0]).toBeLessThan(manager.loadScene.mock.invocationCallOrder[0] ?? 0);
    bus.setState('audioEnabled', true);
    expect(manager.setMuted).toHaveBeenLastCalledWith(false);
    bus.setState('audioEnabled', false);
    expect(manager.setMuted).toHaveBeenLastCalledWith(true);
    stop();
  });

  it('once arrived, pauses on blur and resumes on focus', async () => {
    const { manager, importSession } = fakeSession();
    const stop = startShellAudio(new EventBus(), { importSession });
    window.dispatchEvent(new Event('keydown'));
    await arrival();
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    expect(manager.pauseForBackground).toHaveBeenCalledTimes(1);
    expect(manager.resumeFromBackground).toHaveBeenCalledTimes(1);
    stop();
  });

  it("loads the shell's global and menu-select sets at the visitor's first gesture, once, not the portal's", async () => {
    const { manager, importSession } = fakeSession();
    const stop = startShellAudio(new EventBus(), { importSession });
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    await arrival();
    expect(importSession).toHaveBeenCalledTimes(1);
    expect(manager.loadScene.mock.calls).toEqual([
      ['global', SHELL_SOUNDS, realSession.SHELL_SOUNDS_LOCATION, {}],
      ['menu-select', SHELL_SOUNDS, realSession.SHELL_SOUNDS_LOCATION, {}],
    ]);
    expect(loadedShellAudio()?.manager).toBe(manager);
    stop();
  });

  it('waits past a tap on a link (its route change loads what the next page plays)', async () => {
    const { manager, importSession } = fakeSession();
    const stop = startShellAudio(new EventBus(), { importSession });
    const link = document.createElement('a');
    link.href = '/army/fire';
    link.innerHTML = '<span>Forest</span>';
    document.body.append(link);
    link.firstElementChild!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await arrival();
    expect(importSession).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await arrival();
    expect(manager.loadScene).toHaveBeenCalledTimes(2);
    link.remove();
    stop();
  });

  it.each(['/', '/fr/experience', '/accessible'])(
    'fetches no audio code and loads no set when the first page, %s, plays no sound',
    async (path) => {
      window.history.replaceState(null, '', path);
      const { manager, importSession } = fakeSession();
      const stop = startShellAudio(new EventBus(), { importSession });
      window.dispatchEvent(new Event('pointerdown'));
      await arrival();
      expect(importSession).not.toHaveBeenCalled();
      expect(manager.loadScene).not.toHaveBeenCalled();
      stop();
    },
  );

  it('loads no set when the page changed, to one without sounds, while the code was on its way', async () => {
    const { manager, importSession } = fakeSession();
    const stop = startShellAudio(new EventBus(), { importSession });
    window.dispatchEvent(new Event('pointerdown'));
    window.history.replaceState(null, '', '/');
    await arrival();
    expect(manager.loadScene).not.toHaveBeenCalled();
    stop();
  });

  it('stops following the bus and the page once stopped, and loads nothing it had not started', async () => {
    const bus = new EventBus();
    const { manager, importSession } = fakeSession();
    const stop = startShellAudio(bus, { importSession });
    window.dispatchEvent(new Event('pointerdown'));
    await arrival();
    stop();
    manager.setMuted.mockClear();
    manager.loadScene.mockClear();
    bus.setState('audioEnabled', false);
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('pointerdown'));
    await arrival();
    expect(manager.setMuted).not.toHaveBeenCalled();
    expect(manager.pauseForBackground).not.toHaveBeenCalled();
    expect(manager.loadScene).not.toHaveBeenCalled();
    expect(loadedShellAudio()).toBeNull();
  });
});
