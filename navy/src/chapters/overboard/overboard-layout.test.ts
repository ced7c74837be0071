import {
  fromShip,
  inShipFrame,
  OVERBOARD_HOTSPOTS,
  OVERBOARD_TARGETS,
  PERSON_PLACES,
  PLATFORM_OUTBOARD,
  RESCUE_BOAT,
} from './overboard-layout';
import { deckEdgeInboard, HALF_BEAM, PLATFORM_FRONT } from './frigate-side';

describe('Overboard: the ship’s frame', () => {
  it('puts the player on the platform, outboard of the deck’s edge, and reads back what it places', () => {
    expect(inShipFrame([0, 0, 0]).along).toBeCloseTo(0);
    expect(inShipFrame([0, 0, 0]).outboard).toBe(PLATFORM_OUTBOARD);
    const point = fromShip(12, -3, 0.5);
    expect(inShipFrame(point).along).toBeCloseTo(12);
    expect(inShipFrame(point).outboard).toBeCloseTo(-3);
    expect(point[1]).toBe(0.5);
  });

  it('keeps the person and the diver in the water clear of the ship’s side, forward of the platform', () => {
    for (const point of [...PERSON_PLACES, OVERBOARD_HOTSPOTS.clearanceDiver]) {
      const { along, outboard } = inShipFrame(point);
      expect(along).toBeGreaterThan(PLATFORM_FRONT);
      // The side is straight abreast them, its waterline a little inboard of the deck's edge.
      expect(deckEdgeInboard(along)).toBe(0);
      expect(outboard).toBeGreaterThan(2);
    }
  });

  it('keeps the rescue boat in open water, clear of the ship’s side, standing by beyond the person and alongside them at the end', () => {
    for (const point of [RESCUE_BOAT.standby, RESCUE_BOAT.alongside]) expect(inShipFrame(point).outboard).toBeGreaterThan(4);
    const last = PERSON_PLACES[PERSON_PLACES.length - 1]!;
    const range = (point: readonly number[]) => Math.hypot(point[0]!, point[2]!);
    expect(range(RESCUE_BOAT.standby)).toBeGreaterThan(range(last) + 3);
    expect(range(RESCUE_BOAT.alongside) - range(last)).toBeGreaterThan(1.3);
    expect(range(RESCUE_BOAT.alongside) - range(last)).toBeLessThan(2.2);
  });

  it('pins each throw’s target just over the person at that throw, not on the diver beyond', () => {
    const [dx, , dz] = OVERBOARD_HOTSPOTS.clearanceDiver;
    OVERBOARD_TARGETS.forEach((target, index) => {
      const [x, y, z] = target.position;
      const place = PERSON_PLACES[index]!;
      expect([x, z]).toEqual([place[0], place[2]]);
      expect(y - place[1]).toBeGreaterThan(0.5);
      expect(y - place[1]).toBeLessThan(1.5);
      expect(Math.hypot(x - dx, z - dz)).toBeGreaterThan(6);
    });
  });

  it('stands the medical technician and the boatswain on the deck, inboard of the guard rail', () => {
    for (const point of [OVERBOARD_HOTSPOTS.medicalTechnician, OVERBOARD_HOTSPOTS.boatswain]) {
      const { outboard } = inShipFrame(point);
      expect(outboard).toBeLessThan(-0.5);
      expect(outboard).toBeGreaterThan(-2 * HALF_BEAM);
    }
  });

  it('narrows the deck to the stem at the bow and keeps it straight abreast the platform', () => {
    expect(deckEdgeInboard(0)).toBe(0);
    expect(deckEdgeInboard(60)).toBeGreaterThan(0);
    expect(deckEdgeInboard(80)).toBeCloseTo(HALF_BEAM);
  });
});
