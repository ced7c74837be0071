// Where the convoy's trucks are: waiting beyond the slide, then rolling down the cleared road through it.
import { roadCentre, clearedHeight } from './mudslide-ground';

/** The convoy: two trucks in the right lane (their centre this far right of the road's centre line), nose to tail. */
export const CONVOY = {
  lane: 1.9,
  /** Each truck's centre along the road (z) while it waits beyond the slide, and where it has rolled to once the road is open. */
  trucks: [
    { from: -38, to: -17 },
    { from: -49.5, to: -28.5 },
  ],
  /** How long the roll takes (s): inside the 2.5 s the kit holds the complete card back. */
  seconds: 2.4,
  /** A truck's wheelbase, front axle to rear (m): its pitch follows the ground under both. */
  wheelbase: 6.6,
} as const;

export interface TruckPose {
  position: readonly [number, number, number];
  /** Radians about +y: the truck's nose (+z) along the road towards the player. */
  heading: number;
  /** Radians about its own x: nose up (negative) climbing, nose down coming down. */
  pitch: number;
}

/** Where truck `index` is when the roll has gone `travel` of its way (0 waiting, 1 arrived), riding the cleared lane. */
export function truckPose(index: number, travel: number): TruckPose {
  const { from, to } = CONVOY.trucks[index]!;
  const z = from + (to - from) * Math.min(1, Math.max(0, travel));
  const along = (at: number) => [roadCentre(at) + CONVOY.lane, at] as const;
  const [x] = along(z);
  const [fx, fz] = along(z + CONVOY.wheelbase / 2);
  const [rx, rz] = along(z - CONVOY.wheelbase / 2);
  const front = clearedHeight(fx, fz);
  const rear = clearedHeight(rx, rz);
  return {
    position: [x, (front + rear) / 2, z],
    heading: Math.atan2(fx - rx, fz - rz),
    pitch: -Math.atan2(front - rear, Math.hypot(fx - rx, fz - rz)),
  };
}
