/** @jest-environment node */
import { Box3, Color, Matrix4, Vector3 } from 'three';
import { crewFigureGeometry, FIGURE_HEIGHT, HEAD, lookKey, TETHER_REACH, toolFor, triangleCount } from './crew-figure';
import { OUTFIT_KEYS } from './crew-outfits';
import { POSES, type PoseKey } from './crew-poses';
import { BONE_COUNT, poseMatrices } from './crew-rig';
import { BONE_ATTRIBUTE } from './crew-skinning';

/** The figure's bounds posed in `pose`, each vertex moved by its bone as the GPU moves it. */
function posedBox(pose: PoseKey): Box3 {
  const geometry = crewFigureGeometry({ outfit: 'cadpat-field', pose });
  const matrices = poseMatrices(POSES[pose], new Float32Array(BONE_COUNT * 16));
  const bones = geometry.getAttribute(BONE_ATTRIBUTE);
  const position = geometry.getAttribute('position');
  const box = new Box3();
  const point = new Vector3();
  const matrix = new Matrix4();
  for (let v = 0; v < position.count; v += 1) {
    matrix.fromArray(matrices, bones.getX(v) * 16);
    box.expandByPoint(point.fromBufferAttribute(position, v).applyMatrix4(matrix));
  }
  return box;
}

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

  it('builds every outfit with every tool within a few hundred triangles, every vertex on a bone', () => {
    for (const outfit of OUTFIT_KEYS) {
      for (const tool of ['none', 'nozzle', 'wands', 'tablet', 'handset', 'sandbag', 'box', 'wrench'] as const) {
        const geometry = crewFigureGeometry({ outfit, pose: 'idle', tool });
        const bones = Array.from(geometry.getAttribute(BONE_ATTRIBUTE).array);
        expect(bones.length).toBe(geometry.getAttribute('position').count);
        expect(bones.every((bone) => Number.isInteger(bone) && bone >= 0 && bone < BONE_COUNT)).toBe(true);
        const triangles = triangleCount(geometry);
        expect(triangles).toBeGreaterThan(150);
        expect(triangles).toBeLessThanOrEqual(600);
        const position = geometry.getAttribute('position');
        expect(Array.from(position.array).every(Number.isFinite)).toBe(true);
      }
    }
  });

  it('kneels and sits lower than it stands, raises its hands to signal, and keeps its feet on the ground', () => {
    const top = (pose: PoseKey) => posedBox(pose).max.y;
    expect(top('kneeling')).toBeLessThan(top('idle') - 0.3);
    expect(top('seated')).toBeLessThan(top('idle') - 0.3);
    expect(top('signalling')).toBeGreaterThan(top('idle') + 0.2);
    for (const pose of ['idle', 'pointing', 'radio', 'carrying', 'bracing', 'reading', 'kneeling'] as const) {
      expect(posedBox(pose).min.y).toBeGreaterThan(-0.06);
      expect(posedBox(pose).min.y).toBeLessThan(0.06);
    }
  });

  it('puts the work’s tool in the hands, a box in a carrier’s arms, and keeps the tool in the look', () => {
    expect(toolFor({ outfit: 'firefighter-turnout', pose: 'bracing', work: 'hose' })).toBe('nozzle');
    expect(toolFor({ outfit: 'flight-deck-crew', pose: 'signalling', work: 'marshal' })).toBe('wands');
    expect(toolFor({ outfit: 'medic', pose: 'carrying' })).toBe('box');
    expect(toolFor({ outfit: 'medic', pose: 'carrying', tool: 'none' })).toBeUndefined();
    const bare = triangleCount(crewFigureGeometry({ outfit: 'cadpat-field', pose: 'reading' }));
    expect(triangleCount(crewFigureGeometry({ outfit: 'cadpat-field', pose: 'reading', work: 'tablet' }))).toBeGreaterThan(bare);
    // Stance and work are poses on the GPU: two people in one outfit and tool share one geometry.
    expect(lookKey({ outfit: 'medic', pose: 'kneeling', work: 'treat' })).toBe(lookKey({ outfit: 'medic', pose: 'idle' }));
    expect(lookKey({ outfit: 'medic', pose: 'idle', work: 'tablet' })).not.toBe(lookKey({ outfit: 'medic', pose: 'idle' }));
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
    const plain = crewFigureGeometry({ outfit: 'aircrew-flight-suit', pose: 'idle' });
    const harnessed = crewFigureGeometry({ outfit: 'aircrew-flight-suit', pose: 'idle', harness: true });
    expect(triangleCount(harnessed)).toBeGreaterThan(triangleCount(plain));
    expect(triangleCount(harnessed)).toBeLessThanOrEqual(600);
    const box = new Box3().setFromBufferAttribute(harnessed.getAttribute('position') as never);
    // The tether's ring lies on the floor behind (-z, the figure faces +z).
    expect(box.min.z).toBeLessThan(-TETHER_REACH + 0.1);
    expect(box.min.y).toBeGreaterThanOrEqual(-0.01);
    expect(lookKey({ outfit: 'aircrew-flight-suit', pose: 'pointing', harness: true })).not.toBe(
      lookKey({ outfit: 'aircrew-flight-suit', pose: 'pointing' }),
    );
  });
});
