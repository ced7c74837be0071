// One contact on the water, a task's target: the fishing boat or a life raft with its light, and the searchlight on it once marked.
import { useLayoutEffect, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import {
  BoxGeometry,
  ConeGeometry,
  CylinderGeometry,
  Matrix4,
  SphereGeometry,
  SpriteMaterial,
  type Mesh,
  type PlaneGeometry,
  type PointLight,
  type ShaderMaterial,
  type Sprite,
} from 'three';
import { type ChapterSceneProps } from '@mission/chapter-kit';
import { drawnSwellHeight, foggedStandard, mergeFlat } from '@mission/chapter-kit/scene';
import { BRIDGE_HEIGHT, CRAFT_SIZE, DISTRESS_TARGETS, SIGNAL_BEARINGS } from './distress-layout';
import { SEA } from './distress-look';
import { layOnSwell } from '../searchlight';

/** The Northern Star, a fishing boat in trouble: its hull low in the water, listing, a white wheelhouse, a mast (CRAFT_SIZE.boat long). */
export function boatGeometry() {
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  // Drawn 10.5 m long and scaled to the boat's length, beam and heights with it.
  const scale = CRAFT_SIZE.boat / 10.5;
  return mergeFlat([
    { geometry: new BoxGeometry(3.6, 1.4, 10.5), color: '#8a2c24', matrix: at(0, 0.2, 0) },
    { geometry: new BoxGeometry(3.4, 0.25, 10.3), color: '#d8d4c8', matrix: at(0, 0.95, 0) },
    { geometry: new BoxGeometry(2.4, 2, 2.8), color: '#eeebe2', matrix: at(0, 2, 2.2) },
    // A band of reflective tape round the wheelhouse roof: it flares in the searchlight.
    { geometry: new BoxGeometry(2.5, 0.22, 2.9), color: '#f4f1e6', matrix: at(0, 3.05, 2.2) },
    { geometry: new CylinderGeometry(0.09, 0.09, 5, 4), color: '#9a978e', matrix: at(0, 3.4, -1.4) },
  ]).scale(scale, scale, scale);
}

/** A life raft: its black and orange tube and its orange canopy (CRAFT_SIZE.raft across). */
export function raftGeometry() {
  const scale = CRAFT_SIZE.raft / 3.8;
  return mergeFlat([
    { geometry: new CylinderGeometry(1.9, 1.9, 0.55, 12), color: '#262a2e', matrix: new Matrix4().makeTranslation(0, 0.2, 0) },
    {
      geometry: new SphereGeometry(1.75, 12, 5, 0, Math.PI * 2, 0, Math.PI / 2).scale(1, 0.85, 1),
      color: '#f2661c',
      matrix: new Matrix4().makeTranslation(0, 0.45, 0),
    },
    { geometry: new BoxGeometry(0.9, 0.9, 0.1), color: '#30241c', matrix: new Matrix4().makeTranslation(0, 0.9, 1.5) },
  ]).scale(scale, scale, scale);
}

/** The searchlight's lamp on the bridge roof: each contact it holds gets a beam from here. */
const SEARCHLIGHT_AT = [0, 3.6, 0.5] as const;

/** The boat lies almost broadside to the bridge (radians off end-on), so its length reads. */
const BROADSIDE = 1.3;

/** The boat lists (radians): it is taking on water. */
const LIST = 0.14;

/** How high over the water the searchlight's light on a contact hangs (metres), and how bright it is. */
const LIT_FROM = 9;
const LIT_INTENSITY = 220;

/** Whether the searchlight holds a contact: while the watch is centred on it, and from when it is marked. */
export function searchlightHolds(status: { aligned: boolean; done: boolean } | undefined): boolean {
  return status !== undefined && (status.aligned || status.done);
}

/**
 * One contact on the water: the boat (its red distress strobe) or a raft (its canopy light
 * flashing), riding the swell in the white water it makes; while the watch is centred on it and
 * once it is marked, the ship's searchlight holds it: a beam from the bridge, a pool of light
 * on the swell round it, and the light on the craft itself.
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
    const flash = (t % 1.3 < 0.3 ? 1 : 0.35) + (status.aligned ? 0.3 : 0);
    strobe.current.material.opacity = Math.min(1, flash);
    strobe.current.position.set(x, sea + bob + (craft === 'boat' ? 8.4 : 2.6), z);
    strobe.current.scale.setScalar((craft === 'boat' ? 4.6 : 3.4) * (t % 1.3 < 0.3 ? 1.25 : 1));
    const held = searchlightHolds(status);
    if (beam.current) beam.current.visible = held;
    if (pool.current) {
      pool.current.visible = held;
      if (held) layOnSwell(pool.current, SEA, x, sea, z, state.clock.elapsedTime);
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
      <mesh ref={pool} geometry={assets.pools[index]} material={assets.poolMaterial} visible={false} />
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

/**
 * The searchlight's light on the craft it holds (the one the watch is centred on, else the last
 * marked): one light that moves, so the bridge's materials light one lamp more, not three.
 */
export function SearchlightOnContact({ runtime }: Pick<ChapterSceneProps, 'runtime'>) {
  const light = useRef<PointLight>(null);
  useFrame((state) => {
    if (!light.current) return;
    const statuses = DISTRESS_TARGETS.map((target) => runtime.board.get(target.id));
    const aligned = statuses.findIndex((status) => status?.aligned);
    const marked = statuses.map((status) => status?.done === true).lastIndexOf(true);
    const index = aligned >= 0 ? aligned : marked;
    light.current.intensity = index >= 0 ? LIT_INTENSITY : 0;
    if (index < 0) return;
    const [x, , z] = DISTRESS_TARGETS[index]!.position;
    const bob = drawnSwellHeight(SEA, x, z, state.clock.elapsedTime + index * 0.37);
    // Over the craft and on the bridge's side of it, so the faces the watch sees are the lit ones.
    const toBridge = Math.hypot(x, z);
    light.current.position.set(x - (x / toBridge) * 3, -BRIDGE_HEIGHT + bob + LIT_FROM, z - (z / toBridge) * 3);
  });
  return <pointLight ref={light} color="#fff2d8" intensity={0} distance={LIT_FROM * 3} decay={2} />;
}

export interface SignalAssets {
  boat: ReturnType<typeof boatGeometry>;
  raft: ReturnType<typeof raftGeometry>;
  beam: ConeGeometry;
  /** One pool sheet per contact: each lies on the swell under its own contact. */
  pools: readonly PlaneGeometry[];
  lit: ReturnType<typeof foggedStandard>;
  strobeMaterials: readonly SpriteMaterial[];
  beamMaterial: ShaderMaterial;
  poolMaterial: ShaderMaterial;
}
