import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { AdditiveBlending, CylinderGeometry, MeshBasicMaterial, type Mesh, type Sprite } from 'three';
import type { TaskTargetDefinition } from '../chapter-definition';
import type { ChapterRuntime } from '../runtime/chapter-runtime';
import { easeTowards } from '../art/eased-level';
import { lightGlowMaterial, ringGlowTexture } from '../art/glow-texture';
import { useSceneAssets } from '../art/use-scene-assets';
import { BEACON_COLUMN_M, BEACON_PULSE_S, beaconHaloRadius, beaconHasColumn, beaconLevel } from '../view/target-beacon-size';

/** Warm light, the kit's accent in the world: one colour for every chapter's targets. */
const BEACON_COLOUR = '#ffd98a';
const HALO_OPACITY = 0.7;
const COLUMN_OPACITY = 0.16;
/** Beacons come on and go out over about half a second (98 % in 0.5 s). */
const BEACON_EASE_RATE = 7.8;

interface TaskBeaconsProps {
  runtime: ChapterRuntime;
  /** The targets Level 2 shows now (a sequence shows one at a time); empty outside Level 2. */
  targets: readonly TaskTargetDefinition[];
  eyeHeight: number;
  calm: boolean;
}

/**
 * One target style for every chapter, in the world (docs/decisions.md "One target style, in the
 * world"): a soft halo of warm light on the thing to act on, with a faint column over it when
 * it stands near by on the ground. It breathes while the target waits, brightens as it is
 * worked, and goes out when it is done. The HTML control over it is what a finger, key or
 * screen reader uses; this is what the eye finds in the scene.
 */
export function TaskBeacons({ runtime, targets, eyeHeight, calm }: TaskBeaconsProps) {
  const assets = useSceneAssets(
    () => ({
      ring: ringGlowTexture(),
      column: new CylinderGeometry(0.05, 0.32, 1, 10, 1, true).translate(0, 0.5, 0),
    }),
    [],
  );
  return (
    <>
      {targets.map((target) => (
        <TaskBeacon key={target.id} runtime={runtime} target={target} eyeHeight={eyeHeight} calm={calm} assets={assets} />
      ))}
    </>
  );
}

function TaskBeacon({
  runtime,
  target,
  eyeHeight,
  calm,
  assets,
}: {
  runtime: ChapterRuntime;
  target: TaskTargetDefinition;
  eyeHeight: number;
  calm: boolean;
  assets: { ring: ReturnType<typeof ringGlowTexture>; column: CylinderGeometry };
}) {
  const halo = useRef<Sprite>(null);
  const column = useRef<Mesh>(null);
  const level = useRef(0);
  const materials = useSceneAssets(
    () => ({
      // A beacon is light on the thing: trees, a rail or a window frame in front do not put it out.
      halo: Object.assign(lightGlowMaterial(assets.ring, BEACON_COLOUR, 0), { depthTest: false }),
      column: new MeshBasicMaterial({
        color: BEACON_COLOUR,
        transparent: true,
        opacity: 0,
        blending: AdditiveBlending,
        depthWrite: false,
        fog: false,
      }),
    }),
    [assets],
  );
  const [x, y, z] = target.position;
  const radius = beaconHaloRadius(Math.hypot(x, y - eyeHeight, z));
  const withColumn = beaconHasColumn(target.position, eyeHeight);

  useFrame((state, delta) => {
    const pulse = calm ? 0.5 : 0.5 + 0.5 * Math.sin((state.clock.elapsedTime * 2 * Math.PI) / BEACON_PULSE_S);
    level.current = easeTowards(level.current, beaconLevel(runtime.board.get(target.id), pulse), delta, BEACON_EASE_RATE);
    const lit = level.current;
    const sprite = halo.current;
    if (sprite) {
      sprite.material.opacity = HALO_OPACITY * lit;
      // The ring breathes a little while it waits.
      const size = radius * 2 * (calm ? 1 : 0.94 + 0.06 * pulse);
      sprite.scale.set(size, size, 1);
      sprite.visible = lit > 0.01;
    }
    const light = column.current;
    if (light) {
      (light.material as MeshBasicMaterial).opacity = COLUMN_OPACITY * lit;
      light.visible = withColumn && lit > 0.01;
    }
  });

  return (
    <group position={[x, y, z]}>
      <sprite ref={halo} material={materials.halo} renderOrder={10} />
      {withColumn ? (
        <mesh
          ref={column}
          geometry={assets.column}
          material={materials.column}
          position={[0, radius * 0.6, 0]}
          scale={[radius, BEACON_COLUMN_M, radius]}
          renderOrder={9}
        />
      ) : null}
    </group>
  );
}
