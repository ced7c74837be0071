/** @jest-environment node */
import { Box3, Color } from 'three';
import { crewFigureGeometry, FIGURE_HEIGHT, HEAD, lookKey, POSE_KEYS, TETHER_REACH, triangleCount } from './crew-figure';
import { OUTFIT_KEYS } from './crew-outfits';

/** The colours a geometry is painted with, as hex strings. */
function colours(geometry: ReturnType<typeof crewFigureGeometry>): Set<string> {
  const attribute = geometry.getAttribute('color');
  const found = new Set<string>();
  const colour = new Color();
  for (let i = 0; i < attribute.count; i += 1)
    found.add(colour.setRGB(attribute.getX(i), attribute.getY(i), attribute.getZ(i)).getHexString());
  return found;
}

describe('crew figure', () => {
  it('is about seven heads tall, standing on the ground', () => {
    const box = new Box3().setFromBufferAttribute(
      crewFigureGeometry({ outfit: 'lifejacket', pose: 'idle' }).getAttribute('position') as never,
    );
    expect(FIGURE_HEIGHT).toBeCloseTo(7 * HEAD);
    expect(box.max.y / HEAD).toBeGreaterThan(6.7);
    expect(box.max.y / HEAD).toBeLessThan(7.3);
    expect(box.min.y).toBeGreaterThanOrEqual(-0.01);
    expect(box.min.y).toBeLessThan(0.03);
    // Shoulders about two heads wide, as people are.
    expect((box.max.x - box.min.x) / HEAD).toBeGreaterThan(1.6);
    expect((box.max.x - box.min.x) / HEAD).toBeLessThan(2.6);
  });

  it('builds every outfit in every pose within a few hundred triangles', () => {
    for (const outfit of OUTFIT_KEYS) {
      for (const pose of POSE_KEYS) {
        const geometry = crewFigureGeometry({ outfit, pose });
        const triangles = triangleCount(geometry);
        expect(triangles).toBeGreaterThan(150);
        expect(triangles).toBeLessThanOrEqual(500);
        const position = geometry.getAttribute('position');
        expect(Array.from(position.array).every(Number.isFinite)).toBe(true);
      }
    }
  });

  it('kneels and sits lower than it stands, and raises its hands to signal', () => {
    const top = (pose: (typeof POSE_KEYS)[number]) =>
      new Box3().setFromBufferAttribute(crewFigureGeometry({ outfit: 'cadpat-field', pose }).getAttribute('position') as never).max.y;
    expect(top('kneeling')).toBeLessThan(top('idle') - 0.3);
    expect(top('seated')).toBeLessThan(top('idle') - 0.3);
    expect(top('signalling')).toBeGreaterThan(top('idle') + 0.2);
  });

  it('paints each outfit its own way', () => {
    const palettes = OUTFIT_KEYS.map((outfit) => [...colours(crewFigureGeometry({ outfit, pose: 'idle', skin: 0 }))].sort().join());
    expect(new Set(palettes).size).toBe(OUTFIT_KEYS.length);
    // Army greens, Navy dark blue, RCAF sage, SAR orange, turnout tan.
    expect(colours(crewFigureGeometry({ outfit: 'cadpat-field', pose: 'idle' }))).toContain(new Color('#5b6642').getHexString());
    expect(colours(crewFigureGeometry({ outfit: 'naval-work-dress', pose: 'idle' }))).toContain(new Color('#1f2b45').getHexString());
    expect(colours(crewFigureGeometry({ outfit: 'aircrew-flight-suit', pose: 'idle' }))).toContain(new Color('#7b8768').getHexString());
    expect(colours(crewFigureGeometry({ outfit: 'sar-orange', pose: 'idle' }))).toContain(new Color('#e8612a').getHexString());
    expect(colours(crewFigureGeometry({ outfit: 'firefighter-turnout', pose: 'idle' }))).toContain(new Color('#c7a75a').getHexString());
  });

  it('takes an accent (a deck role, a parka colour) and a skin tone', () => {
    const blue = colours(crewFigureGeometry({ outfit: 'flight-deck-crew', pose: 'idle' }));
    const yellow = colours(crewFigureGeometry({ outfit: 'flight-deck-crew', pose: 'idle', accent: '#d9c23a' }));
    expect(yellow).toContain(new Color('#d9c23a').getHexString());
    expect(blue).not.toContain(new Color('#d9c23a').getHexString());
    expect(colours(crewFigureGeometry({ outfit: 'arctic-parka', pose: 'idle', accent: '#2f6db5' }))).toContain(
      new Color('#2f6db5').getHexString(),
    );
    expect(lookKey({ outfit: 'medic', pose: 'idle', skin: 1 })).not.toBe(lookKey({ outfit: 'medic', pose: 'idle', skin: 2 }));
    expect(lookKey({ outfit: 'medic', pose: 'idle', skin: 1 })).toBe(lookKey({ outfit: 'medic', pose: 'idle', skin: 7 }));
  });

  it('wears a restraint harness on request, tethered to the floor behind its feet', () => {
    const plain = crewFigureGeometry({ outfit: 'aircrew-flight-suit', pose: 'pointing' });
    const harnessed = crewFigureGeometry({ outfit: 'aircrew-flight-suit', pose: 'pointing', harness: true });
    expect(triangleCount(harnessed)).toBeGreaterThan(triangleCount(plain));
    expect(triangleCount(harnessed)).toBeLessThanOrEqual(500);
    const box = new Box3().setFromBufferAttribute(harnessed.getAttribute('position') as never);
    // The tether's ring lies on the floor behind (-z, the figure faces +z).
    expect(box.min.z).toBeLessThan(-TETHER_REACH + 0.1);
    expect(box.min.y).toBeGreaterThanOrEqual(-0.01);
    expect(lookKey({ outfit: 'aircrew-flight-suit', pose: 'pointing', harness: true })).not.toBe(
      lookKey({ outfit: 'aircrew-flight-suit', pose: 'pointing' }),
    );
  });
});
