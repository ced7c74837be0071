import { useReducedMotion } from '@mission/shared';
import { useDrawnTier } from '../quality/drawn-tier';
import { effectCount } from './effect-budget';

/**
 * How many of an effect's `count` particles to draw now: by the tier drawn and reduced motion.
 * An effect builds its buffers once for `count` and draws this many (`setDrawRange`), so a
 * tier step costs no rebuild; `calm` also says to slow its motion.
 */
export function useEffectCount(count: number, floor = 1): { drawn: number; calm: boolean } {
  const calm = useReducedMotion();
  const tier = useDrawnTier();
  return { drawn: effectCount(count, tier, calm, floor), calm };
}
