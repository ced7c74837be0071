import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { ShaderMaterial, type Group, type Mesh, type MeshBasicMaterial, type Sprite } from 'three';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import { Atmosphere, Crew, crewAtHotspots, easeTowards, SkyDome, useSceneAssets } from '@mission/chapter-kit/scene';
import {
  AIRDROP_HOTSPOTS,
  AIRDROP_TARGETS,
  GROUND_DEPTH,
  GROUND_SPEED,
  HOLD,
  MARKER_AT,
  READY_AT,
  ringCentre,
  ringOffset,
  SWEEP_SPAN,
  WAITING_AT,
} from './airdrop-layout';
import { SKY, ATMOSPHERE } from './airdrop-look';
import { airdropAssets } from './airdrop-assets';
import { rampY, LIP } from './airdrop-hold-geometry';

/** The crew in RCAF flight suits (kit figures): the loadmaster at the release controls by the ramp, in his restraint harness tethered to the floor (the ramp is open), the avionics technician on the intercom at the ladder, the aviation technician kneeling at the rollers' locks. */
const CREW = crewAtHotspots(AIRDROP_HOTSPOTS, {
  loadmaster: { outfit: 'aircrew-flight-suit', pose: 'pointing', work: 'ramp', turn: 160, harness: true },
  avionicsTechnician: { outfit: 'aircrew-flight-suit', pose: 'reading', work: 'tablet', turn: 180 },
  aviationTechnician: { outfit: 'aircrew-flight-suit', pose: 'kneeling', work: 'wrench', turn: 180 },
});

/** Seconds for a package to roll out, then to come down under its canopy. */
const ROLL_S = 0.5;

const FALL_S = 2.6;

interface Drop {
  /** Scene time of the release. */
  at: number;
  /** The ring's centre along the track at the release: the package lands there and moves with the ice. */
  landZ: number;
  landX: number;
}

/** /air/airdrop: the Hercules's hold, ramp open over the Arctic; three packages released over the drop zone. */
export default function AirdropScene({ runtime, doneTargets, found }: ChapterSceneProps) {
  const assets = useSceneAssets(airdropAssets, []);
  const ground = useRef<Mesh>(null);
  const ring = useRef<Mesh>(null);
  const sight = useRef<Mesh>(null);
  const markerLight = useRef<Sprite>(null);
  const jumpLight = useRef<Sprite>(null);
  const packages = useRef<(Group | null)[]>([]);
  const canopies = useRef<(Group | null)[]>([]);
  const memory = useRef({
    drops: AIRDROP_TARGETS.map(() => null as Drop | null),
    places: AIRDROP_TARGETS.map((_, index) => [...(index === 0 ? READY_AT : WAITING_AT[index - 1]!)] as [number, number, number]),
    opened: AIRDROP_TARGETS.map(() => 0),
    ringFade: 0,
    ringFor: '' as string,
  });

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    const m = memory.current;
    const board = runtime.board;
    const scroll = (t * GROUND_SPEED) % 20000;
    const groundShader = ground.current?.material as ShaderMaterial | undefined;
    if (groundShader) groundShader.uniforms.uScroll!.value = scroll;
    const currentIndex = AIRDROP_TARGETS.findIndex((target) => !doneTargets.includes(target.id));
    const current = currentIndex >= 0 ? AIRDROP_TARGETS[currentIndex] : undefined;
    const status = current ? board.get(current.id) : undefined;
    const phase = current ? board.cyclePhase(current.id) : 0;

    // The drop zone comes round under the marker; it fades in for each new package and fades out far astern.
    if ((current?.id ?? '') !== m.ringFor) {
      m.ringFor = current?.id ?? '';
      m.ringFade = 0;
    }
    m.ringFade = easeTowards(m.ringFade, current ? 1 : 0, delta, 2.5);
    const ringMesh = ring.current;
    if (ringMesh) {
      const [x, y, z] = ringCentre(phase);
      ringMesh.position.set(x, y + 0.15, z);
      const farFade = Math.min(1, Math.max(0, (SWEEP_SPAN / 2 - ringOffset(phase)) / 8));
      (ringMesh.material as MeshBasicMaterial).opacity = 0.95 * m.ringFade * farFade;
      ringMesh.visible = m.ringFade > 0.01;
    }

    // The sight and the jump light: amber, green while a release would count, red for a moment after a miss.
    const enabled = board.isEnabled && current !== undefined;
    const missed = status ? board.now - status.lastMissAt < 0.45 : false;
    const colour = !enabled ? '#ffb02e' : missed ? '#ff3b2f' : status?.aligned ? '#5dff9c' : '#ffb02e';
    (sight.current?.material as MeshBasicMaterial | undefined)?.color.set(colour);
    markerLight.current?.material.color.set(colour);
    jumpLight.current?.material.color.set(enabled && status?.aligned ? '#3dff6a' : '#ff3b2f');

    // The packages: waiting forward on the rollers, the next one at the ramp's hinge, the released ones rolling out and coming down.
    AIRDROP_TARGETS.forEach((target, index) => {
      const group = packages.current[index];
      const canopy = canopies.current[index];
      if (!group || !canopy) return;
      const released = doneTargets.includes(target.id);
      if (released && !m.drops[index]) {
        const centre = ringCentre(phase);
        m.drops[index] = { at: t, landZ: centre[2] - (index - 1) * 2, landX: centre[0] + (index - 1) * 3 };
      }
      const drop = m.drops[index];
      if (!drop) {
        const queue = index - Math.max(0, currentIndex);
        const goal = queue <= 0 ? READY_AT : WAITING_AT[Math.min(WAITING_AT.length - 1, queue - 1)]!;
        const place = m.places[index]!;
        for (let axis = 0; axis < 3; axis += 1) place[axis] = easeTowards(place[axis]!, goal[axis]!, delta, 2.2);
        // A miss makes the waiting package jolt on its rollers.
        const jolt = index === currentIndex && missed ? Math.sin(t * 60) * 0.03 : 0;
        group.position.set(place[0] + jolt, place[1], place[2]);
        group.scale.setScalar(1);
        group.visible = true;
        canopy.visible = false;
        return;
      }
      const since = t - drop.at;
      if (since < ROLL_S) {
        // Rolling out along the floor and down the ramp, gathering speed.
        const k = (since / ROLL_S) ** 2;
        const z = READY_AT[2] + (LIP[2] - READY_AT[2]) * k;
        group.position.set(READY_AT[0] + (LIP[0] - READY_AT[0]) * k, rampY(z), z);
        group.rotation.set(0, 0, 0);
        canopy.visible = false;
        return;
      }
      // Out of the aircraft: it falls behind and below, its canopy opens, it lands in the ring and moves off with the ice.
      const flight = Math.min(1, (since - ROLL_S) / FALL_S);
      const landZ = drop.landZ - GROUND_SPEED * (since - ROLL_S);
      const across = 1 - (1 - flight) ** 2;
      const x = LIP[0] + (drop.landX - LIP[0]) * across;
      const z = LIP[2] + (landZ - LIP[2]) * across;
      const y = LIP[1] + (-GROUND_DEPTH - LIP[1]) * flight ** 1.3;
      group.position.set(x, y, z);
      group.rotation.set(flight < 1 ? Math.sin(since * 3) * 0.12 : 0, 0, 0);
      // Drawn larger as it goes, so it still reads at 80 m.
      group.scale.setScalar(1 + flight * 1.6);
      m.opened[index] = since - ROLL_S > 0.35 ? easeTowards(m.opened[index]!, 1, delta, 4) : 0;
      canopy.visible = m.opened[index]! > 0.02;
      const settle = flight >= 1 ? Math.min(1, (since - ROLL_S - FALL_S) / 0.8) : 0;
      canopy.scale.set(
        m.opened[index]! * (1 + settle * 0.3),
        m.opened[index]! * (1 - settle * 0.85),
        m.opened[index]! * (1 + settle * 0.3),
      );
      group.visible = landZ > -430;
    });
  });

  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <mesh ref={ground} geometry={assets.ground} material={assets.groundMaterial} />
      <mesh ref={ring} geometry={assets.dropZone} material={assets.dropZoneMaterial} visible={false} renderOrder={1} />
      <mesh geometry={assets.hold} material={assets.lit} />
      <Crew figures={CREW} found={found} />
      <mesh geometry={assets.lamps} material={assets.unlit} />
      <mesh ref={sight} geometry={assets.sight} material={assets.sightMaterial} />
      <sprite ref={markerLight} material={assets.markerLight} position={MARKER_AT} scale={0.45} />
      <sprite ref={jumpLight} material={assets.jumpLight} position={[-HOLD.halfWidth + 0.16, 1.82, -2.2]} scale={0.28} />
      <sprite material={assets.redLights} position={[0, 2.6, 1]} scale={2.4} />
      <sprite material={assets.redLights} position={[0, 2.6, 5]} scale={2.4} />
      {/* The hold's red night lighting, and the cold light off the ice coming in over the ramp. */}
      <pointLight color="#ff5a3a" intensity={4} distance={9} decay={1.5} position={[0, 2.4, 3.5]} />
      <pointLight color="#e6eeff" intensity={5} distance={10} decay={1.5} position={[0.4, 1.6, -6]} />
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
