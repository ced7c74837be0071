import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@mission/shared/translation';
import { missionBus, type ChapterPlace } from '@mission/shared';
import type { ChapterDefinition } from '../chapter-definition';
import { ChapterPlayStore, soundRolesFor } from '../play/chapter-play-store';
import { initialChapterPlayState, type ChapterPlayState } from '../play/chapter-play-state';
import type { ChapterRuntime } from '../runtime/chapter-runtime';
import type { CompassDirection } from '../view/compass-direction';
import type { ChapterSounds } from './use-chapter-sounds';

export type PlayAction = Parameters<ChapterPlayStore['dispatch']>[0];

export interface ChapterPlay {
  state: ChapterPlayState;
  /** Moves play on, and plays the cues its bus events stand for. */
  dispatchPlay: (action: PlayAction) => void;
  /** In a sequence, only the first target not done shows (and the targets already done). */
  targetShown: (targetId: string) => boolean;
}

/**
 * Play and the bus (docs/game-design.md): the play store, which reports every step on the bus,
 * and what the runtime is told as play moves on: Level 2's controls on or off, the targets the
 * compass points among, the first target turned to as Level 2 begins, the compass's words.
 */
export function useChapterPlay(
  definition: ChapterDefinition,
  where: ChapterPlace,
  runtime: ChapterRuntime,
  revealed: boolean,
  { playSound, stopSound }: ChapterSounds,
): ChapterPlay {
  const { t } = useTranslation();
  const taskOrder = definition.task.order ?? 'any';
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
  const state = useSyncExternalStore(play.subscribe, play.getState);
  const dispatchPlay = useCallback((action: PlayAction) => soundRolesFor(play.dispatch(action)).forEach(playSound), [play, playSound]);

  useEffect(() => {
    if (revealed) dispatchPlay({ type: 'revealed' });
  }, [revealed, dispatchPlay]);

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

  const currentTarget =
    taskOrder === 'sequence' ? (definition.task.targets.find((target) => !state.doneTargets.includes(target.id))?.id ?? null) : null;
  const targetShown = useCallback(
    (targetId: string) => taskOrder !== 'sequence' || targetId === currentTarget || state.doneTargets.includes(targetId),
    [taskOrder, currentTarget, state.doneTargets],
  );

  // The compass points among what is left to find or finish; in Level 2 only while that target is off screen.
  useEffect(() => {
    if (state.phase === 'recon') {
      runtime.setCompassTargets(definition.hotspots.filter((hotspot) => !state.found.includes(hotspot.id)));
    } else if (state.phase === 'mission') {
      runtime.setCompassTargets(
        definition.task.targets.filter((target) => !state.doneTargets.includes(target.id) && targetShown(target.id)),
        { onlyOffScreen: true },
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

  // The chapter completes: the view goes to where its result plays, if the declaration names a place (docs/game-design.md).
  const completed = state.phase === 'complete';
  const endingView = definition.task.endingView;
  useEffect(() => {
    if (completed && endingView) runtime.guideTowards(endingView);
  }, [completed, endingView, runtime]);

  useEffect(() => {
    runtime.setDirectionWords((direction: CompassDirection) => {
      const words = t(`common:kit.compass.${direction}`);
      return state.phase === 'mission'
        ? t('common:kit.compass.task', { direction: words })
        : t('common:kit.compass.trade', { direction: words });
    });
  }, [runtime, t, state.phase]);

  return { state, dispatchPlay, targetShown };
}
