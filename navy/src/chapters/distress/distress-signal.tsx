// One contact on the water, a task's target: the fishing boat or a life raft with its light, and the searchlight on it once marked.
import { useLayoutEffect, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import {
  BoxGeometry,
  ConeGeometry,
  CylinderGeometry,
  Matrix4,
  PlaneGeometry,
  SphereGeometry,
  SpriteMaterial,
  type Mesh,
  type MeshBasicMaterial,
  type Sprite,
} from 'three';
import { type ChapterSceneProps } from '@mission/chapter-kit';
import { drawnSwellHeight, foggedStandard, mergeFlat } from '@mission/chapter-kit/scene';
import { BRIDGE_HEIGHT, DISTRESS_TARGETS, SIGNAL_BEARINGS } from './distress-layout';
import { SEA } from './distress-look';

/** The Northern Star, a fishing boat in trouble: its hull low in the water, listing, a white wheelhouse, a mast (about 11 m long). */
export function boatGeometry() {
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  return mergeFlat([
    { geometry: new BoxGeometry(3.6, 1.4, 10.5), color: '#7a2a24', matrix: at(0, 0.2, 0) },
    { geometry: new BoxGeometry(3.4, 0.25, 10.3), color: '#d8d4c8', matrix: at(0, 0.95, 0) },
    { geometry: new BoxGeometry(2.4, 2, 2.8), color: '#e4e1d6', matrix: at(0, 2, 2.2) },
    { geometry: new CylinderGeometry(0.09, 0.09, 5, 4), color: '#9a978e', matrix: at(0, 3.4, -1.4) },
  ]);
}

/** A life raft: its black and orange tube and its orange canopy (about 3.5 m across, drawn a little large to read at 100 m). */
export function raftGeometry() {
  return mergeFlat([
    { geometry: new CylinderGeometry(1.9, 1.9, 0.55, 12), color: '#262a2e', matrix: new Matrix4().makeTranslation(0, 0.2, 0) },
    {
      geometry: new SphereGeometry(1.75, 12, 5, 0, Math.PI * 2, 0, Math.PI / 2).scale(1, 0.85, 1),
      color: '#f2661c',
      matrix: new Matrix4().makeTranslation(0, 0.45, 0),
    },
    { geometry: new BoxGeometry(0.9, 0.9, 0.1), color: '#30241c', matrix: new Matrix4().makeTranslation(0, 0.9, 1.5) },
  ]);
}

/** The searchlight's lamp on the bridge roof: each marked contact gets a beam from here. */
const SEARCHLIGHT_AT = [0, 3.6, 0.5] as const;

/** The boat lies almost broadside to the bridge (radians off end-on), so its length reads at 120 m. */
const BROADSIDE = 1.3;

/** The boat lists (radians): it is taking on water. */
const LIST = 0.14;

/**
 * One contact on the water: the boat (its red distress strobe) or a raft (its canopy light
 * flashing), riding the swell; once its bearing is marked the ship's searchlight holds it, a
 * beam from the bridge and a pool of light on the water round it.
 */
export function Signal({ runtime, index, assets }: Pick<ChapterSceneProps, 'runtime'> & { index: number; assets: SignalAssets }) {
  const target = DISTRESS_TARGETS[index]!;
  const { craft } = SIGNAL_BEARINGS[index]!;
  const [x, , z] = target.position;
  const sea = -BRIDGE_HEIGHT;
  const body = useRef<Mesh>(null);
  const strobe = useRef<Sprite>(null);
  const beam = useRef<Mesh>(null);
  const pool = useRef<Mesh>(null);
  useLayoutEffect(() => {
    beam.current?.lookAt(x, sea + 1, z);
  }, [x, z, sea]);
  useFrame((state) => {
    const status = runtime.board.get(target.id);
    const t = state.clock.elapsedTime + index * 0.37;
    const bob = drawnSwellHeight(SEA, x, z, t);
    body.current?.position.set(x, sea + bob, z);
    if (body.current) body.current.rotation.z = (craft === 'boat' ? LIST : 0) + Math.sin(t * 0.9) * 0.06;
    if (!status || !strobe.current) return;
    // The boat's strobe flashes red; a raft's canopy light, white; brighter while the view is on them.
    const flash = (t % 1.3 < 0.3 ? 1 : 0.25) + (status.aligned ? 0.3 : 0);
    strobe.current.material.opacity = Math.min(1, flash);
    strobe.current.position.set(x, sea + bob + (craft === 'boat' ? 5.6 : 2.2), z);
    strobe.current.scale.setScalar(craft === 'boat' ? 3.2 : 2.4);
    if (beam.current) beam.current.visible = status.done;
    if (pool.current) {
      pool.current.visible = status.done;
      pool.current.position.set(x, sea + bob + 0.3, z);
    }
  });
  const length = Math.hypot(x - SEARCHLIGHT_AT[0], sea + 1 - SEARCHLIGHT_AT[1], z - SEARCHLIGHT_AT[2]);
  return (
    <>
      <mesh
        ref={body}
        geometry={craft === 'boat' ? assets.boat : assets.raft}
        material={assets.lit}
        rotation={[0, Math.atan2(-x, -z) + BROADSIDE, 0]}
      />
      <sprite ref={strobe} material={assets.strobeMaterials[index]} />
      <mesh ref={pool} geometry={assets.pool} material={assets.poolMaterial} visible={false} />
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
  raft: ReturnType<typeof raftGeometry>;
  beam: ConeGeometry;
  pool: PlaneGeometry;
  lit: ReturnType<typeof foggedStandard>;
  strobeMaterials: readonly SpriteMaterial[];
  beamMaterial: MeshBasicMaterial;
  poolMaterial: MeshBasicMaterial;
}
