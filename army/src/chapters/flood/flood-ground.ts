// The Flood's ground: the riverbed, the level town and its lower street, their paint, and where the levee's builders stand.
import { bowlHeight } from '@mission/chapter-kit/scene';
import { LEVEE_Z } from './flood-layout';

/** The flooded street's water is centred here, between the levee's foot and the far kerb. */
export const STREET_WATER_Z = -2.5;

/** Where the soldiers building the levee stand, in the flood at its foot between the gaps (never in front of one): x, z and heading (radians, 0 facing the levee). */
export const BUILDER_SPOTS = [
  [-6.4, -8.2, 0.4],
  [0.2, -8.4, -0.3],
  [-16.8, -7.6, Math.PI / 2],
  [6.4, -8.0, Math.PI],
  [14, -8.3, -0.5],
] as const;

const STREET_HALF_WIDTH = 4;

const TERRAIN = { flat: 45, rim: 0.3, roughness: 0.4 };

/**
 * The riverbed drops behind the levee; the town is level, the street a little lower than the
 * lawns, so the flood lies in the street first (docs/game-design.md: the water rises while
 * the gaps are open). Hills only beyond the town.
 */
export function groundHeight(x: number, z: number): number {
  if (z < LEVEE_Z - 1) return -1.6 + bowlHeight(x, z, TERRAIN) * 0.3;
  const hills = Math.max(0, Math.hypot(x, z) - 48) * 0.12;
  if (z > -STREET_HALF_WIDTH - 5 && z < STREET_HALF_WIDTH) return -0.1 + hills * hills;
  return 0.12 + hills * hills;
}

export function groundColour(x: number, y: number, z: number): string {
  if (z < LEVEE_Z - 1) return '#4b4a3e';
  // Under the flood from the levee's foot to the far kerb: asphalt and mud.
  if (z > -STREET_HALF_WIDTH - 5 && z < -STREET_HALF_WIDTH) return (Math.floor(x / 2.5) + Math.floor(z)) % 2 === 0 ? '#4a4233' : '#433c2f';
  if (Math.abs(z) < STREET_HALF_WIDTH) return (Math.floor(x / 3) + Math.floor(z)) % 2 === 0 ? '#3a3d40' : '#35383b';
  if (Math.abs(z) < STREET_HALF_WIDTH + 1.2) return '#6a6b66';
  return y > 2 ? '#58623f' : (Math.floor(x * 0.7) + Math.floor(z * 0.7)) % 3 === 0 ? '#46552f' : '#4d5d34';
}
