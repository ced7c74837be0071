// The levee's four gaps, the task's targets: each glows while open and takes its stack of bags once tapped.
import { useLayoutEffect, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { AdditiveBlending, BoxGeometry, Color, Object3D, type InstancedMesh } from 'three';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import { foggedBasic, foggedStandard, useSceneAssets } from '@mission/chapter-kit/scene';
import { FLOOD_TARGETS, GAP_XS, LEVEE_HEIGHT, LEVEE_Z } from './flood-layout';
import { gapStackGeometry } from './flood-levee-geometry';

const dummy = new Object3D();

/** The four gaps: a pulsing glow while open, a stack of bags that drops in once tapped. */
export function Gaps({ runtime, doneTargets }: Pick<ChapterSceneProps, 'runtime' | 'doneTargets'>) {
  const glows = useRef<InstancedMesh>(null);
  const stacks = useRef<InstancedMesh>(null);
  const placedAt = useRef<(number | null)[]>(GAP_XS.map(() => null));
  const assets = useSceneAssets(
    () => ({
      stack: gapStackGeometry(),
      glow: new BoxGeometry(2.4, LEVEE_HEIGHT * 1.05, 3.2),
      glowMaterial: foggedBasic({ color: '#ffc94d', transparent: true, opacity: 0.75, blending: AdditiveBlending, depthWrite: false }),
      lit: foggedStandard(),
      colour: new Color(),
    }),
    [],
  );

  useLayoutEffect(() => {
    GAP_XS.forEach((x, index) => {
      dummy.position.set(x, LEVEE_HEIGHT / 2, LEVEE_Z);
      dummy.scale.setScalar(1);
      dummy.updateMatrix();
      glows.current?.setMatrixAt(index, dummy.matrix);
      glows.current?.setColorAt(index, assets.colour.setRGB(1, 1, 1));
      dummy.scale.setScalar(0.0001);
      dummy.updateMatrix();
      stacks.current?.setMatrixAt(index, dummy.matrix);
    });
  }, [assets]);

  useFrame((state) => {
    const t = state.clock.elapsedTime;
    const glowMesh = glows.current;
    const stackMesh = stacks.current;
    if (!glowMesh || !stackMesh) return;
    FLOOD_TARGETS.forEach((target, index) => {
      const placed = doneTargets.includes(target.id);
      if (placed && placedAt.current[index] === null) placedAt.current[index] = t;
      const since = placedAt.current[index] === null ? -1 : t - placedAt.current[index]!;
      // The stack falls in and settles with a small bounce.
      const fall = since < 0 ? 0 : Math.min(1, since / 0.45);
      const bounce = since < 0 ? 0 : Math.max(0, Math.sin(Math.min(1, (since - 0.45) / 0.35) * Math.PI)) * 0.12;
      dummy.position.set(GAP_XS[index]!, (1 - fall * fall) * 3 + bounce, LEVEE_Z);
      dummy.scale.setScalar(since < 0 ? 0.0001 : 1);
      dummy.rotation.set(0, 0, 0);
      dummy.updateMatrix();
      stackMesh.setMatrixAt(index, dummy.matrix);
      const touched = runtime.board.get(target.id)?.lastTouchAt ?? -Infinity;
      const pulse = placed
        ? Math.max(0, 1 - since * 2)
        : 0.55 + Math.sin(t * 4 + index) * 0.3 + (runtime.board.now - touched < 0.3 ? 0.5 : 0);
      glowMesh.setColorAt(index, assets.colour.setRGB(pulse, pulse, pulse));
    });
    stackMesh.instanceMatrix.needsUpdate = true;
    if (glowMesh.instanceColor) glowMesh.instanceColor.needsUpdate = true;
  });

  return (
    <>
      <instancedMesh ref={glows} args={[assets.glow, assets.glowMaterial, GAP_XS.length]} frustumCulled={false} />
      <instancedMesh ref={stacks} args={[assets.stack, assets.lit, GAP_XS.length]} frustumCulled={false} />
    </>
  );
}
