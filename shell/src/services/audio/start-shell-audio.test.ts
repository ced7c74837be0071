import { SHELL_SOUNDS } from '@mission/content';
import { EventBus, initialBusState, type AudioManager } from '@mission/shared';
import { soundSources } from '@mission/shared';
import { loadPortalSounds, loadShellSounds, SHELL_SOUNDS_LOCATION, startShellAudio } from './start-shell-audio';

function fakeManager() {
  return {
    setMuted: jest.fn(),
    loadScene: jest.fn((_scene: string, _entries: unknown, _baseUrl: string) => Promise.resolve()),
    pauseForBackground: jest.fn(),
    resumeFromBackground: jest.fn(),
    resumeAudioContext: jest.fn(),
  };
}
const asManager = (fake: ReturnType<typeof fakeManager>) => fake as unknown as AudioManager;

describe('startShellAudio', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/select');
  });
  afterEach(() => {
    jest.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('keeps the mute in step with the bus state audioEnabled, the current value first', () => {
    const bus = new EventBus({ ...initialBusState(), audioEnabled: false });
    const manager = fakeManager();
    const stop = startShellAudio(bus, { manager: asManager(manager) });
    expect(manager.setMuted).toHaveBeenLastCalledWith(true);
    bus.setState('audioEnabled', true);
    expect(manager.setMuted).toHaveBeenLastCalledWith(false);
    bus.setState('audioEnabled', false);
    expect(manager.setMuted).toHaveBeenLastCalledWith(true);
    stop();
  });

  it('pauses on blur and resumes on focus', () => {
    const manager = fakeManager();
    const stop = startShellAudio(new EventBus(), { manager: asManager(manager) });
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    expect(manager.pauseForBackground).toHaveBeenCalledTimes(1);
    expect(manager.resumeFromBackground).toHaveBeenCalledTimes(1);
    stop();
  });

  it("loads the shell's global and menu-select sets at the visitor's first gesture, once, not the portal's", () => {
    const manager = fakeManager();
    const stop = startShellAudio(new EventBus(), { manager: asManager(manager) });
    jest.runOnlyPendingTimers();
    expect(manager.loadScene).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(manager.loadScene.mock.calls).toEqual([
      ['global', SHELL_SOUNDS, SHELL_SOUNDS_LOCATION],
      ['menu-select', SHELL_SOUNDS, SHELL_SOUNDS_LOCATION],
    ]);
    stop();
  });

  it('waits past a tap on a link (its route change loads what the next page plays)', () => {
    const manager = fakeManager();
    const stop = startShellAudio(new EventBus(), { manager: asManager(manager) });
    const link = document.createElement('a');
    link.href = '/army/fire';
    link.innerHTML = '<span>Forest</span>';
    document.body.append(link);
    link.firstElementChild!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(manager.loadScene).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(manager.loadScene).toHaveBeenCalledTimes(2);
    link.remove();
    stop();
  });

  it('a key counts as the first gesture too', () => {
    const manager = fakeManager();
    const stop = startShellAudio(new EventBus(), { manager: asManager(manager) });
    window.dispatchEvent(new Event('keydown'));
    expect(manager.loadScene).toHaveBeenCalledTimes(2);
    stop();
  });

  it.each(['/', '/fr/experience', '/accessible'])('loads no set when the first page, %s, plays no sound', (path) => {
    window.history.replaceState(null, '', path);
    const manager = fakeManager();
    const stop = startShellAudio(new EventBus(), { manager: asManager(manager) });
    window.dispatchEvent(new Event('pointerdown'));
    expect(manager.loadScene).not.toHaveBeenCalled();
    stop();
  });

  it('stops following the bus and the page once stopped, and loads nothing it had not started', () => {
    const bus = new EventBus();
    const manager = fakeManager();
    startShellAudio(bus, { manager: asManager(manager) })();
    manager.setMuted.mockClear();
    bus.setState('audioEnabled', false);
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(manager.setMuted).not.toHaveBeenCalled();
    expect(manager.pauseForBackground).not.toHaveBeenCalled();
    expect(manager.loadScene).not.toHaveBeenCalled();
  });
});

describe('loadShellSounds and loadPortalSounds', () => {
  it("load the shell's sets from its sounds folder (plain names outside a production build)", async () => {
    const manager = fakeManager();
    await loadShellSounds(manager);
    await loadPortalSounds(manager);
    expect(soundSources(SHELL_SOUNDS_LOCATION, 'global-tap')).toEqual(['/sounds/global-tap.webm', '/sounds/global-tap.mp3']);
    expect(manager.loadScene.mock.calls.map(([scene]) => scene)).toEqual(['global', 'menu-select', 'portal']);
  });
});
