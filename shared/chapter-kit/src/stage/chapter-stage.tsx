import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from '@mission/shared/translation';
import { chapterPlaceOf, missionBus, useBusState, usePageTitle, type ChapterPlace } from '@mission/shared';
import { InterstitialPlayer } from '../briefing/interstitial-player';
import type { ChapterDefinition } from '../chapter-definition';
import { useCopy } from '../copy/use-copy';
import { ChapterHud } from '../hud/chapter-hud';
import { ChapterPins } from '../hud/chapter-pins';
import { CompleteCard } from '../hud/complete-card';
import { DebugPanel } from '../hud/debug-panel';
import { InfoOverlay } from '../hud/info-overlay';
import { BRANCH_LIGHT_RIGS } from '../light/light-rig';
import { ChapterRuntime } from '../runtime/chapter-runtime';
import { filmPinOf } from '../view/film-pin';
import { isScenePicturePage } from '../view/picture-pin';
import { LoadingScreen } from './loading-screen';
import { StageProblem } from './stage-problem';
import { useChapterLoad } from './use-chapter-load';
import { useChapterPlay } from './use-chapter-play';
import { useChapterSounds } from './use-chapter-sounds';
import { useCompletionBeat } from './use-completion-beat';
import { usePageVisible } from './use-page-visible';
import { useTaskControls } from './use-task-controls';
import './chapter-kit.css';
import './visually-hidden.css';

export { CHAPTER_LOAD_PARTS } from './use-chapter-load';

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

/**
 * One chapter, start to finish (docs/game-design.md): loading screen with one real progress bar,
 * interstitial on a first visit, reveal, Level 1 (three trades), Level 2 (the task and its
 * counter), the complete card; every step reported on the bus. The remote gives the
 * definition and the scene; the kit does the rest. The parts: the load and briefing
 * (`useChapterLoad`), the sounds (`useChapterSounds`), play and the bus (`useChapterPlay`), the
 * visitor's controls (`useTaskControls`), and what is drawn over the scene (`hud/`).
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
  const { section, chapter, sceneName } = definition;
  const [where] = useState(() => placeOf(definition));
  const [opening] = useState(() => ({ yaw: definition.view?.startYaw ?? 0, pitch: definition.view?.startPitch ?? 0 }));
  const [runtime] = useState(
    () => new ChapterRuntime(definition.task.targets, opening, definition.task.order ?? 'any', definition.view?.eyeHeight ?? 1.7),
  );

  const { sceneLoad, load, revealed, withInterstitial, modules, quality, problem, reportPart, onContextLost } = useChapterLoad(
    definition,
    where,
  );
  const sounds = useChapterSounds(definition.sounds, runtime, revealed);
  const { state, dispatchPlay, targetShown } = useChapterPlay(definition, where, runtime, revealed, sounds);
  const controls = useTaskControls(definition, where, runtime, dispatchPlay, sounds);
  const { openHotspot, closeOverlay } = controls;
  // The scene plays the task's result before the complete card (play/completion-beat.ts).
  const ending = useCompletionBeat(state.phase);
  // Lit in the scene while Level 2 is on, and kept as the last goes out (stage/task-beacons.tsx).
  const taskOn = state.phase === 'mission' || state.phase === 'complete';
  const beacons = useMemo(
    () => (taskOn ? definition.task.targets.filter((target) => targetShown(target.id)) : []),
    [taskOn, definition, targetShown],
  );
  const active = revealed && visible && problem === null;

  // A stable ref: an inline one is detached and attached again on every render, and the
  // canvas, mounting inside that commit (after a briefing), could find no stage to drag on.
  const attachStage = useCallback((element: HTMLDivElement | null) => runtime.attachStage(element), [runtime]);
  // Frames count against the budget unless revealed and visible; set before the loop starts.
  useLayoutEffect(() => {
    runtime.setRenderActive(active);
  }, [runtime, active]);

  // The reveal arrives on the opening frame (view/arrival-move.ts); a picture or a film is the frame itself.
  useEffect(() => {
    if (revealed && !isScenePicturePage() && !filmPinOf()) runtime.look.arrive();
  }, [runtime, revealed]);

  const orientationAllowed = permissions.deviceOrientation === 'granted' && !forceTouchControls;
  const title = copy(definition.title);
  // The tab names the chapter, in the visitor's language, and follows a language switch.
  usePageTitle(title);
  const eyebrow = t(`${section}:sectionTitle`);
  const openCard = definition.hotspots.find((hotspot) => hotspot.id === state.openHotspot);
  const interstitial = definition.interstitial;
  const view = definition.view ?? {};
  const Scene = modules?.Scene;
  const Canvas = modules?.Canvas;

  return (
    <section
      className="kit-stage"
      data-section={section}
      data-scene={sceneName}
      data-phase={state.phase}
      data-revealed={revealed}
      data-taps-answered={controls.tapsAnswered}
      data-ending={ending.playing ? 'playing' : undefined}
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
              beacons={beacons}
              light={definition.light ?? BRANCH_LIGHT_RIGS[section]}
              quality={quality}
              onContextCreated={() => reportPart('context')}
              onCompiled={() => reportPart('shaders')}
              onContextLost={onContextLost}
            >
              <Scene runtime={runtime} phase={state.phase} found={state.found} doneTargets={state.doneTargets} />
            </Canvas>
          ) : null}
        </div>
        {revealed && problem === null ? (
          <ChapterPins
            definition={definition}
            runtime={runtime}
            state={state}
            targetShown={targetShown}
            onOpenHotspot={openHotspot}
            onPressTarget={controls.pressTarget}
            onReleaseTarget={controls.releaseTarget}
            onTapTarget={controls.tapTarget}
          />
        ) : null}
      </div>

      {revealed && state.phase !== 'loading' && problem === null ? (
        <ChapterHud
          definition={definition}
          runtime={runtime}
          state={state}
          taskStatus={controls.taskStatus}
          compassVisible={compassVisible}
          cardOpen={openCard !== undefined}
        />
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
      {ending.cardShown ? <CompleteCard definition={definition} locale={locale} /> : null}

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
