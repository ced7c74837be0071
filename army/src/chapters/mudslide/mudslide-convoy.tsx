import { smoothstep } from '@mission/chapter-kit';
import { useEndingProgress } from '@mission/chapter-kit/scene';
// The convoy waiting beyond the slide, that rolls down through it once the road is open.
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group } from 'three';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import { foggedStandard, useSceneAssets } from '@mission/chapter-kit/scene';
import { truckGeometry } from '../army-truck-geometry';
import { CONVOY, truckPose } from './convoy-path';

/** Two Army trucks, waiting beyond the slide until the last piece is hauled off, then rolling through (at once under reduced motion). */
export function Convoy({ phase }: Pick<ChapterSceneProps, 'phase'>) {
  const trucks = useRef<(Group | null)[]>([]);
  const assets = useSceneAssets(() => ({ truck: truckGeometry(), lit: foggedStandard() }), []);
  const ending = useEndingProgress(phase, CONVOY.seconds);
  useFrame(() => {
    const travel = smoothstep(0, 1, ending.current);
    trucks.current.forEach((truck, index) => {
      if (!truck) return;
      const pose = truckPose(index, travel);
      truck.position.set(...pose.position);
      truck.rotation.set(pose.pitch, pose.heading, 0, 'YXZ');
    });
  });
  return (
    <>
      {CONVOY.trucks.map((_, index) => (
        <group
          key={index}
          ref={(group) => {
            trucks.current[index] = group;
          }}
        >
          <mesh geometry={assets.truck} material={assets.lit} />
        </group>
      ))}
    </>
  );
}
