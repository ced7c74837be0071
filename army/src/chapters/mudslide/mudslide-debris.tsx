// The three pieces of debris, the task's targets: each shaken by a tap and hauled off the road on the last.
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { type Group } from 'three';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import { easeTowards, foggedStandard, mergeFlat } from '@mission/chapter-kit/scene';
import { MUDSLIDE_TARGETS, type Debris } from './mudslide-layout';
import { roadCentre, mountainHeight } from './mudslide-ground';

/** How deep each piece is buried in the mud (m). */
const SUNK: Record<Debris, number> = { boulder: 0.35, logs: 0.2, car: 0.55 };

/** Each piece of debris: shaken and dragged a little by each tap, then hauled off the road on the third. */
export function DebrisPiece({
  id,
  runtime,
  geometry,
  material,
  index,
}: { id: Debris; index: number; geometry: ReturnType<typeof mergeFlat>; material: ReturnType<typeof foggedStandard> } & Pick<
  ChapterSceneProps,
  'runtime'
>) {
  const group = useRef<Group>(null);
  const target = MUDSLIDE_TARGETS.find((candidate) => candidate.id === id)!;
  const [x, , z] = target.position;
  // Each piece sits in the mud, partly buried (the car deepest), and is hauled up out of it.
  const base = mountainHeight(x, z) - SUNK[id];
  const pull = x - roadCentre(z) >= 0 ? 1 : -1;
  const shown = useRef({ progress: 0, doneAt: -1 });
  useFrame((state, delta) => {
    const mesh = group.current;
    const status = runtime.board.get(id);
    if (!mesh || !status) return;
    const t = state.clock.elapsedTime;
    const memory = shown.current;
    memory.progress = easeTowards(memory.progress, status.progress, delta, 6);
    if (status.done && memory.doneAt < 0) memory.doneAt = t;
    const since = memory.doneAt < 0 ? 0 : t - memory.doneAt;
    const shake = Math.max(0, 0.35 - (runtime.board.now - status.lastTouchAt)) * Math.sin(t * 60 + index) * 0.25;
    const haul = Math.min(1, since / 1.2);
    mesh.position.set(
      x + pull * (memory.progress * 2.2 + haul * haul * 7) + shake,
      base + memory.progress * SUNK[id] * 0.6 - haul * 2.5,
      z,
    );
    mesh.rotation.set(0, index * 0.7 + memory.progress * 0.3 * pull, pull * memory.progress * 0.12 + haul * pull * 0.5);
    mesh.visible = haul < 1;
  });
  return (
    <group ref={group} position={[x, base, z]}>
      <mesh geometry={geometry} material={material} />
    </group>
  );
}
