import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from '@mission/shared/translation';
import { useCopy } from '../copy/use-copy';
import {
  audioManager,
  chapterPlaceOf,
  missionBus,
  SceneLoadStore,
  shouldPlayInterstitial,
  useBusState,
  type ChapterPlace,
  type SceneLoadState,
} from '@mission/shared';
import { AssetLoadCounter, type LoadPart } from './asset-load-counter';
import type { ChapterDefinition, ChapterSceneProps, ChapterSoundRole } from '../chapter-definition';
import type { ChapterCanvasProps } from './chapter-canvas';
import { ChapterPlayStore, soundRolesFor } from '../play/chapter-play-store';
import { PLACED_LAYER_INTERVAL_MS, PlacedLayerSteering } from '../sound/placed-layer-steering';
import { loadChapterCanvas } from './chapter-preload';
import { initialChapterPlayState, isReconDone, taskProgressOf } from '../play/chapter-play-state';
import { ChapterRuntime } from './chapter-runtime';
import { Compass } from '../hud/compass';
import type { CompassDirection } from '../view/compass-direction';
import { CompleteCard } from '../hud/complete-card';
import { EdgeArrow } from '../hud/edge-arrow';
import { DebugPanel } from '../hud/debug-panel';
import { HotspotButton } from '../hud/hotspot-button';
import { InfoOverlay } from '../hud/info-overlay';
import { InterstitialPlayer } from '../briefing/interstitial-player';
import { LevelBanner } from '../hud/level-banner';
import { LoadingScreen } from './loading-screen';
import { pageRenderStats } from './render-stats';
import { StageProblem, type StageProblemKind } from './stage-problem';
import { qualityStart } from '../quality/quality-choice';
import { readDeviceSignals, readPinnedTier } from '../quality/initial-tier';
import { BRANCH_LIGHT_RIGS } from '../light/light-rig';
import { TaskCounterBadge } from '../hud/task-counter-badge';
import { TaskTargetButton } from '../hud/task-target-button';
import { usePageVisible } from './use-page-visible';
import { SoundStartGate } from '../sound/sound-start-gate';
import './chapter-kit.css';
import './visually-hidden.css';

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

interface SceneModules {
  Canvas: ComponentType<ChapterCanvasProps>;
  Scene: ComponentType<ChapterSceneProps>;
}

/**
 * The definition names its chapter with a plain string; bus events carry a chapter of the
 * branch. A definition naming another branch's chapter is a remote's bug: it fails here,
 * at render, and the shell's error boundary shows the branch as unavailable.
 */
function placeOf({ section, chapter }: ChapterDefinition): ChapterPlace {
  const place = chapterPlaceOf(section, chapter);
  if (!place) throw new Error(`[chapter-kit] "${chapter}" is not a chapter of ${section}.`);
  return place;
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
 * One chapter, start to finish (docs/game-design.md): loading screen with one real progress bar,
 * interstitial on a first visit, reveal, Level 1 (three trades), Level 2 (the task and its
 * counter), the complete card; every step reported on the bus. The remote gives the
 * definition and the scene; the kit does the rest.
 */
export function ChapterStage({ definition }: { definition: ChapterDefinition }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const locale = useBusState('locale');
  const audioEnabled = useBusState('audioEnabled');
  const forceTouchControls = useBusState('forceTouchControls');
  const permissions = useBusState('permissions');
  const compassVisible = useBusState('compassVisible');
  const debug = useBusState('debug');
  const visible = usePageVisible();
  const { section, chapter, sceneName, sounds } = definition;
  const [where] = useState(() => placeOf(definition));

  const taskOrder = definition.task.order ?? 'any';
  const [opening] = useState(() => ({ yaw: definition.view?.startYaw ?? 0, pitch: definition.view?.startPitch ?? 0 }));
  const [runtime] = useState(() => new ChapterRuntime(definition.task.targets, opening, taskOrder, definition.view?.eyeHeight ?? 1.7));
  const [sceneLoad] = useState(() => new SceneLoadStore(missionBus));
  const [play] = useState(
    () =>
      new ChapterPlayStore(
        initialChapterPlayState(
          definition.hotspots.map((hotspot) => hotspot.id),
          definition.task.targets.map((target) => target.id),
        ),
        where,
        (event) => missionBus.emit(event),
      ),
  );
  // Decided once per visit: the list changes as soon as this video ends.
  const [withInterstitial] = useState(() =>
    shouldPlayInterstitial(sceneName, definition.interstitial !== undefined, missionBus.getState('watchedInterstitials')),
  );
  const [modules, setModules] = useState<SceneModules | null>(null);
  // The tier this visit starts at (decided once); none without WebGL 2, which three.js needs.
  const [quality] = useState(() => qualityStart(readDeviceSignals(), readPinnedTier()));
  const [problem, setProblem] = useState<StageProblemKind | null>(() => (quality ? null : 'loadFailed'));
  // What the task says back (a miss, "lined up" for the focused control): shown and announced.
  const [taskStatus, setTaskStatus] = useState('');
  // Taps on targets the task has answered (counted or missed): what a test waits on, rather than a guess at time.
  const [tapsAnswered, setTapsAnswered] = useState(0);
  const counter = useRef<AssetLoadCounter | null>(null);
  const [soundGate] = useState(() => new SoundStartGate());
  const touchedTargets = useRef(new Set<string>());

  // A stable ref: an inline one is detached and attached again on every render, and the
  // canvas, mounting inside that commit (after a briefing), could find no stage to drag on.
  const attachStage = useCallback((element: HTMLDivElement | null) => runtime.attachStage(element), [runtime]);

  const load = useSceneLoadState(sceneLoad);
  const state = useSyncExternalStore(play.subscribe, play.getState);
  const revealed = load.revealScene;
  const active = revealed && visible && problem === null;

  const playSound = useCallback(
    (role: ChapterSoundRole) => {
      const id = sounds?.roles[role];
      if (id) audioManager.play(id);
    },
    [sounds],
  );
  const stopSound = useCallback(
    (role: ChapterSoundRole) => {
      const id = sounds?.roles[role];
      if (id && audioManager.has(id)) audioManager.stop(id);
    },
    [sounds],
  );
  const dispatchPlay = useCallback(
    (action: Parameters<ChapterPlayStore['dispatch']>[0]) => soundRolesFor(play.dispatch(action)).forEach(playSound),
    [play, playSound],
  );

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

  // Frames count against the budget unless revealed and visible; set before the loop starts.
  useLayoutEffect(() => {
    runtime.setRenderActive(active);
  }, [runtime, active]);

  useEffect(() => {
    if (!revealed) return;
    dispatchPlay({ type: 'revealed' });
    playSound('ambience');
    return () => {
      stopSound('ambience');
      stopSound('hold');
    };
  }, [revealed, dispatchPlay, playSound, stopSound]);

  // The placed bed layers play while the chapter is revealed and follow the view's yaw, at most
  // ten times a second and only after a noticeable turn (docs/decisions.md "Placed sound beds").
  useEffect(() => {
    const layers = sounds?.layers ?? [];
    if (!revealed || layers.length === 0) return;
    const steering = new PlacedLayerSteering(layers, audioManager);
    steering.start(runtime.look.view.yaw);
    const timer = window.setInterval(() => steering.follow(runtime.look.view.yaw), PLACED_LAYER_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      steering.stop();
    };
  }, [revealed, sounds, runtime]);

  // Level 2 controls work only in Level 2, with no trade card open.
  useEffect(() => {
    const enabled = state.phase === 'mission' && state.openHotspot === null;
    runtime.board.setEnabled(enabled);
    if (!enabled) stopSound('hold');
  }, [runtime, state.phase, state.openHotspot, stopSound]);

  useEffect(() => {
    runtime.onTargetsFinished((ids) => {
      stopSound('hold');
      ids.forEach((targetId) => dispatchPlay({ type: 'task-target-done', targetId }));
    });
  }, [runtime, dispatchPlay, stopSound]);

  // In a sequence only the first target not done shows and takes input (the board agrees).
  const currentTarget =
    taskOrder === 'sequence' ? (definition.task.targets.find((target) => !state.doneTargets.includes(target.id))?.id ?? null) : null;
  const targetShown = useCallback(
    (targetId: string) => taskOrder !== 'sequence' || targetId === currentTarget || state.doneTargets.includes(targetId),
    [taskOrder, currentTarget, state.doneTargets],
  );

  // The compass points among what is left to find or finish.
  useEffect(() => {
    if (state.phase === 'recon') {
      runtime.setCompassTargets(definition.hotspots.filter((hotspot) => !state.found.includes(hotspot.id)));
    } else if (state.phase === 'mission') {
      runtime.setCompassTargets(
        definition.task.targets.filter((target) => !state.doneTargets.includes(target.id) && targetShown(target.id)),
      );
    } else {
      runtime.setCompassTargets([]);
    }
  }, [runtime, definition, state.phase, state.found, state.doneTargets, targetShown]);

  // Level 2 begins: the view turns (or the edge arrow points) to the first target (docs/game-design.md "Composition and guidance").
  const missionBegun = state.phase === 'mission';
  useEffect(() => {
    if (!missionBegun) return;
    const first = definition.task.targets.find((target) => !play.getState().doneTargets.includes(target.id));
    if (first) runtime.guideTowards(first.position);
  }, [missionBegun, definition, play, runtime]);

  // A control with focus says when its aim lines up (docs/game-design.md, timing tasks: playable by keyboard and screen reader).
  useEffect(() => {
    runtime.onAlignmentChanged((targetId, aligned) => {
      const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.target : undefined;
      const kind = definition.task.targets.find((target) => target.id === targetId)?.interaction.kind;
      if (!aligned || focused !== targetId || (kind !== 'aim' && kind !== 'timed')) return;
      setTaskStatus(t(`common:kit.task.aligned.${kind}`));
    });
  }, [runtime, definition, t]);

  const markerTouched = useCallback(
    (targetId: string) => {
      if (touchedTargets.current.has(targetId)) return;
      touchedTargets.current.add(targetId);
      const target = definition.task.targets.find((candidate) => candidate.id === targetId);
      missionBus.emit({
        type: 'marker.interaction',
        ...where,
        markerId: targetId,
        markerType: target?.markerType ?? target?.interaction.kind ?? 'target',
      });
    },
    [definition, where],
  );

  const openHotspot = useCallback((hotspotId: string) => dispatchPlay({ type: 'hotspot-opened', hotspotId }), [dispatchPlay]);
  const closeOverlay = useCallback(() => dispatchPlay({ type: 'overlay-closed' }), [dispatchPlay]);
  const pressTarget = useCallback(
    (targetId: string) => {
      if (!runtime.board.press(targetId)) return;
      markerTouched(targetId);
      playSound('hold');
    },
    [runtime, markerTouched, playSound],
  );
  const releaseTarget = useCallback(
    (targetId: string) => {
      runtime.board.release(targetId);
      const stillHeld = definition.task.targets.some((target) => runtime.board.get(target.id)?.holding);
      if (!stillHeld) stopSound('hold');
    },
    [runtime, definition, stopSound],
  );
  const tapTarget = useCallback(
    (targetId: string, assisted: boolean, pressedAtMs?: number) => {
      const result = runtime.tapTarget(targetId, assisted, pressedAtMs);
      if (result === 'ignored') return;
      markerTouched(targetId);
      setTapsAnswered((count) => count + 1);
      if (result === 'missed') {
        // A miss costs nothing but another try; it is heard, seen and announced.
        const kind = definition.task.targets.find((target) => target.id === targetId)?.interaction.kind;
        playSound('miss');
        setTaskStatus(t(`common:kit.task.missed.${kind === 'aim' ? 'aim' : 'timed'}`));
        return;
      }
      setTaskStatus('');
      playSound('step');
      if (result === 'done') dispatchPlay({ type: 'task-target-done', targetId });
    },
    [runtime, definition, markerTouched, playSound, dispatchPlay, t],
  );

  useEffect(() => {
    runtime.setDirectionWords((direction: CompassDirection) => {
      const where = t(`common:kit.compass.${direction}`);
      return state.phase === 'mission'
        ? t('common:kit.compass.task', { direction: where })
        : t('common:kit.compass.trade', { direction: where });
    });
  }, [runtime, t, state.phase]);

  const onContextLost = useCallback(() => {
    missionBus.emit({ type: 'error.encountered', errorType: 'webgl-context-lost', message: `${sceneName}: the WebGL context was lost` });
    setProblem('contextLost');
  }, [sceneName]);

  const orientationAllowed = permissions.deviceOrientation === 'granted' && !forceTouchControls;
  const title = copy(definition.title);
  const eyebrow = t(`${section}:sectionTitle`);
  const openCard = definition.hotspots.find((hotspot) => hotspot.id === state.openHotspot);
  const { count, target } = taskProgressOf(state);
  const playing = state.phase === 'recon' || state.phase === 'mission';
  const interstitial = definition.interstitial;
  const view = definition.view ?? {};
  const Scene = modules?.Scene;
  const Canvas = modules?.Canvas;

  const levelBanner =
    state.phase === 'recon'
      ? {
          kind: 'recon' as const,
          label: t('common:kit.level1.label'),
          instruction: t('common:kit.level1.instruction', { count: definition.hotspots.length }),
        }
      : { kind: 'mission' as const, label: t('common:kit.level2.label'), instruction: copy(definition.task.instruction) };

  return (
    <section
      className="kit-stage"
      data-section={section}
      data-scene={sceneName}
      data-phase={state.phase}
      data-revealed={revealed}
      data-taps-answered={tapsAnswered}
      data-bus-id={missionBus.id}
      aria-labelledby="kit-stage-title"
    >
      <h1 id="kit-stage-title" className="kit-visually-hidden">
        {title}
      </h1>
      <div className="kit-viewport" tabIndex={-1} ref={attachStage}>
        <div className={`kit-canvas${revealed ? ' kit-canvas--revealed' : ''}`}>
          {Canvas && Scene && quality && problem === null ? (
            <Canvas
              runtime={runtime}
              active={active}
              orientationAllowed={orientationAllowed}
              fov={view.fov ?? 62}
              eyeHeight={view.eyeHeight ?? 1.7}
              hotspots={definition.hotspots}
              opening={opening}
              hero={definition.hero}
              found={state.found}
              light={definition.light ?? BRANCH_LIGHT_RIGS[section]}
              quality={quality}
              onContextCreated={() => counter.current?.report('context', 1)}
              onCompiled={() => counter.current?.report('shaders', 1)}
              onContextLost={onContextLost}
            >
              <Scene runtime={runtime} phase={state.phase} found={state.found} doneTargets={state.doneTargets} />
            </Canvas>
          ) : null}
        </div>
        {revealed && problem === null ? (
          <div className="kit-pins">
            {definition.hotspots.map((hotspot) => (
              <HotspotButton
                key={hotspot.id}
                hotspot={hotspot}
                runtime={runtime}
                found={state.found.includes(hotspot.id)}
                onOpen={openHotspot}
              />
            ))}
            {state.phase === 'mission'
              ? definition.task.targets
                  .filter((taskTarget) => targetShown(taskTarget.id))
                  .map((taskTarget) => (
                    <TaskTargetButton
                      key={taskTarget.id}
                      target={taskTarget}
                      runtime={runtime}
                      done={state.doneTargets.includes(taskTarget.id)}
                      onPress={pressTarget}
                      onRelease={releaseTarget}
                      onTap={tapTarget}
                    />
                  ))
              : null}
          </div>
        ) : null}
      </div>

      {revealed && state.phase !== 'loading' && problem === null ? (
        <div className="kit-hud">
          {/* Counters step away while a card is open (the trade card says its own count) and on
              the complete card: nothing is cut by a card or ghosts through it. */}
          {openCard || !playing ? null : state.phase === 'mission' ? (
            <TaskCounterBadge label={definition.task.counter} count={count} target={target} />
          ) : (
            <p className="kit-counter kit-counter__text" data-testid="trades-found">
              {t('common:kit.hotspot.foundCount', { count: state.found.length, total: definition.hotspots.length })}
            </p>
          )}
          {state.phase === 'mission' ? (
            <p className="kit-task-status" role="status" data-testid="task-status">
              {taskStatus}
            </p>
          ) : null}
          {playing && compassVisible && !(state.phase === 'recon' && isReconDone(state)) ? <Compass runtime={runtime} /> : null}
          {state.phase === 'mission' ? <EdgeArrow runtime={runtime} /> : null}
          {playing ? (
            <LevelBanner key={levelBanner.kind} kind={levelBanner.kind} label={levelBanner.label} instruction={levelBanner.instruction} />
          ) : null}
        </div>
      ) : null}

      {openCard ? (
        <InfoOverlay
          hotspot={openCard}
          section={section}
          locale={locale}
          foundCount={state.found.length}
          total={definition.hotspots.length}
          onClose={closeOverlay}
        />
      ) : null}
      {state.phase === 'complete' ? <CompleteCard definition={definition} locale={locale} /> : null}

      <LoadingScreen
        eyebrow={eyebrow}
        title={title}
        percent={load.totalProgress}
        revealed={revealed}
        lookHint={orientationAllowed ? t('common:kit.loading.hintOrientation') : t('common:kit.loading.hintDrag')}
      />

      {/* Mounted once the scene has started: a video that fails at once must find a scene to end. */}
      {withInterstitial && interstitial && load.sceneName !== null && !load.interstitialPlaybackEnded && problem === null ? (
        <InterstitialPlayer
          definition={interstitial}
          eyebrow={eyebrow}
          title={title}
          audioEnabled={audioEnabled}
          onProgress={(percent) => sceneLoad.dispatch({ type: 'interstitial-progress', percent })}
          onStarted={() => sceneLoad.dispatch({ type: 'interstitial-started', playbackId: `${sceneName}-${Date.now()}` })}
          onEnded={(skipped) => (skipped ? sceneLoad.skipInterstitial() : sceneLoad.dispatch({ type: 'interstitial-ended' }))}
          onFailed={(reason) => sceneLoad.failInterstitial(reason)}
        />
      ) : null}

      {debug ? <DebugPanel runtime={runtime} phase={state.phase} /> : null}
      {problem ? <StageProblem kind={problem} locale={locale} section={section} chapter={chapter} /> : null}
    </section>
  );
}
