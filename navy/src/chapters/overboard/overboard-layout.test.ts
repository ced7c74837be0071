import { fromShip, inShipFrame, OVERBOARD_HOTSPOTS, PERSON_ABOARD, PERSON_PLACES, PLATFORM_OUTBOARD } from './overboard-layout';
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

  it('brings the person alongside the platform at the end, just forward of its rail', () => {
    const { along, outboard } = inShipFrame(PERSON_ABOARD);
    expect(along).toBeGreaterThan(PLATFORM_FRONT);
    expect(along).toBeLessThan(PLATFORM_FRONT + 2);
    expect(outboard).toBeGreaterThan(0);
    expect(outboard).toBeLessThan(PLATFORM_OUTBOARD + 1);
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
