// The river and the flooded street, rising while the gaps are open.
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { type Group } from 'three';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import { ParticleField, useEasedTargets, WaterSurface } from '@mission/chapter-kit/scene';
import { FLOOD_TARGETS, LEVEE_Z, RIVER, riverLevel } from './flood-layout';
import { STREET_WATER_Z } from './flood-ground';
import { RIVER_WATER, STREET_WATER, SPILL } from './flood-look';

/** The river rises while any gap is open and stops once the fourth bag is in; the street floods with it. */
export function Water({ runtime, doneTargets, phase }: Pick<ChapterSceneProps, 'runtime' | 'doneTargets' | 'phase'>) {
  const river = useRef<Group>(null);
  const street = useRef<Group>(null);
  const rising = useRef(0);
  const open = FLOOD_TARGETS.length - doneTargets.length;
  // Water spills through each gap until its bags are in.
  const spill = useEasedTargets(runtime, FLOOD_TARGETS, (status) => (status?.done ? 0 : 1), { rate: 3, initial: 1 });
  useFrame((_, delta) => {
    if (phase !== 'complete') rising.current += Math.min(delta, 0.1);
    const level = riverLevel(rising.current);
    if (river.current) river.current.position.y = level - 0.25;
    const flooded = (level - RIVER.start) / (RIVER.max - RIVER.start);
    // Already over the street at the start; up over the kerbs towards the lawns while gaps are open.
    if (street.current) street.current.position.y = -0.02 + 0.2 * flooded * (open / FLOOD_TARGETS.length + 0.35);
  });
  return (
    <>
      <group ref={river} position={[0, RIVER.start - 0.25, LEVEE_Z - 22]}>
        <WaterSurface options={RIVER_WATER} />
      </group>
      <group ref={street} position={[0, -0.12, STREET_WATER_Z]}>
        <WaterSurface options={STREET_WATER} />
      </group>
      <ParticleField options={SPILL} intensity={() => spill.current} />
    </>
  );
}
