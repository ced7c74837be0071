import { OVERBOARD_TARGETS, PERSON_PLACES, RESCUE_BOAT } from './overboard-layout';
import { fromBoat, HAUL_S, hauledPerson, RUN_IN_S, rescueBoatPlace, rescueStage, SEAT_IN_BOAT } from './overboard-rescue';
import { BOAT_HALF_LENGTH, TUBE_OUT } from './rescue-boat-geometry';
import { newRescueTrack, stageAt } from './rescue-track';

/** The kit holds the complete card back this long (about 2.5 s) so the scene can play its end. */
const COMPLETION_PAUSE_S = 2.5;

describe('Overboard: the person hauled into the rescue boat', () => {
  it('plays the run in and the haul within the completion pause, the boat first', () => {
    expect(RUN_IN_S + HAUL_S).toBeLessThanOrEqual(COMPLETION_PAUSE_S);
    expect(rescueStage(0, false)).toEqual({ runIn: 0, haul: 0 });
    expect(rescueStage(RUN_IN_S * 0.5, false).haul).toBe(0);
    expect(rescueStage(RUN_IN_S + HAUL_S, false)).toEqual({ runIn: 1, haul: 1 });
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

  it('starts the end on the first frame every throw is good, and not before', () => {
    const track = newRescueTrack();
    expect(stageAt(track, 10, false, false)).toEqual({ runIn: 0, haul: 0 });
    expect(track.endedAt).toBeNull();
    stageAt(track, 12, true, false);
    expect(track.endedAt).toBe(12);
    expect(stageAt(track, 12 + RUN_IN_S + HAUL_S, true, false)).toEqual({ runIn: 1, haul: 1 });
    expect(OVERBOARD_TARGETS).toHaveLength(3);
  });
});
