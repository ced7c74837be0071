import { COMPLETION_SCENE_CALM_MS, COMPLETION_SCENE_MS, completionSceneMs } from './completion-beat';

describe('the completion beat', () => {
  it('lets the scene play its result for 2.5 s before the card', () => {
    expect(completionSceneMs(false)).toBe(2500);
    expect(COMPLETION_SCENE_MS).toBe(2500);
  });

  it('under reduced motion waits only long enough to see the end state (1.2 s)', () => {
    expect(completionSceneMs(true)).toBe(1200);
    expect(COMPLETION_SCENE_CALM_MS).toBeLessThan(COMPLETION_SCENE_MS);
  });
});
