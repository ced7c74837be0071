import { audioManager } from '@mission/shared';
import { preloadChapter } from './chapter-preload';

// No WebGL in jsdom, and the preload only needs the module to arrive.
jest.mock('./chapter-canvas', () => ({ __esModule: true, default: () => null }));

const sounds = { sets: ['army-fire', 'army-flood'] as const, entries: [], location: (file: string) => `/sounds/${file}`, roles: {} };

describe('preloadChapter', () => {
  let loadSounds: jest.SpyInstance;
  beforeEach(() => {
    loadSounds = jest.spyOn(audioManager, 'loadScene').mockResolvedValue(undefined);
  });
  afterEach(() => loadSounds.mockRestore());

  it("starts the chapter's scene loading, not its sounds (the stage makes them once its picture is up)", () => {
    const loadScene = jest.fn(() => Promise.resolve({ default: () => null }));
    preloadChapter({ loadScene, sounds } as Parameters<typeof preloadChapter>[0]);
    expect(loadScene).toHaveBeenCalledTimes(1);
    expect(loadSounds).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the stage: nothing is thrown and no rejection goes unhandled', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(() => preloadChapter({ loadScene: () => Promise.reject(new Error('chunk 404')) })).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
