/** docs/product-rules.md §9 load weights: the canvas counts for 90 % of the bar, the interstitial for 10 %. */
export const CANVAS_LOAD_WEIGHT = 0.9;
export const INTERSTITIAL_LOAD_WEIGHT = 0.1;
/** The scene whose reveal waits only for its interstitial (the doorway video), docs/product-rules.md §4. */
export const PORTAL_SCENE = 'portal';

/** docs/product-rules.md §3 "Scene load state". Progress values are percentages, 0..100. */
export interface SceneLoadState {
  sceneName: string | null;
  sceneData: unknown;
  /** Whether this visit plays an interstitial (false when the scene has none or it was watched). */
  hasInterstitial: boolean;
  loadingProgressCanvas: number;
  interstitialLoadProgress: number;
  totalProgress: number;
  canvasSceneLoadComplete: boolean;
  sceneLoadComplete: boolean;
  interstitialIsPlaying: boolean;
  interstitialPlaybackId: string | null;
  portalVideoPlaybackId: string | null;
  interstitialPlaybackEnded: boolean;
  revealScene: boolean;
  introComplete: boolean;
}

export type SceneLoadAction =
  | { type: 'scene-started'; sceneName: string; hasInterstitial: boolean; sceneData?: unknown }
  | { type: 'canvas-progress'; percent: number }
  | { type: 'canvas-complete' }
  | { type: 'interstitial-progress'; percent: number }
  | { type: 'interstitial-started'; playbackId: string }
  | { type: 'interstitial-ended' }
  | { type: 'portal-video-started'; playbackId: string }
  | { type: 'intro-completed' }
  | { type: 'scene-cleared' };

export function initialSceneLoadState(): SceneLoadState {
  return {
    sceneName: null,
    sceneData: null,
    hasInterstitial: false,
    loadingProgressCanvas: 0,
    interstitialLoadProgress: 0,
    totalProgress: 0,
    canvasSceneLoadComplete: false,
    sceneLoadComplete: false,
    interstitialIsPlaying: false,
    interstitialPlaybackId: null,
    portalVideoPlaybackId: null,
    interstitialPlaybackEnded: false,
    revealScene: false,
    introComplete: false,
  };
}

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** 0.9 x canvas + 0.1 x interstitial, rounded off float noise so 100 is reachable exactly. */
export function totalLoadProgress(canvasPercent: number, interstitialPercent: number): number {
  const total = CANVAS_LOAD_WEIGHT * clampPercent(canvasPercent) + INTERSTITIAL_LOAD_WEIGHT * clampPercent(interstitialPercent);
  return Math.round(total * 1000) / 1000;
}

/** Recomputes the derived flags after any change, so no action can leave them inconsistent. */
function derive(state: SceneLoadState): SceneLoadState {
  const totalProgress = totalLoadProgress(state.loadingProgressCanvas, state.interstitialLoadProgress);
  const sceneLoadComplete = totalProgress >= 100 && state.canvasSceneLoadComplete;
  const interstitialDone = !state.hasInterstitial || state.interstitialPlaybackEnded;
  const portalDone = state.sceneName === PORTAL_SCENE && state.interstitialPlaybackEnded;
  const revealScene = state.sceneName !== null && ((sceneLoadComplete && interstitialDone) || portalDone);
  return { ...state, totalProgress, sceneLoadComplete, revealScene };
}

/** Pure: every scene-load change of the chapter kit goes through here. */
export function sceneLoadReducer(state: SceneLoadState, action: SceneLoadAction): SceneLoadState {
  switch (action.type) {
    case 'scene-started':
      // Starting a scene resets all load progress. Without an interstitial to load, its
      // 10 % share is already there: otherwise the total could never reach 100.
      return derive({
        ...initialSceneLoadState(),
        introComplete: state.introComplete,
        sceneName: action.sceneName,
        sceneData: action.sceneData ?? null,
        hasInterstitial: action.hasInterstitial,
        interstitialLoadProgress: action.hasInterstitial ? 0 : 100,
      });
    case 'canvas-progress':
      if (state.sceneName === null) return state;
      // Loaders report out of order; the bar never moves backwards.
      return derive({ ...state, loadingProgressCanvas: Math.max(state.loadingProgressCanvas, clampPercent(action.percent)) });
    case 'canvas-complete':
      if (state.sceneName === null) return state;
      return derive({ ...state, loadingProgressCanvas: 100, canvasSceneLoadComplete: true });
    case 'interstitial-progress':
      if (state.sceneName === null) return state;
      return derive({
        ...state,
        interstitialLoadProgress: Math.max(state.interstitialLoadProgress, clampPercent(action.percent)),
      });
    case 'interstitial-started':
      if (state.sceneName === null) return state;
      return derive({ ...state, interstitialIsPlaying: true, interstitialPlaybackId: action.playbackId, interstitialPlaybackEnded: false });
    case 'interstitial-ended':
      if (state.sceneName === null) return state;
      return derive({ ...state, interstitialIsPlaying: false, interstitialPlaybackEnded: true, interstitialLoadProgress: 100 });
    case 'portal-video-started':
      return { ...state, portalVideoPlaybackId: action.playbackId };
    case 'intro-completed':
      return { ...state, introComplete: true };
    case 'scene-cleared':
      return derive({ ...initialSceneLoadState(), introComplete: state.introComplete });
  }
}

/** docs/product-rules.md §4: the render loop runs only while the scene is revealed, and stops once its name is cleared. */
export function isRenderLoopActive(state: SceneLoadState): boolean {
  return state.sceneName !== null && state.revealScene;
}

/** An interstitial plays on a first visit only: watched scenes skip it. */
export function shouldPlayInterstitial(sceneName: string, sceneHasInterstitial: boolean, watched: readonly string[]): boolean {
  return sceneHasInterstitial && !watched.includes(sceneName);
}
