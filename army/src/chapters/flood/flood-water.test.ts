import { Vector3 } from 'three';
import { yawTowards } from '@mission/chapter-kit';
import { FLOOD_HOTSPOTS, FLOOD_TARGETS, GAP_XS, LEVEE_HEIGHT, LEVEE_Z, RIVER, RIVER_SURFACE_UNDER_LEVEL } from './flood-layout';
import { groundHeight } from './flood-ground';
import { STREET_FLOOD } from './flood-look';
import { pillowBag, spillGeometry } from './flood-levee-geometry';
import { workLightGeometry } from './flood-town-geometry';

describe('the Flood’s water (issue 47: the breach with water behind it; the water stops at the levee)', () => {
  it('stands against the levee above the gaps’ floor from the first frame, so every open gap pours', () => {
    expect(RIVER.start - RIVER_SURFACE_UNDER_LEVEL).toBeGreaterThan(STREET_FLOOD.gapFloor);
    for (const x of GAP_XS) expect(groundHeight(x, LEVEE_Z)).toBeCloseTo(STREET_FLOOD.gapFloor, 2);
    expect(RIVER.max).toBeLessThan(LEVEE_HEIGHT);
  });

  it('puts each gap’s target in the gap, at its middle, where the kit’s beacon stands', () => {
    FLOOD_TARGETS.forEach((target, index) => {
      expect(target.position[0]).toBe(GAP_XS[index]);
      expect(target.position[2]).toBe(LEVEE_Z);
      expect(target.position[1]).toBeGreaterThan(0);
      expect(target.position[1]).toBeLessThan(LEVEE_HEIGHT);
    });
  });

  it('lies over the street from the start, and drains off it once the levee holds, before the card', () => {
    const street = groundHeight(0, 0);
    const lawn = groundHeight(0, 6);
    expect(STREET_FLOOD.start).toBeGreaterThan(street + 0.05);
    expect(STREET_FLOOD.start + STREET_FLOOD.rise).toBeGreaterThan(lawn);
    expect(STREET_FLOOD.after).toBeLessThan(street);
    expect(lawn).toBeGreaterThan(street);
    expect(STREET_FLOOD.drainSeconds).toBeLessThanOrEqual(2.5);
  });

  it('pours through a gap as a tongue: high on the river side, down on the street beyond the levee’s foot', () => {
    const sheet = spillGeometry();
    const position = sheet.getAttribute('position');
    let riverSide = -Infinity;
    let streetSide = Infinity;
    for (let v = 0; v < position.count; v += 1) {
      if (position.getZ(v) < -1.5) riverSide = Math.max(riverSide, position.getY(v));
      if (position.getZ(v) > 3) streetSide = Math.min(streetSide, position.getY(v));
    }
    expect(riverSide).toBeGreaterThan(0.9);
    expect(streetSide).toBeLessThan(0.1);
  });
});

describe('the Flood’s sandbags and work light (issue 46.2: bags that read as bags; the marker not on a lamp)', () => {
  it('lays bags as pillows, thin at the ends and full in the middle, not bricks', () => {
    const bag = pillowBag(0.9, 0.34, 0.5, 3);
    const position = bag.getAttribute('position');
    let middle = 0;
    let end = 0;
    for (let v = 0; v < position.count; v += 1) {
      const along = Math.abs(position.getX(v));
      if (along < 0.2) middle = Math.max(middle, position.getY(v));
      if (along > 0.4) end = Math.max(end, position.getY(v));
    }
    expect(end).toBeLessThan(middle * 0.7);
  });

  it('stands the work light clear of the combat engineer, so their marker is not read as sitting on its mast', () => {
    const light = workLightGeometry(FLOOD_HOTSPOTS.combatEngineer);
    light.computeBoundingBox();
    const centre = light.boundingBox!.getCenter(new Vector3());
    const apart = Math.abs(yawTowards([centre.x, 0, centre.z]) - yawTowards(FLOOD_HOTSPOTS.combatEngineer));
    expect((apart * 180) / Math.PI).toBeGreaterThan(6);
  });
});
