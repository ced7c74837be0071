/** Words for a bearing (radians, positive to the left): within 30 degrees is ahead, past 135 behind. */
export type CompassDirection = 'ahead' | 'left' | 'right' | 'behind';

const AHEAD = Math.PI / 6;
const BEHIND = (3 * Math.PI) / 4;

export function compassDirection(bearing: number): CompassDirection {
  const size = Math.abs(bearing);
  if (size <= AHEAD) return 'ahead';
  if (size >= BEHIND) return 'behind';
  return bearing > 0 ? 'left' : 'right';
}
