// One signal on the horizon, a task's target: a boat with a strobe, and the searchlight's beam once locked.
import { useLayoutEffect, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import {
  BoxGeometry,
  ConeGeometry,
  CylinderGeometry,
  Matrix4,
  SpriteMaterial,
  type Mesh,
  type MeshBasicMaterial,
  type Sprite,
} from 'three';
import { type ChapterSceneProps } from '@mission/chapter-kit';
import { foggedStandard, mergeFlat } from '@mission/chapter-kit/scene';
import { BRIDGE_HEIGHT, DISTRESS_TARGETS } from './distress-layout';

/** A fishing boat in trouble: a small hull and a wheelhouse, dark against the sea. */
export function boatGeometry() {
  return mergeFlat([
    { geometry: new BoxGeometry(2.2, 1.1, 6, 1, 1, 1), color: '#3a2e28' },
    { geometry: new BoxGeometry(1.6, 1.4, 1.8), color: '#8c8a80', matrix: new Matrix4().makeTranslation(0, 1.2, 0.8) },
    { geometry: new CylinderGeometry(0.05, 0.05, 3.4, 4), color: '#6d6a62', matrix: new Matrix4().makeTranslation(0, 2.6, -0.8) },
  ]);
}

/** The searchlight's lamp on the bridge roof: each locked bearing gets a beam from here. */
const SEARCHLIGHT_AT = [0, 3.6, 0.5] as const;

/** One signal on the horizon: a boat with a strobe; once locked, a steady green light and the ship's searchlight on it. */
export function Signal({ runtime, index, assets }: Pick<ChapterSceneProps, 'runtime'> & { index: number; assets: SignalAssets }) {
  const target = DISTRESS_TARGETS[index]!;
  const [x, , z] = target.position;
  const boatY = -BRIDGE_HEIGHT + 0.2;
  const strobe = useRef<Sprite>(null);
  const beam = useRef<Mesh>(null);
  useLayoutEffect(() => {
    beam.current?.lookAt(x, boatY + 1, z);
  }, [x, z, boatY]);
  useFrame((state) => {
    const status = runtime.board.get(target.id);
    if (!status || !strobe.current) return;
    const material = strobe.current.material;
    const t = state.clock.elapsedTime + index * 0.37;
    const flash = status.done ? 0.9 : (t % 1.3 < 0.35 ? 1 : 0.3) + (status.aligned ? 0.4 : 0);
    material.opacity = Math.min(1, flash);
    material.color.set(status.done ? '#6dff9e' : '#ff5a3c');
    strobe.current.scale.setScalar(status.done ? 12 : 9 + flash * 6);
    if (beam.current) beam.current.visible = status.done;
  });
  const length = Math.hypot(x - SEARCHLIGHT_AT[0], boatY + 1 - SEARCHLIGHT_AT[1], z - SEARCHLIGHT_AT[2]);
  return (
    <>
      <mesh geometry={assets.boat} material={assets.lit} position={[x, boatY, z]} rotation={[0, Math.atan2(-x, -z) + 0.6, 0]} />
      <sprite ref={strobe} position={[x, boatY + 3.4, z]} material={assets.strobeMaterials[index]} />
      <mesh
        ref={beam}
        geometry={assets.beam}
        material={assets.beamMaterial}
        position={SEARCHLIGHT_AT}
        scale={[1, 1, length]}
        visible={false}
      />
    </>
  );
}

export interface SignalAssets {
  boat: ReturnType<typeof boatGeometry>;
  beam: ConeGeometry;
  lit: ReturnType<typeof foggedStandard>;
  strobeMaterials: readonly SpriteMaterial[];
  beamMaterial: MeshBasicMaterial;
}
