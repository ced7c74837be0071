import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { type Group, type Mesh, type MeshBasicMaterial, type Sprite } from 'three';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import {
  Atmosphere,
  easeTowards,
  Crew,
  drawnSwellHeight,
  CrewFigure,
  Rain,
  SkyDome,
  useSceneAssets,
  Wake,
  WaterSurface,
} from '@mission/chapter-kit/scene';
import { PLATFORM_FRONT } from './frigate-side';
import {
  DECK_HEIGHT,
  fromShip,
  markerOffset,
  OVERBOARD_HOTSPOTS,
  OVERBOARD_TARGETS,
  PERSON_ABOARD,
  PERSON_PLACES,
  PLATFORM_OUTBOARD,
} from './overboard-layout';
import { SKY, ATMOSPHERE, SEA, SPRAY, HULL_FOAM } from './overboard-look';
import { overboardAssets, SHIP_AT, SHIP_TURN, HULL_FOAM_AT, FISHING_BOAT_AT, PERSON_SUNK, DYE_LIFT } from './overboard-geometry';
import { DIVER_SWELL, CREW_ON_DECK } from './overboard-crew';

/** Where the lifebuoy leaves the player's hands: over the platform's front rail. */
const THROW_FROM = fromShip(PLATFORM_FRONT + 0.2, PLATFORM_OUTBOARD, 1.3);

/** Seconds a throw is in the air. */
const FLIGHT_S = 0.9;

/** A throw in the air or landed: where it left from, where it lands, when, and whether it was good. */
interface Throw {
  at: number;
  to: readonly [number, number, number];
  good: boolean;
}

/** /navy/overboard: a person in the water off the ship's side; three good lifebuoy throws bring them in. */
export default function OverboardScene({ runtime, doneTargets, found }: ChapterSceneProps) {
  const assets = useSceneAssets(overboardAssets, []);
  const person = useRef<Group>(null);
  const marker = useRef<Mesh>(null);
  const buoy = useRef<Group>(null);
  const line = useRef<Mesh>(null);
  const splash = useRef<Mesh>(null);
  const strobe = useRef<Sprite>(null);
  const ring = useRef<Mesh>(null);
  const dye = useRef<Mesh>(null);
  const diver = useRef<Group>(null);
  const fishingBoat = useRef<Group>(null);
  const memory = useRef({
    place: [...PERSON_PLACES[0]!] as [number, number, number],
    misses: 0,
    done: 0,
    throw: null as Throw | null,
    aboard: 0,
  });
  const throws = doneTargets.length;

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    const m = memory.current;
    const current = OVERBOARD_TARGETS.find((target) => !doneTargets.includes(target.id));
    // Where the person should be: the place of the next throw, or at the ship's side once all three are good.
    const goal = current ? PERSON_PLACES[OVERBOARD_TARGETS.indexOf(current)]! : PERSON_ABOARD;
    for (let axis = 0; axis < 3; axis += 1) m.place[axis] = easeTowards(m.place[axis]!, goal[axis]!, delta, 0.8);
    m.aboard = current ? 0 : Math.min(1, m.aboard + delta / 3);
    const [px, , pz] = m.place;
    // The person rides the water as it is drawn, so it cuts them at the chest whatever the swell.
    const bob = drawnSwellHeight(SEA, px, pz, t);
    const water = -DECK_HEIGHT;
    if (person.current) person.current.position.set(px, water + bob + m.aboard * 3.2, pz);
    if (fishingBoat.current) {
      // The boat rides the swell: it rises and rolls with the waves under it.
      fishingBoat.current.position.y = FISHING_BOAT_AT[1] + drawnSwellHeight(SEA, FISHING_BOAT_AT[0], FISHING_BOAT_AT[2], t);
      fishingBoat.current.rotation.z = Math.sin(t * 0.9) * 0.08;
    }
    if (ring.current) {
      // The white water the person churns round them: it shows where they are against the dark sea.
      ring.current.position.set(px, water + bob + 0.08 + m.aboard * 3.2, pz);
      ring.current.scale.setScalar(1 + 0.12 * Math.sin(t * 2.2));
      ring.current.visible = m.aboard < 0.5;
    }
    if (diver.current) {
      const [dx, , dz] = OVERBOARD_HOTSPOTS.clearanceDiver;
      diver.current.position.y = drawnSwellHeight(SEA, dx, dz, t);
    }
    if (dye.current) {
      // The dye spreads on the water round them, riding the swell: it shows where they are from the rail.
      const patch = dye.current;
      patch.position.set(px, water, pz);
      patch.visible = m.aboard < 0.5;
      const corners = patch.geometry.getAttribute('position');
      for (let v = 0; v < corners.count; v += 1)
        corners.setY(v, drawnSwellHeight(SEA, px + corners.getX(v), pz + corners.getZ(v), t) + DYE_LIFT);
      corners.needsUpdate = true;
    }
    if (strobe.current) {
      // The float coat's light on their left shoulder: a steady point that flashes once a second.
      strobe.current.position.set(px + 0.24, water + bob + PERSON_SUNK[1] + 1.5 + m.aboard * 3.2, pz + 0.1);
      strobe.current.scale.setScalar(t % 1.1 < 0.12 ? 0.7 : 0.22);
    }

    // A new throw: a miss lands where the marker was, a good one beside the person.
    const status = current ? runtime.board.get(current.id) : undefined;
    const misses = OVERBOARD_TARGETS.reduce((sum, target) => sum + (runtime.board.get(target.id)?.misses ?? 0), 0);
    if (misses > m.misses) {
      const offset = current ? markerOffset(runtime.board.cyclePhase(current.id)) : 0;
      m.throw = { at: t, to: [px + offset, water, pz], good: false };
    } else if (throws > m.done) {
      m.throw = { at: t, to: [px + 0.7, water, pz], good: true };
    }
    m.misses = misses;
    m.done = throws;

    // The aim marker sweeps across the person; bright green while a throw would count.
    const markerMesh = marker.current;
    if (markerMesh) {
      markerMesh.visible = current !== undefined && runtime.board.isEnabled;
      if (current) {
        const offset = markerOffset(runtime.board.cyclePhase(current.id));
        markerMesh.position.set(px + offset, water + drawnSwellHeight(SEA, px + offset, pz, t) + 0.15, pz);
        (markerMesh.material as MeshBasicMaterial).color.set(status?.aligned ? '#5dff9c' : '#ffd34a');
      }
    }

    // The buoy in flight (a parabola), then floating where it landed; a missed one is hauled back after a moment.
    const flight = m.throw;
    const buoyGroup = buoy.current;
    if (buoyGroup && line.current && splash.current) {
      const since = flight ? t - flight.at : Infinity;
      const gone = !flight || (!flight.good && since > FLIGHT_S + 1.4);
      buoyGroup.visible = !gone;
      line.current.visible = !gone;
      splash.current.visible = flight !== null && since > FLIGHT_S && since < FLIGHT_S + 0.6;
      if (flight && !gone) {
        const k = Math.min(1, since / FLIGHT_S);
        const to = flight.good ? [px + 0.7, water + bob + m.aboard * 3.2, pz] : flight.to;
        const x = THROW_FROM[0] + (to[0]! - THROW_FROM[0]) * k;
        const z = THROW_FROM[2] + (to[2]! - THROW_FROM[2]) * k;
        const y =
          THROW_FROM[1] + (to[1]! - THROW_FROM[1]) * k + Math.sin(Math.PI * k) * 3.5 + (k >= 1 ? drawnSwellHeight(SEA, x, z, t) : 0);
        buoyGroup.position.set(x, y, z);
        buoyGroup.rotation.set(0, 0, k < 1 ? since * 9 : 0);
        line.current.position.set(...THROW_FROM);
        line.current.lookAt(x, y, z);
        line.current.scale.set(1, 1, Math.hypot(x - THROW_FROM[0], y - THROW_FROM[1], z - THROW_FROM[2]));
        const splashSince = since - FLIGHT_S;
        splash.current.position.set(flight.to[0]!, water, flight.to[2]!);
        splash.current.scale.set(0.6 + splashSince * 3, 0.4 + splashSince * 2.5, 0.6 + splashSince * 3);
        (splash.current.material as MeshBasicMaterial).opacity = Math.max(0, 0.7 - splashSince);
      }
    }
  });

  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <group position={[0, -DECK_HEIGHT, 0]}>
        <WaterSurface options={SEA} />
      </group>
      <group position={SHIP_AT} rotation={SHIP_TURN}>
        <mesh geometry={assets.ship} material={assets.lit} />
        <Wake options={HULL_FOAM} position={[HULL_FOAM_AT[0], -DECK_HEIGHT, HULL_FOAM_AT[2]]} rotation={[0, Math.PI, 0]} />
        {/* A floodlight on the superstructure, over the side deck and the water. */}
        <sprite material={assets.floodlight} position={[-1.5, 5, -26]} scale={2.2} />
      </group>
      <group ref={fishingBoat} position={FISHING_BOAT_AT} rotation={[0, 0.9, 0]}>
        <mesh geometry={assets.fishingBoat} material={assets.lit} />
        <sprite material={assets.floodlight} position={[0, 5.2, 2.8]} scale={2.5} />
      </group>
      <mesh geometry={assets.crewGear} material={assets.lit} />
      <Crew figures={CREW_ON_DECK} found={found} />
      <group ref={diver}>
        <Crew figures={DIVER_SWELL} found={found} shadows={false} />
      </group>
      <group ref={person}>
        <CrewFigure outfit="float-coat" pose="treading" work="treading" skin={4} position={PERSON_SUNK} shadow={false} />
      </group>
      <mesh ref={dye} geometry={assets.dyePatch} material={assets.dyeMaterial} frustumCulled={false} />
      <mesh ref={ring} geometry={assets.foamRing} material={assets.foamMaterial} />
      <sprite ref={strobe} material={assets.strobe} scale={0.22} />
      <mesh ref={marker} geometry={assets.marker} material={assets.markerMaterial} />
      <group ref={buoy} visible={false}>
        <mesh geometry={assets.buoy} material={assets.buoyMaterial} />
      </group>
      <mesh ref={line} geometry={assets.line} material={assets.lineMaterial} visible={false} />
      <mesh ref={splash} geometry={assets.splash} material={assets.splashMaterial} visible={false} />
      <Rain options={SPRAY} />
    </>
  );
}
