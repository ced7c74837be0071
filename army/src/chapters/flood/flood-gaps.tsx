// The levee's four gaps, the task's targets: each takes its stack of bags once tapped (the kit's beacon marks an open one).
import { useLayoutEffect, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Object3D, type InstancedMesh } from 'three';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import { foggedStandard, useSceneAssets } from '@mission/chapter-kit/scene';
import { useReducedMotion } from '@mission/shared';
import { FLOOD_TARGETS, GAP_XS, LEVEE_Z } from './flood-layout';
import { gapStackGeometry } from './flood-levee-geometry';

const dummy = new Object3D();

/** How long a stack takes to fall into its gap, and the bounce it settles with (seconds). */
const FALL_S = 0.45;
const SETTLE_S = 0.35;

/** The four gaps: open until tapped, then a stack of bags drops in (in place at once under reduced motion). */
export function Gaps({ doneTargets }: Pick<ChapterSceneProps, 'doneTargets'>) {
  const stacks = useRef<InstancedMesh>(null);
  const placedAt = useRef<(number | null)[]>(GAP_XS.map(() => null));
  const calm = useReducedMotion();
  const assets = useSceneAssets(() => ({ stack: gapStackGeometry(), lit: foggedStandard() }), []);

  useLayoutEffect(() => {
    GAP_XS.forEach((_, index) => {
      dummy.scale.setScalar(0.0001);
      dummy.updateMatrix();
      stacks.current?.setMatrixAt(index, dummy.matrix);
    });
  }, [assets]);

  useFrame((state) => {
    const t = state.clock.elapsedTime;
    const stackMesh = stacks.current;
    if (!stackMesh) return;
    FLOOD_TARGETS.forEach((target, index) => {
      const placed = doneTargets.includes(target.id);
      if (placed && placedAt.current[index] === null) placedAt.current[index] = calm ? -Infinity : t;
      const since = placedAt.current[index] === null ? -1 : t - placedAt.current[index]!;
      // The stack falls in and settles with a small bounce.
      const fall = since < 0 ? 0 : Math.min(1, since / FALL_S);
      const bounce = since < 0 ? 0 : Math.max(0, Math.sin(Math.min(1, (since - FALL_S) / SETTLE_S) * Math.PI)) * 0.12;
      dummy.position.set(GAP_XS[index]!, (1 - fall * fall) * 3 + bounce, LEVEE_Z);
      dummy.scale.setScalar(since < 0 ? 0.0001 : 1);
      dummy.updateMatrix();
      stackMesh.setMatrixAt(index, dummy.matrix);
    });
    stackMesh.instanceMatrix.needsUpdate = true;
  });

  return <instancedMesh ref={stacks} args={[assets.stack, assets.lit, GAP_XS.length]} frustumCulled={false} />;
}
