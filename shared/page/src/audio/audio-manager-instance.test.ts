import { AudioManager } from './audio-manager';

const mockHowlerEvaluated = jest.fn();
jest.mock('howler', () => {
  mockHowlerEvaluated();
  return { Howl: jest.fn(), Howler: { mute: jest.fn(), autoUnlock: false } };
});

describe('audioManager', () => {
  it('is one AudioManager for the page, and importing it does not load howler', async () => {
    const { audioManager } = await import('./audio-manager-instance');
    const again = await import('./audio-manager-instance');
    expect(audioManager).toBeInstanceOf(AudioManager);
    expect(again.audioManager).toBe(audioManager);
    expect(mockHowlerEvaluated).not.toHaveBeenCalled();
  });
});
