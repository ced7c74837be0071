import { useRef, type RefObject } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group, Mesh, MeshBasicMaterial, ShaderMaterial } from 'three';
import type { ChapterRuntime } from '@mission/chapter-kit';
import { drawnSwellHeight } from '@mission/chapter-kit/scene';
import { PLATFORM_FRONT } from './frigate-side';
import { DECK_HEIGHT, fromShip, markerOffset, OVERBOARD_TARGETS, PLATFORM_OUTBOARD } from './overboard-layout';
import { SEA } from './overboard-look';
import { POOL_OPACITY, SEARCHLIGHT_AT, type overboardAssets } from './overboard-geometry';
import { layOnSwell, runSearchlight } from '../searchlight';
import type { RescueTrack } from './rescue-track';
import { BUOYS_IN_AFTER_S, RESCUE_S } from './overboard-rescue';

/** Where the lifebuoy leaves the player's hands: over the platform's front rail. */
const THROW_FROM = fromShip(PLATFORM_FRONT + 0.2, PLATFORM_OUTBOARD, 1.3);

/** Seconds a throw is in the air. */
const FLIGHT_S = 0.9;

/** A throw in the air or landed: when, where it lands, and whether it was good. */
interface Throw {
  at: number;
  to: readonly [number, number, number];
  good: boolean;
}

interface LifebuoyThrowProps {
  runtime: ChapterRuntime;
  doneTargets: readonly string[];
  track: RefObject<RescueTrack>;
  /** The kit's ending progress (useEndingProgress over RESCUE_S). */
  ending: RefObject<number>;
  assets: ReturnType<typeof overboardAssets>;
}

/**
 * The aim and the throws: the searchlight's pool sweeps across the person (brightest while a
 * throw would count: the aim), and each throw's lifebuoy flies on its line, a miss lands where
 * the pool was and is hauled back, a good one floats beside the person until they are hauled out.
 */
export function LifebuoyThrow({ runtime, doneTargets, track: trackRef, ending, assets }: LifebuoyThrowProps) {
  const buoy = useRef<Group>(null);
  const line = useRef<Mesh>(null);
  const splash = useRef<Mesh>(null);
  const pool = useRef<Mesh>(null);
  const beam = useRef<Mesh>(null);
  const memory = useRef({ misses: 0, done: 0, throw: null as Throw | null });
  const throws = doneTargets.length;

  useFrame((state) => {
    const t = state.clock.elapsedTime;
    const track = trackRef.current;
    const m = memory.current;
    const current = OVERBOARD_TARGETS.find((target) => !doneTargets.includes(target.id));
    const [px, , pz] = track.place;
    const water = -DECK_HEIGHT;
    const bob = drawnSwellHeight(SEA, px, pz, t);

    // A new throw: a miss lands where the pool was, a good one beside the person.
    const misses = OVERBOARD_TARGETS.reduce((sum, target) => sum + (runtime.board.get(target.id)?.misses ?? 0), 0);
    if (misses > m.misses) {
      const offset = current ? markerOffset(runtime.board.cyclePhase(current.id)) : 0;
      m.throw = { at: t, to: [px + offset, water, pz], good: false };
    } else if (throws > m.done) {
      m.throw = { at: t, to: [px + 0.7, water, pz], good: true };
    }
    m.misses = misses;
    m.done = throws;

    // The searchlight's pool sweeps across the person and its beam follows it; it burns bright while a throw would count.
    const aiming = current !== undefined && runtime.board.isEnabled;
    runSearchlight([assets.poolMaterial, assets.beamMaterial], t);
    if (pool.current && beam.current) {
      pool.current.visible = aiming;
      beam.current.visible = aiming;
      if (current) {
        const offset = markerOffset(runtime.board.cyclePhase(current.id));
        const aligned = runtime.board.get(current.id)?.aligned ?? false;
        const y = water + drawnSwellHeight(SEA, px + offset, pz, t);
        layOnSwell(pool.current, SEA, px + offset, water, pz, t);
        (pool.current.material as ShaderMaterial).uniforms.uOpacity!.value = aligned ? POOL_OPACITY.aligned : POOL_OPACITY.sweeping;
        beam.current.position.set(...SEARCHLIGHT_AT);
        beam.current.lookAt(px + offset, y, pz);
        beam.current.scale.z = Math.hypot(px + offset - SEARCHLIGHT_AT[0], y - SEARCHLIGHT_AT[1], pz - SEARCHLIGHT_AT[2]);
      }
    }

    // The buoy in flight (a parabola), then floating where it landed; a missed one is hauled back after a moment, a good one goes with the person.
    const flight = m.throw;
    const buoyGroup = buoy.current;
    if (!buoyGroup || !line.current || !splash.current) return;
    const since = flight ? t - flight.at : Infinity;
    const gone = !flight || (!flight.good && since > FLIGHT_S + 1.4) || (flight.good && ending.current * RESCUE_S > BUOYS_IN_AFTER_S);
    buoyGroup.visible = !gone;
    line.current.visible = !gone;
    splash.current.visible = flight !== null && since > FLIGHT_S && since < FLIGHT_S + 0.6;
    if (!flight || gone) return;
    const k = Math.min(1, since / FLIGHT_S);
    const to = flight.good ? [px + 0.7, water + bob, pz] : flight.to;
    const x = THROW_FROM[0] + (to[0]! - THROW_FROM[0]) * k;
    const z = THROW_FROM[2] + (to[2]! - THROW_FROM[2]) * k;
    const y = THROW_FROM[1] + (to[1]! - THROW_FROM[1]) * k + Math.sin(Math.PI * k) * 3.5 + (k >= 1 ? drawnSwellHeight(SEA, x, z, t) : 0);
    buoyGroup.position.set(x, y, z);
    buoyGroup.rotation.set(0, 0, k < 1 ? since * 9 : 0);
    line.current.position.set(...THROW_FROM);
    line.current.lookAt(x, y, z);
    line.current.scale.set(1, 1, Math.hypot(x - THROW_FROM[0], y - THROW_FROM[1], z - THROW_FROM[2]));
    const splashSince = since - FLIGHT_S;
    splash.current.position.set(flight.to[0]!, water, flight.to[2]!);
    splash.current.scale.set(0.6 + splashSince * 3, 0.4 + splashSince * 2.5, 0.6 + splashSince * 3);
    (splash.current.material as MeshBasicMaterial).opacity = Math.max(0, 0.7 - splashSince);
  });

  return (
    <>
      <mesh ref={beam} geometry={assets.beam} material={assets.beamMaterial} visible={false} />
      <mesh ref={pool} geometry={assets.pool} material={assets.poolMaterial} visible={false} />
      <group ref={buoy} visible={false}>
        <mesh geometry={assets.buoy} material={assets.buoyMaterial} />
      </group>
      <mesh ref={line} geometry={assets.line} material={assets.lineMaterial} visible={false} />
      <mesh ref={splash} geometry={assets.splash} material={assets.splashMaterial} visible={false} />
    </>
  );
}
