import { useRef, type RefObject } from 'react';
import { useFrame } from '@react-three/fiber';
import { useReducedMotion } from '@mission/shared';
import type { ChapterPhase } from '../play/chapter-play-state';

/**
 * How far a chapter's ending has played: 0 until its phase becomes 'complete', then rising
 * evenly to 1 over `seconds` (a scene eases it as it likes, e.g. with `smoothstep`). The kit
 * holds the complete card back for COMPLETION_SCENE_MS (play/completion-beat.ts), so an ending
 * of 2.4 s or less plays out in full before the card. Under reduced motion it is 1 at once: the changed state shows, with no
 * motion. A chapter opened already complete starts at 1.
 */
export function useEndingProgress(phase: ChapterPhase, seconds: number): RefObject<number> {
  const progress = useRef(phase === 'complete' ? 1 : 0);
  const calm = useReducedMotion();
  useFrame((_, delta) => {
    if (phase !== 'complete') progress.current = 0;
    else progress.current = calm ? 1 : Math.min(1, progress.current + Math.min(delta, 0.1) / seconds);
  });
  return progress;
}
