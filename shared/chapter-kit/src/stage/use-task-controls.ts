import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@mission/shared/translation';
import { missionBus, type ChapterPlace } from '@mission/shared';
import type { ChapterDefinition } from '../chapter-definition';
import type { ChapterRuntime } from '../runtime/chapter-runtime';
import type { PlayAction } from './use-chapter-play';
import type { ChapterSounds } from './use-chapter-sounds';

export interface TaskControls {
  openHotspot: (hotspotId: string) => void;
  closeOverlay: () => void;
  pressTarget: (targetId: string) => void;
  releaseTarget: (targetId: string) => void;
  tapTarget: (targetId: string, assisted: boolean, pressedAtMs?: number) => void;
  /** What the task says back (a miss, "lined up" for the focused control): shown and announced. */
  taskStatus: string;
  /** Taps on targets the task has answered (counted or missed): what a test waits on, rather than a guess at time. */
  tapsAnswered: number;
}

/**
 * What the visitor's hands do in a chapter (docs/game-design.md): open and close a trade card,
 * press, hold, release and tap a task target, each first touch of a target reported on the bus
 * (`marker.interaction`), a miss heard, seen and announced, and "lined up" said for the
 * focused control of an aim or timed task (playable by keyboard and screen reader).
 */
export function useTaskControls(
  definition: ChapterDefinition,
  where: ChapterPlace,
  runtime: ChapterRuntime,
  dispatchPlay: (action: PlayAction) => void,
  { playSound, stopSound }: ChapterSounds,
): TaskControls {
  const { t } = useTranslation();
  const [taskStatus, setTaskStatus] = useState('');
  const [tapsAnswered, setTapsAnswered] = useState(0);
  const touchedTargets = useRef(new Set<string>());

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

  return { openHotspot, closeOverlay, pressTarget, releaseTarget, tapTarget, taskStatus, tapsAnswered };
}
