import { useRef, type RefObject } from 'react';
import { useFrame } from '@react-three/fiber';
import type { ChapterRuntime } from '../runtime/chapter-runtime';
import type { TaskTargetStatus } from '../play/task-target-board';
import { easeTowards } from './eased-level';

/**
 * One eased level per task target, moved every frame towards `goal` of the target's state
 * (a fire dying down as it is held, dust while a piece is tugged, water spilling through an
 * open gap), so scenes show the task's state without each writing the same loop.
 * Read `levels.current[index]` in the scene's own frame code or as a particle intensity.
 */
export function useEasedTargets(
  runtime: ChapterRuntime,
  targets: readonly { id: string }[],
  goal: (status: TaskTargetStatus | undefined, index: number) => number,
  options: { rate: number; initial?: number },
): RefObject<number[]> {
  const levels = useRef(targets.map(() => options.initial ?? 0));
  useFrame((_, delta) => {
    targets.forEach((target, index) => {
      levels.current[index] = easeTowards(levels.current[index] ?? 0, goal(runtime.board.get(target.id), index), delta, options.rate);
    });
  });
  return levels;
}
