import {
  CANVAS_LOAD_WEIGHT,
  INTERSTITIAL_LOAD_WEIGHT,
  initialSceneLoadState,
  isRenderLoopActive,
  sceneLoadReducer,
  shouldPlayInterstitial,
  totalLoadProgress,
  type SceneLoadAction,
  type SceneLoadState,
} from './scene-load-state';

function run(...actions: SceneLoadAction[]): SceneLoadState {
  return actions.reduce(sceneLoadReducer, initialSceneLoadState());
}

const startWithVideo: SceneLoadAction = { type: 'scene-started', sceneName: 'army-fire', hasInterstitial: true };
const startWithoutVideo: SceneLoadAction = { type: 'scene-started', sceneName: 'army-fire', hasInterstitial: false };

describe('load weights (docs/product-rules.md §9)', () => {
  it('are 0.9 canvas and 0.1 interstitial', () => {
    expect([CANVAS_LOAD_WEIGHT, INTERSTITIAL_LOAD_WEIGHT]).toEqual([0.9, 0.1]);
  });

  it.each([
    [0, 0, 0],
    [100, 0, 90],
    [0, 100, 10],
    [50, 50, 50],
    [70, 30, 66],
    [100, 100, 100],
  ])('canvas %p %% and interstitial %p %% give %p %%', (canvas, interstitial, total) => {
    expect(totalLoadProgress(canvas, interstitial)).toBe(total);
  });

  it('clamps out-of-range and non-finite inputs', () => {
    expect(totalLoadProgress(250, -20)).toBe(90);
    expect(totalLoadProgress(Number.NaN, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('sceneLoadReducer', () => {
  it('resets every load value when a scene starts', () => {
    const busy = run(startWithVideo, { type: 'canvas-progress', percent: 80 }, { type: 'interstitial-started', playbackId: 'v1' });
    const restarted = sceneLoadReducer(busy, { type: 'scene-started', sceneName: 'army-flood', hasInterstitial: true });
    expect(restarted).toEqual({ ...initialSceneLoadState(), sceneName: 'army-flood', hasInterstitial: true });
  });

  it('weights canvas 0.9 and interstitial 0.1 in totalProgress', () => {
    const state = run(startWithVideo, { type: 'canvas-progress', percent: 50 }, { type: 'interstitial-progress', percent: 100 });
    expect(state.totalProgress).toBe(55);
  });

  it('counts a scene with no interstitial at the 10 % share already', () => {
    expect(run(startWithoutVideo).totalProgress).toBe(10);
  });

  it('is loaded only at total 100 with the canvas complete', () => {
    const almost = run(startWithVideo, { type: 'canvas-progress', percent: 100 }, { type: 'interstitial-progress', percent: 100 });
    expect(almost.totalProgress).toBe(100);
    expect(almost.sceneLoadComplete).toBe(false);
    expect(sceneLoadReducer(almost, { type: 'canvas-complete' }).sceneLoadComplete).toBe(true);
  });

  it('is not loaded with the canvas complete but the interstitial still loading', () => {
    const state = run(startWithVideo, { type: 'canvas-complete' }, { type: 'interstitial-progress', percent: 40 });
    expect(state.totalProgress).toBe(94);
    expect(state.sceneLoadComplete).toBe(false);
  });

  it('never moves the bar backwards', () => {
    const state = run(startWithoutVideo, { type: 'canvas-progress', percent: 60 }, { type: 'canvas-progress', percent: 30 });
    expect(state.loadingProgressCanvas).toBe(60);
  });

  it('reveals a loaded scene without interstitial at once', () => {
    expect(run(startWithoutVideo, { type: 'canvas-complete' }).revealScene).toBe(true);
  });

  it('waits for the interstitial to end before revealing', () => {
    const loaded = run(
      startWithVideo,
      { type: 'interstitial-progress', percent: 100 },
      { type: 'interstitial-started', playbackId: 'v1' },
      { type: 'canvas-complete' },
    );
    expect(loaded.sceneLoadComplete).toBe(true);
    expect(loaded.interstitialIsPlaying).toBe(true);
    expect(loaded.revealScene).toBe(false);
    const ended = sceneLoadReducer(loaded, { type: 'interstitial-ended' });
    expect(ended.interstitialIsPlaying).toBe(false);
    expect(ended.interstitialPlaybackEnded).toBe(true);
    expect(ended.revealScene).toBe(true);
  });

  it('does not reveal an interstitial-ended scene whose canvas is still loading', () => {
    const state = run(startWithVideo, { type: 'interstitial-ended' }, { type: 'canvas-progress', percent: 70 });
    expect(state.revealScene).toBe(false);
  });

  it('reveals the portal scene when its interstitial ends, whatever the canvas', () => {
    const portal = run({ type: 'scene-started', sceneName: 'portal', hasInterstitial: true }, { type: 'interstitial-ended' });
    expect(portal.canvasSceneLoadComplete).toBe(false);
    expect(portal.revealScene).toBe(true);
  });

  it('ignores progress when no scene is set', () => {
    const empty = initialSceneLoadState();
    expect(sceneLoadReducer(empty, { type: 'canvas-complete' })).toBe(empty);
    expect(sceneLoadReducer(empty, { type: 'interstitial-ended' })).toBe(empty);
  });

  it('keeps introComplete across scenes', () => {
    const state = run({ type: 'intro-completed' }, startWithVideo, { type: 'scene-cleared' });
    expect(state.introComplete).toBe(true);
  });
});

describe('isRenderLoopActive', () => {
  it('is off while loading, on once revealed, off again when the scene name is cleared', () => {
    const loading = run(startWithoutVideo, { type: 'canvas-progress', percent: 50 });
    expect(isRenderLoopActive(loading)).toBe(false);
    const revealed = sceneLoadReducer(loading, { type: 'canvas-complete' });
    expect(isRenderLoopActive(revealed)).toBe(true);
    expect(isRenderLoopActive(sceneLoadReducer(revealed, { type: 'scene-cleared' }))).toBe(false);
  });
});

describe('shouldPlayInterstitial', () => {
  it('plays on a first visit and skips a watched scene', () => {
    expect(shouldPlayInterstitial('army-fire', true, [])).toBe(true);
    expect(shouldPlayInterstitial('army-fire', true, ['army-fire'])).toBe(false);
    expect(shouldPlayInterstitial('army-fire', false, [])).toBe(false);
  });
});
