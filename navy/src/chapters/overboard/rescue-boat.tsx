import { useRef, type RefObject } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group } from 'three';
import { CrewFigure, drawnSwellHeight } from '@mission/chapter-kit/scene';
import { RESCUE_BOAT } from './overboard-layout';
import { SEA } from './overboard-look';
import type { overboardAssets } from './overboard-geometry';
import { rescueBoatPlace, rescueStage } from './overboard-rescue';

interface RescueBoatProps {
  /** The kit's ending progress (useEndingProgress over RESCUE_S). */
  ending: RefObject<number>;
  assets: ReturnType<typeof overboardAssets>;
}

/**
 * The ship's rescue boat with its coxswain at the console and a crew member at the near tube:
 * standing by beyond the person while the lifebuoys keep them afloat, then run in alongside
 * them when the last throw is good, where the crew member hauls them aboard.
 */
export function RescueBoat({ ending, assets }: RescueBoatProps) {
  const boat = useRef<Group>(null);

  useFrame((state) => {
    const t = state.clock.elapsedTime;
    const { runIn } = rescueStage(ending.current);
    const [x, y, z] = rescueBoatPlace(runIn);
    if (!boat.current) return;
    boat.current.position.set(x, y + drawnSwellHeight(SEA, x, z, t), z);
    // It rolls and pitches on the swell, and lifts its bow while it runs in.
    const running = runIn > 0 && runIn < 1 ? Math.sin(Math.PI * runIn) : 0;
    boat.current.rotation.set(Math.sin(t * 1.1) * 0.05, RESCUE_BOAT.yaw, Math.sin(t * 0.8 + 1) * 0.04 + running * 0.08);
  });

  return (
    <group ref={boat} position={RESCUE_BOAT.standby} rotation={[0, RESCUE_BOAT.yaw, 0]}>
      <mesh geometry={assets.rescueBoat} material={assets.lit} />
      <CrewFigure outfit="lifejacket" pose="bracing" work="idle" skin={2} position={[0.05, 0.3, -0.15]} facing={Math.PI / 2} />
      <CrewFigure outfit="lifejacket" pose="kneeling" work="idle" skin={5} position={[-1.7, 0.3, 0.35]} facing={0.3} />
    </group>
  );
}
