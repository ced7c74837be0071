import { soundSources } from '@mission/shared';
import { loadPortalSounds, loadShellSounds, SHELL_SOUNDS_LOCATION } from './shell-audio-session';

describe('loadShellSounds and loadPortalSounds', () => {
  it("load the shell's sets from its sounds folder (plain names outside a production build)", async () => {
    const loadScene = jest.fn((_scene: string, _entries: unknown, _location: unknown) => Promise.resolve());
    await loadShellSounds({ loadScene });
    await loadPortalSounds({ loadScene });
    expect(soundSources(SHELL_SOUNDS_LOCATION, 'global-tap')).toEqual(['/sounds/global-tap.webm', '/sounds/global-tap.mp3']);
    expect(loadScene.mock.calls.map(([scene]) => scene)).toEqual(['global', 'menu-select', 'portal']);
  });
});
