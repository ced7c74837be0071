// The chapter's end as numbers: the rescue boat runs in beside the person and they are hauled aboard, within the kit's completion pause.
import { smoothstep, type GroundPoint } from '@mission/chapter-kit';
import { PERSON_PLACES, RESCUE_BOAT } from './overboard-layout';

/** Seconds the boat takes from standing by to alongside the person. */
export const RUN_IN_S = 1.2;
/** Seconds the haul over the tube takes; it starts as the boat comes alongside. */
export const HAUL_S = 0.9;
/** When the haul starts (seconds after the last good throw): the boat is all but alongside. */
const HAUL_FROM_S = RUN_IN_S * 0.85;
/** The whole end (seconds): the kit's ending clock runs over it (useEndingProgress). */
export const RESCUE_S = HAUL_FROM_S + HAUL_S;

/**
 * How far the end has gone at `progress` of it (the kit's ending progress: 0 until every throw
 * is good, 1 at once under reduced motion): the boat's run in and the haul, each 0 to 1.
 */
export function rescueStage(progress: number): { runIn: number; haul: number } {
  const since = progress * RESCUE_S;
  return { runIn: smoothstep(0, RUN_IN_S, since), haul: smoothstep(HAUL_FROM_S, RESCUE_S, since) };
}

/** Once the person is over the tube (seconds into the end), the good lifebuoys beside them are gathered in. */
export const BUOYS_IN_AFTER_S = HAUL_FROM_S + HAUL_S / 2;

/** Where the rescue boat is at `runIn` (0 standing by, 1 alongside), on the mean sea. */
export function rescueBoatPlace(runIn: number): GroundPoint {
  const [sx, sy, sz] = RESCUE_BOAT.standby;
  const [ax, , az] = RESCUE_BOAT.alongside;
  return [sx + (ax - sx) * runIn, sy, sz + (az - sz) * runIn];
}

/** Where the person sits in the boat, in the boat's frame (its deck, under the seated figure): amidships, just inboard of the near tube. */
export const SEAT_IN_BOAT: GroundPoint = [-0.9, 0.3, 0.45];

/** A point of the boat's frame in the scene, with the boat at `place` turned by RESCUE_BOAT.yaw. */
export function fromBoat([x, y, z]: GroundPoint, place: GroundPoint): GroundPoint {
  const c = Math.cos(RESCUE_BOAT.yaw);
  const s = Math.sin(RESCUE_BOAT.yaw);
  return [place[0] + c * x + s * z, place[1] + y, place[2] - s * x + c * z];
}

/**
 * Where the person is at `haul` (0 in the water at their last place, 1 seated in the boat):
 * up over the near tube first (a lift that peaks mid-haul), then in.
 */
export function hauledPerson(haul: number, boat: GroundPoint, water: GroundPoint = PERSON_PLACES[PERSON_PLACES.length - 1]!): GroundPoint {
  const seat = fromBoat(SEAT_IN_BOAT, boat);
  const over = Math.sin(Math.PI * haul) * 0.6;
  return [water[0] + (seat[0] - water[0]) * haul, water[1] + (seat[1] - water[1]) * haul + over, water[2] + (seat[2] - water[2]) * haul];
}
