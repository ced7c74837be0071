import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { ShaderMaterial, type Group, type Mesh, type MeshBasicMaterial, type PointLight, type Sprite } from 'three';
import { useReducedMotion } from '@mission/shared';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import { Atmosphere, Crew, crewAtHotspots, easeTowards, SkyDome, useEndingProgress, useSceneAssets } from '@mission/chapter-kit/scene';
import {
  AIRDROP_HOTSPOTS,
  AIRDROP_TARGETS,
  GROUND_SPEED,
  HOLD,
  READY_AT,
  ringCentre,
  ringOffset,
  SWEEP_SPAN,
  WAITING_AT,
} from './airdrop-layout';
import { SKY, ATMOSPHERE } from './airdrop-look';
import { airdropAssets } from './airdrop-assets';
import { ENDING_S, OPEN_SLOPE, CLOSED_RISE, rampRaise } from './airdrop-ramp-closing';
import { DETACHED_RING_S, dropZoneAfter, FALL_S, OUT_OF_SIGHT_Z, packageFlight, ROLL_S, type Drop } from './airdrop-package-flight';

/** The crew in RCAF flight suits (kit figures): the loadmaster at the release controls by the ramp, in his restraint harness tethered to the floor (the ramp is open), the avionics technician on the intercom at the ladder, the aviation technician kneeling at the rollers' locks. */
const CREW = crewAtHotspots(AIRDROP_HOTSPOTS, {
  loadmaster: { outfit: 'aircrew-flight-suit', pose: 'pointing', work: 'ramp', turn: 160, harness: true },
  avionicsTechnician: { outfit: 'aircrew-flight-suit', pose: 'reading', work: 'tablet', turn: 180 },
  aviationTechnician: { outfit: 'aircrew-flight-suit', pose: 'kneeling', work: 'wrench', turn: 180 },
});

/** /air/airdrop: the Hercules's hold, ramp open over the Arctic; three packages released over the drop zone, their canopies opening; then the ramp closes. */
export default function AirdropScene({ runtime, phase, doneTargets, found }: ChapterSceneProps) {
  const calm = useReducedMotion();
  const assets = useSceneAssets(airdropAssets, []);
  const ground = useRef<Mesh>(null);
  const ring = useRef<Mesh>(null);
  const sight = useRef<Mesh>(null);
  const jumpLight = useRef<Sprite>(null);
  const ramp = useRef<Group>(null);
  const iceLight = useRef<PointLight>(null);
  const ending = useEndingProgress(phase, ENDING_S);
  const packages = useRef<(Group | null)[]>([]);
  const canopies = useRef<(Group | null)[]>([]);
  const memory = useRef({
    drops: AIRDROP_TARGETS.map(() => null as Drop | null),
    last: null as Drop | null,
    places: AIRDROP_TARGETS.map((_, index) => [...(index === 0 ? READY_AT : WAITING_AT[index - 1]!)] as [number, number, number]),
    ringFade: 0,
  });

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    const m = memory.current;
    const board = runtime.board;
    const groundShader = ground.current?.material as ShaderMaterial | undefined;
    if (groundShader) groundShader.uniforms.uScroll!.value = (t * GROUND_SPEED) % 20000;
    const currentIndex = AIRDROP_TARGETS.findIndex((target) => !doneTargets.includes(target.id));
    const current = currentIndex >= 0 ? AIRDROP_TARGETS[currentIndex] : undefined;
    const status = current ? board.get(current.id) : undefined;
    const cycle = current ? board.cyclePhase(current.id) : 0;

    // The ending: once the last package has gone the ramp closes, shutting out the ice's cold light.
    const raise = rampRaise(ending.current ?? 0);
    ramp.current?.rotation.set(raise, 0, 0);
    if (iceLight.current) iceLight.current.intensity = 5 * (1 - 0.85 * (raise / (OPEN_SLOPE + CLOSED_RISE)));

    // A release fixes where its drop zone is; that ring then rides astern with the ice, the package coming down into it.
    AIRDROP_TARGETS.forEach((target, index) => {
      if (!doneTargets.includes(target.id) || m.drops[index]) return;
      m.drops[index] = { at: t, centre: ringCentre(cycle) };
      m.last = m.drops[index];
    });

    // ONE drop-zone ring: the last release's, carried off with its package (to the end, once all are down),
    // else the next pass's, sliding out from under the ramp, up to the marker and away, fading far astern.
    const ringMesh = ring.current;
    if (ringMesh) {
      const material = ringMesh.material as MeshBasicMaterial;
      const sinceLast = m.last ? t - m.last.at : Infinity;
      if (m.last && (sinceLast < DETACHED_RING_S || !current)) {
        ringMesh.position.set(...dropZoneAfter(m.last, sinceLast));
        material.opacity = 0.95 * (current ? Math.min(1, (DETACHED_RING_S - sinceLast) / 0.5) : 1);
        m.ringFade = 0;
      } else {
        const [x, y, z] = ringCentre(cycle);
        ringMesh.position.set(x, y, z);
        m.ringFade = easeTowards(m.ringFade, current ? 1 : 0, delta, 3);
        material.opacity = 0.95 * m.ringFade * Math.min(1, Math.max(0, (SWEEP_SPAN / 2 - ringOffset(cycle)) / 14));
      }
      ringMesh.position.y += 0.15;
      ringMesh.visible = material.opacity > 0.01;
    }

    // The sight and the jump light: amber, green while a release would count, red for a moment after a miss.
    const enabled = board.isEnabled && current !== undefined;
    const missed = status ? board.now - status.lastMissAt < 0.45 : false;
    const colour = !enabled ? '#ffb02e' : missed ? '#ff3b2f' : status?.aligned ? '#5dff9c' : '#ffb02e';
    (sight.current?.material as MeshBasicMaterial | undefined)?.color.set(colour);
    jumpLight.current?.material.color.set(enabled && status?.aligned ? '#3dff6a' : '#ff3b2f');

    // The packages: waiting forward on the rollers, the next one at the ramp's hinge, the released ones rolling out and coming down.
    AIRDROP_TARGETS.forEach((_, index) => {
      const group = packages.current[index];
      const canopy = canopies.current[index];
      if (!group || !canopy) return;
      const drop = m.drops[index];
      if (!drop) {
        const queue = index - Math.max(0, currentIndex);
        const goal = queue <= 0 ? READY_AT : WAITING_AT[Math.min(WAITING_AT.length - 1, queue - 1)]!;
        const place = m.places[index]!;
        for (let axis = 0; axis < 3; axis += 1) place[axis] = easeTowards(place[axis]!, goal[axis]!, delta, 2.2);
        // A miss makes the waiting package jolt on its rollers.
        const jolt = index === currentIndex && missed && !calm ? Math.sin(t * 60) * 0.03 : 0;
        group.position.set(place[0] + jolt, place[1], place[2]);
        canopy.visible = false;
        return;
      }
      // Reduced motion: no fall to watch; the package is down in its drop zone under its open canopy at once.
      const flight = packageFlight(drop, calm ? Math.max(t - drop.at, ROLL_S + FALL_S) : t - drop.at, index);
      group.position.set(...flight.position);
      group.rotation.set(flight.swing, 0, 0);
      group.scale.setScalar(flight.scale);
      canopy.visible = flight.canopy > 0.02;
      canopy.scale.set(
        flight.canopy * (1 + flight.slack * 0.3),
        flight.canopy * (1 - flight.slack * 0.85),
        flight.canopy * (1 + flight.slack * 0.3),
      );
      group.visible = flight.position[2] > OUT_OF_SIGHT_Z;
    });
  });

  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <mesh ref={ground} geometry={assets.ground} material={assets.groundMaterial} />
      <mesh ref={ring} geometry={assets.dropZone} material={assets.dropZoneMaterial} visible={false} renderOrder={1} />
      <mesh geometry={assets.hold} material={assets.lit} />
      <mesh geometry={assets.fittings} material={assets.lit} />
      <Crew figures={CREW} found={found} />
      <mesh geometry={assets.lamps} material={assets.unlit} />
      <group ref={ramp} position={[0, 0, HOLD.rampHinge]}>
        <mesh geometry={assets.ramp} material={assets.lit} />
        <mesh ref={sight} geometry={assets.sight} material={assets.sightMaterial} />
      </group>
      <sprite ref={jumpLight} material={assets.jumpLight} position={[-HOLD.halfWidth + 0.16, 1.82, -2.2]} scale={0.28} />
      <sprite material={assets.redLights} position={[0, 2.6, 1]} scale={2.4} />
      <sprite material={assets.redLights} position={[0, 2.6, 5]} scale={2.4} />
      {/* The hold's red night lighting, and the cold light off the ice coming in over the ramp. */}
      <pointLight color="#ff5a3a" intensity={4} distance={9} decay={1.5} position={[0, 2.4, 3.5]} />
      <pointLight ref={iceLight} color="#e6eeff" intensity={5} distance={10} decay={1.5} position={[0.4, 1.6, -6]} />
      {AIRDROP_TARGETS.map((target, index) => (
        <group
          key={target.id}
          ref={(group) => {
            packages.current[index] = group;
          }}
        >
          <mesh geometry={assets.box} material={assets.lit} />
          <group
            position={[0, 0.85, 0]}
            ref={(group) => {
              canopies.current[index] = group;
            }}
            visible={false}
          >
            <mesh geometry={assets.canopy} material={assets.canopyMaterial} position={[0, -0.85, 0]} />
          </group>
        </group>
      ))}
    </>
  );
}
