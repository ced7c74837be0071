import { useEffect, useState } from 'react';
import { useReducedMotion } from '@mission/shared';
import type { ChapterPhase } from '../play/chapter-play-state';
import { completionSceneMs } from '../play/completion-beat';

export interface CompletionBeat {
  /** The scene is playing the task's result: the complete card waits. */
  playing: boolean;
  /** The complete card is up. */
  cardShown: boolean;
}

/**
 * The beat between the last target and the complete card (play/completion-beat.ts). The bus
 * hears the level completed at once (progress is saved then, not after the beat); only the card
 * waits, and a tap or a key brings it at once.
 */
export function useCompletionBeat(phase: ChapterPhase): CompletionBeat {
  const calm = useReducedMotion();
  const complete = phase === 'complete';
  const [skipped, setSkipped] = useState(false);
  const [elapsed, setElapsed] = useState(false);

  useEffect(() => {
    if (!complete) return;
    const timer = window.setTimeout(() => setElapsed(true), completionSceneMs(calm));
    return () => window.clearTimeout(timer);
    // The wait starts when the chapter completes; a reduced-motion switch mid-beat does not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [complete]);

  const cardShown = complete && (elapsed || skipped);
  const playing = complete && !cardShown;

  // A new tap or key press during the beat: the visitor wants the card now. (The finger that
  // finished a hold is already down, and a held key repeats: neither counts.)
  useEffect(() => {
    if (!playing) return;
    const skip = (event: Event) => {
      if (event instanceof KeyboardEvent && event.repeat) return;
      setSkipped(true);
    };
    document.addEventListener('pointerdown', skip, true);
    document.addEventListener('keydown', skip, true);
    return () => {
      document.removeEventListener('pointerdown', skip, true);
      document.removeEventListener('keydown', skip, true);
    };
  }, [playing]);

  return { playing, cardShown };
}
