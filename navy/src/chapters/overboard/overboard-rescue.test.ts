import { PERSON_PLACES, RESCUE_BOAT } from './overboard-layout';
import {
  BUOYS_IN_AFTER_S,
  fromBoat,
  hauledPerson,
  RESCUE_S,
  RUN_IN_S,
  rescueBoatPlace,
  rescueStage as stageOf,
  SEAT_IN_BOAT,
} from './overboard-rescue';
import { BOAT_HALF_LENGTH, TUBE_OUT } from './rescue-boat-geometry';

/** The kit holds the complete card back this long (about 2.5 s) so the scene can play its end. */
const COMPLETION_PAUSE_S = 2.5;

/** The end `since` seconds after the last good throw, as the kit's ending progress runs evenly over RESCUE_S (at once when calm). */
const rescueStage = (since: number, calm: boolean) => stageOf(calm ? 1 : Math.min(1, since / RESCUE_S));

describe('Overboard: the person hauled into the rescue boat', () => {
  it('plays the run in and the haul within the completion pause, the boat first', () => {
    expect(RESCUE_S).toBeLessThan(COMPLETION_PAUSE_S);
    expect(rescueStage(0, false)).toEqual({ runIn: 0, haul: 0 });
    expect(rescueStage(RUN_IN_S * 0.5, false).haul).toBe(0);
    expect(rescueStage(RESCUE_S, false)).toEqual({ runIn: 1, haul: 1 });
  });

  it('shows the end at once under reduced motion', () => {
    expect(rescueStage(0, true)).toEqual({ runIn: 1, haul: 1 });
  });

  it('brings the boat from standing by to alongside', () => {
    expect(rescueBoatPlace(0)).toEqual(RESCUE_BOAT.standby);
    rescueBoatPlace(1).forEach((value, axis) => expect(value).toBeCloseTo(RESCUE_BOAT.alongside[axis]!));
  });

  it('takes the person from their last place in the water to a seat inside the boat’s tubes', () => {
    const boat = rescueBoatPlace(1);
    const last = PERSON_PLACES[PERSON_PLACES.length - 1]!;
    hauledPerson(0, boat).forEach((value, axis) => expect(value).toBeCloseTo(last[axis]!));
    const seat = hauledPerson(1, boat);
    fromBoat(SEAT_IN_BOAT, boat).forEach((value, axis) => expect(value).toBeCloseTo(seat[axis]!));
    expect(Math.abs(SEAT_IN_BOAT[0])).toBeLessThan(BOAT_HALF_LENGTH);
    expect(Math.abs(SEAT_IN_BOAT[2])).toBeLessThan(TUBE_OUT);
    // Mid-haul they are lifted over the tube, above both ends of the path.
    expect(hauledPerson(0.5, boat)[1]).toBeGreaterThan(Math.max(last[1], seat[1]));
  });

  it('keeps the good lifebuoys beside the person until they are half hauled out, and gathers them before the card', () => {
    expect(stageOf(BUOYS_IN_AFTER_S / RESCUE_S).haul).toBeCloseTo(0.5);
    expect(BUOYS_IN_AFTER_S).toBeLessThan(RESCUE_S);
  });
});
