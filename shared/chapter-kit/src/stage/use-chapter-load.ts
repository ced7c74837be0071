import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { audioManager, missionBus, SceneLoadStore, shouldPlayInterstitial, type ChapterPlace, type SceneLoadState } from '@mission/shared';
import type { ChapterDefinition, ChapterSceneProps } from '../chapter-definition';
import { qualityStart, type QualityStart } from '../quality/quality-choice';
import { readDeviceSignals, readPinnedTier } from '../quality/initial-tier';
import { pageRenderStats } from '../runtime/render-stats';
import { SoundStartGate } from '../sound/sound-start-gate';
import { AssetLoadCounter, type LoadPart } from './asset-load-counter';
import type { ChapterCanvasProps } from './chapter-canvas';
import { loadChapterCanvas } from './chapter-preload';
import type { StageProblemKind } from './stage-problem';

/**
 * What the canvas load is made of (0.9 of the bar): the scene's code with three.js (the
 * heaviest part), the WebGL context, and its shaders compiled. Not its sounds: they are made
 * once the picture is up (sound/sound-start-gate.ts), and a loop asked for before then starts
 * as it arrives.
 */
export const CHAPTER_LOAD_PARTS: readonly LoadPart[] = [
  { id: 'code', weight: 65 },
  { id: 'context', weight: 10 },
  { id: 'shaders', weight: 25 },
];

export interface SceneModules {
  Canvas: ComponentType<ChapterCanvasProps>;
  Scene: ComponentType<ChapterSceneProps>;
}

export interface ChapterLoad {
  sceneLoad: SceneLoadStore;
  load: SceneLoadState;
  /** The reveal's frame is drawn: the chapter plays. */
  revealed: boolean;
  /** Decided once per visit: the briefing plays before the reveal. */
  withInterstitial: boolean;
  modules: SceneModules | null;
  /** The tier this visit starts at; null without WebGL 2, which three.js needs. */
  quality: QualityStart | null;
  problem: StageProblemKind | null;
  /** The canvas reports its parts of the load bar here. */
  reportPart: (part: 'context' | 'shaders') => void;
  onContextLost: () => void;
}

function useSceneLoadState(store: SceneLoadStore): SceneLoadState {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = store.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [store],
  );
  return useSyncExternalStore(subscribe, () => store.state);
}

/**
 * A chapter's load and briefing (docs/game-design.md): the scene load store, the tier the
 * visit starts at, the scene's code with its one real progress bar, the sounds named at once
 * and made once the picture is up, and what stops the chapter (no WebGL 2, a scene that fails
 * to load, a lost context), each reported on the bus.
 */
export function useChapterLoad(definition: ChapterDefinition, where: ChapterPlace): ChapterLoad {
  const { sceneName, sounds } = definition;
  const [sceneLoad] = useState(() => new SceneLoadStore(missionBus));
  // Decided once per visit: the list changes as soon as this video ends.
  const [withInterstitial] = useState(() =>
    shouldPlayInterstitial(sceneName, definition.interstitial !== undefined, missionBus.getState('watchedInterstitials')),
  );
  const [modules, setModules] = useState<SceneModules | null>(null);
  const [quality] = useState(() => qualityStart(readDeviceSignals(), readPinnedTier()));
  const [problem, setProblem] = useState<StageProblemKind | null>(() => (quality ? null : 'loadFailed'));
  const counter = useRef<AssetLoadCounter | null>(null);
  const [soundGate] = useState(() => new SoundStartGate());
  const load = useSceneLoadState(sceneLoad);
  const revealed = load.revealScene;

  // The visit: scene load starts, the shell hears the chapter was entered, code and sounds load.
  useEffect(() => {
    let cancelled = false;
    sceneLoad.dispatch({ type: 'scene-started', sceneName, hasInterstitial: withInterstitial });
    pageRenderStats().startChapter(sceneName);
    missionBus.emit({ type: 'chapter.entered', ...where, hotspotTotal: definition.hotspots.length });
    const parts = new AssetLoadCounter(CHAPTER_LOAD_PARTS, (action) => sceneLoad.dispatch(action));
    counter.current = parts;

    if (!quality) {
      // WebGL 1 only (or none): the problem card (set with the state), never a black canvas.
      console.error(`[chapter-kit] ${sceneName} needs WebGL 2, which this browser does not offer.`);
      missionBus.emit({ type: 'error.encountered', errorType: 'chapter-load-failed', message: `${sceneName}: WebGL 2 is not available` });
      return () => {
        counter.current = null;
        sceneLoad.dispatch({ type: 'scene-cleared' });
      };
    }
    Promise.all([loadChapterCanvas(), definition.loadScene()]).then(
      ([canvas, scene]) => {
        if (cancelled) return;
        setModules({ Canvas: canvas.default, Scene: scene.default });
        parts.report('code', 1);
      },
      (error: unknown) => {
        if (cancelled) return;
        const message = error instanceof Error ? error.message : String(error);
        console.error(`[chapter-kit] the scene of ${sceneName} could not load:`, error);
        missionBus.emit({ type: 'error.encountered', errorType: 'chapter-load-failed', message: `${sceneName}: ${message}` });
        setProblem('loadFailed');
      },
    );
    // Named now ("sounds for a scene load on init"), made once the picture is up. A sound that
    // fails stays silent (the audio manager warns): the chapter still plays.
    if (sounds) {
      for (const set of sounds.sets) void audioManager.loadScene(set, sounds.entries, sounds.location, { startAfter: soundGate.opened });
    }
    return () => {
      cancelled = true;
      counter.current = null;
      sceneLoad.dispatch({ type: 'scene-cleared' });
    };
  }, [definition, sceneLoad, sceneName, where, withInterstitial, sounds, quality, soundGate]);

  // The picture is up once the reveal's frame is drawn, or as soon as a briefing plays over the scene's build.
  const pictureUp = revealed || load.interstitialIsPlaying;
  useEffect(() => {
    if (pictureUp) soundGate.openAfterNextFrame();
  }, [pictureUp, soundGate]);
  useEffect(() => () => soundGate.cancel(), [soundGate]);

  const reportPart = useCallback((part: 'context' | 'shaders') => counter.current?.report(part, 1), []);
  const onContextLost = useCallback(() => {
    missionBus.emit({ type: 'error.encountered', errorType: 'webgl-context-lost', message: `${sceneName}: the WebGL context was lost` });
    setProblem('contextLost');
  }, [sceneName]);

  return { sceneLoad, load, revealed, withInterstitial, modules, quality, problem, reportPart, onContextLost };
}
