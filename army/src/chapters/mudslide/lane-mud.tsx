// The slide's mud on the convoy's lane: heaped there while the debris lies on the road, pushed to the road's edge as the convoy rolls.
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { BufferAttribute, BufferGeometry, Color, type Mesh } from 'three';
import { smoothstep } from '@mission/chapter-kit';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import { foggedStandard, useEndingProgress, useSceneAssets } from '@mission/chapter-kit/scene';
import { clearedHeight, groundColour, laneMud, roadCentre, ROAD_HALF_WIDTH } from './mudslide-ground';
import { SLIDE } from './slide-shape';
import { CONVOY } from './convoy-path';

/**
 * How the lane is cleared, on the ending's clock (0 when the last piece is hauled off, 1 when
 * the convoy has arrived): its mud is pushed across to a windrow along the road's right edge
 * in the first `share` of it, before the lead truck reaches the slide; the windrow is
 * `squeeze` of the lane's width, `heap` times the mud's depth, its outer side `edge` metres
 * from the centre line (just over the road's edge, on its shoulder).
 */
export const LANE_CLEARING = { share: 0.4, squeeze: 0.22, heap: 1.4, edge: ROAD_HALF_WIDTH + 0.6 } as const;

/** Where a point of the lane's mud at `offset` (m from the centre line) ends up once pushed aside. */
export function pushedOffset(offset: number): number {
  return LANE_CLEARING.edge - (LANE_CLEARING.edge - offset) * LANE_CLEARING.squeeze;
}

/** The lane's mud as a grid over the road's right half through the slide, and the same mud pushed aside as its morph target. */
function laneMudGeometry(): BufferGeometry {
  const [columns, rows] = [16, 44];
  const [from, to] = [-0.6, ROAD_HALF_WIDTH + 0.6];
  const [near, far] = [SLIDE.z + SLIDE.halfWidth + 0.5, SLIDE.z - SLIDE.halfWidth - 0.5];
  const side = columns + 1;
  const positions = new Float32Array(side * (rows + 1) * 3);
  const pushed = new Float32Array(positions.length);
  const colors = new Float32Array(positions.length);
  const paint = new Color();
  for (let row = 0; row <= rows; row += 1) {
    const z = near + ((far - near) * row) / rows;
    for (let column = 0; column <= columns; column += 1) {
      const offset = from + ((to - from) * column) / columns;
      const x = roadCentre(z) + offset;
      const mud = laneMud(x, z);
      // A hair under the road where there is no mud, so the ground shows there, not this.
      const y = clearedHeight(x, z) + (mud > 0.005 ? mud : -0.03);
      const at = (row * side + column) * 3;
      positions.set([x, y, z], at);
      const px = roadCentre(z) + pushedOffset(offset);
      pushed.set([px, clearedHeight(px, z) + (mud > 0.005 ? mud * LANE_CLEARING.heap : -0.03), z], at);
      paint.copy(groundColour(x, y, z));
      colors.set([paint.r, paint.g, paint.b], at);
    }
  }
  const index: number[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const a = row * side + column;
      const c = a + side;
      // Rows run away from the visitor (z falling): this winding faces the triangles up.
      index.push(a, a + 1, c, a + 1, c + 1, c);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setIndex(index);
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setAttribute('color', new BufferAttribute(colors, 3));
  geometry.computeVertexNormals();
  const target = new BufferGeometry();
  target.setIndex(index);
  target.setAttribute('position', new BufferAttribute(pushed, 3));
  target.computeVertexNormals();
  geometry.morphAttributes.position = [target.getAttribute('position')];
  geometry.morphAttributes.normal = [target.getAttribute('normal')];
  target.dispose();
  return geometry;
}

/** The lane's mud, heaped until the road is open; then pushed aside as the convoy rolls (at once under reduced motion). */
export function LaneMud({ phase }: Pick<ChapterSceneProps, 'phase'>) {
  const mesh = useRef<Mesh>(null);
  const assets = useSceneAssets(() => ({ geometry: laneMudGeometry(), lit: foggedStandard() }), []);
  const ending = useEndingProgress(phase, CONVOY.seconds);
  useFrame(() => {
    const mud = mesh.current;
    if (!mud) return;
    if (!mud.morphTargetInfluences) mud.updateMorphTargets();
    mud.morphTargetInfluences![0] = smoothstep(0, LANE_CLEARING.share, ending.current);
  });
  return <mesh ref={mesh} geometry={assets.geometry} material={assets.lit} />;
}
