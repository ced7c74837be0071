import { smoothstep } from '@mission/chapter-kit';
import { useEndingProgress } from '@mission/chapter-kit/scene';
// The river and the flooded street, rising while the gaps are open; the water through each open gap; the street draining once all hold.
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Object3D, type Group, type InstancedMesh } from 'three';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import { foggedStandard, ParticleField, useEasedTargets, useSceneAssets, WaterSurface } from '@mission/chapter-kit/scene';
import { FLOOD_TARGETS, GAP_XS, LEVEE_Z, RIVER, RIVER_SURFACE_UNDER_LEVEL, riverLevel } from './flood-layout';
import { STREET_WATER_Z } from './flood-ground';
import { RIVER_WATER, STREET_WATER, SPILL, STREET_FLOOD, SPILL_SHEET } from './flood-look';
import { spillGeometry } from './flood-levee-geometry';

const dummy = new Object3D();

/**
 * The river rises while any gap is open and stops once the fourth bag is in; the street floods
 * with it, over the kerbs while gaps are open. Water pours through each open gap (a tongue of
 * water and its spray) and stops as the gap is closed; once all four hold, the street's water
 * drains off the street (STREET_FLOOD.after) and the river holds where it stopped.
 */
export function Water({ runtime, doneTargets, phase }: Pick<ChapterSceneProps, 'runtime' | 'doneTargets' | 'phase'>) {
  const river = useRef<Group>(null);
  const street = useRef<Group>(null);
  const sheets = useRef<InstancedMesh>(null);
  const rising = useRef(0);
  const open = FLOOD_TARGETS.length - doneTargets.length;
  const ending = useEndingProgress(phase, STREET_FLOOD.drainSeconds);
  const assets = useSceneAssets(() => ({ sheet: spillGeometry(), material: foggedStandard(SPILL_SHEET) }), []);
  // Water spills through each gap until its bags are in.
  const spill = useEasedTargets(runtime, FLOOD_TARGETS, (status) => (status?.done ? 0 : 1), { rate: 3, initial: 1 });
  useFrame((_, delta) => {
    if (phase !== 'complete') rising.current += Math.min(delta, 0.1);
    const level = riverLevel(rising.current);
    if (river.current) river.current.position.y = level - RIVER_SURFACE_UNDER_LEVEL;
    const flooded = (level - RIVER.start) / (RIVER.max - RIVER.start);
    const high = STREET_FLOOD.start + STREET_FLOOD.rise * flooded * (open / FLOOD_TARGETS.length + 0.35);
    if (street.current) street.current.position.y = high + (STREET_FLOOD.after - high) * smoothstep(0, 1, ending.current);
    const mesh = sheets.current;
    if (!mesh) return;
    GAP_XS.forEach((x, index) => {
      const flow = spill.current[index] ?? 0;
      dummy.position.set(x, STREET_FLOOD.gapFloor, LEVEE_Z);
      dummy.scale.set(Math.max(0.0001, flow), Math.max(0.0001, (level - RIVER_SURFACE_UNDER_LEVEL - STREET_FLOOD.gapFloor) * flow), 1);
      dummy.updateMatrix();
      mesh.setMatrixAt(index, dummy.matrix);
    });
    mesh.instanceMatrix.needsUpdate = true;
  });
  return (
    <>
      <group ref={river} position={[0, RIVER.start - RIVER_SURFACE_UNDER_LEVEL, LEVEE_Z - 22]}>
        <WaterSurface options={RIVER_WATER} />
      </group>
      <group ref={street} position={[0, STREET_FLOOD.start, STREET_WATER_Z]}>
        <WaterSurface options={STREET_WATER} />
      </group>
      <instancedMesh ref={sheets} args={[assets.sheet, assets.material, GAP_XS.length]} frustumCulled={false} />
      <ParticleField options={SPILL} intensity={() => spill.current} />
    </>
  );
}
