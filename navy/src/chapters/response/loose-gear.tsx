import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group, Mesh } from 'three';
import type { ChapterRuntime } from '@mission/chapter-kit';
import { easeTowards, foggedStandard, useSceneAssets } from '@mission/chapter-kit/scene';
import { useReducedMotion } from '@mission/shared';
import { GEAR_LOCKER_AT, LOOSE_GEAR_AT } from './response-layout';
import { LOCKER, lockerBodyGeometry, lockerLidGeometry, loosePieces } from './loose-gear-geometry';

/** The locker's mouth in the gear's frame, where each piece drops in. */
const MOUTH = [GEAR_LOCKER_AT[0] - LOOSE_GEAR_AT[0], LOCKER.height, GEAR_LOCKER_AT[2] - LOOSE_GEAR_AT[2]] as const;

/** The lid stands open this far (radians) until the gear is in. */
const LID_OPEN = -1.9;

/**
 * The clear-deck check in the world: loose gear on the deck astern and an open locker beside
 * it; once the deck is confirmed clear each piece is lifted into the locker, one after the
 * other, and the lid shuts (under reduced motion: stowed, lid shut, at once).
 */
export function LooseGear({ runtime, checkId }: { runtime: ChapterRuntime; checkId: string }) {
  const calm = useReducedMotion();
  const assets = useSceneAssets(
    () => ({ pieces: loosePieces(), body: lockerBodyGeometry(), lid: lockerLidGeometry(), lit: foggedStandard() }),
    [],
  );
  const pieces = useRef<(Mesh | null)[]>([]);
  const lid = useRef<Group>(null);
  const stowed = useRef(0);

  useFrame((_, delta) => {
    const done = runtime.board.get(checkId)?.done ?? false;
    stowed.current = calm ? (done ? 1 : 0) : easeTowards(stowed.current, done ? 1.05 : 0, delta, 2.2);
    const count = assets.pieces.length;
    assets.pieces.forEach((piece, index) => {
      const mesh = pieces.current[index];
      if (!mesh) return;
      // Staggered: each piece takes its share of the way, lifted in an arc, and is gone once inside.
      const k = Math.min(1, Math.max(0, stowed.current * (count + 1) - index) / 2);
      const [x, y, z] = piece.at;
      mesh.position.set(x + (MOUTH[0] - x) * k, y + (MOUTH[1] - y) * k + Math.sin(Math.PI * k) * 0.7, z + (MOUTH[2] - z) * k);
      mesh.visible = k < 0.98;
    });
    if (lid.current) lid.current.rotation.x = LID_OPEN * (1 - Math.min(1, Math.max(0, (stowed.current - 0.8) / 0.2)));
  });

  return (
    <group position={LOOSE_GEAR_AT}>
      {assets.pieces.map((piece, index) => (
        <mesh
          key={index}
          ref={(mesh) => {
            pieces.current[index] = mesh;
          }}
          geometry={piece.geometry}
          material={assets.lit}
          position={piece.at}
          rotation={[0, piece.turn, 0]}
        />
      ))}
      <group position={[MOUTH[0], 0, MOUTH[2]]} rotation={[0, 0.3, 0]}>
        <mesh geometry={assets.body} material={assets.lit} />
        <group ref={lid} position={[0, LOCKER.height, -LOCKER.depth / 2]} rotation={[LID_OPEN, 0, 0]}>
          <mesh geometry={assets.lid} material={assets.lit} />
        </group>
      </group>
    </group>
  );
}
