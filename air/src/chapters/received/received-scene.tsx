import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { type Group } from 'three';
import { useReducedMotion } from '@mission/shared';
import { type ChapterSceneProps } from '@mission/chapter-kit';
import {
  ContactShadows,
  Crew,
  CrewFigure,
  Atmosphere,
  easeTowards,
  InstancedProps,
  ParticleField,
  Snow,
  SkyDome,
  useEndingProgress,
  useSceneAssets,
} from '@mission/chapter-kit/scene';
import { herculesPose } from './hercules-path';
import { GATHER_S, heldFrom, residentStance } from './received-gathering';
import { CRATE_AT, SUPPLIES } from './received-layout';
import { SKY, ATMOSPHERE, SNOW, SMOKE } from './received-look';
import { PLANE_AT, groundHeight, HOUSES, PLANE_SHADOW, LAMPS } from './received-ground';
import { CREW, RESIDENT_LOOKS, SLOTS } from './received-crew';
import { receivedAssets } from './received-assets';
import { receivedScenery } from './received-scenery';

/** Seconds a supply takes from the package to the resident's arms. */
const HAND_S = 0.9;

/**
 * /air/received: a northern community at dusk; the package opens and its supplies are handed
 * out, one by one, to the residents they were for; then they gather round the opened package.
 */
export default function ReceivedScene({ runtime, phase, doneTargets, found }: ChapterSceneProps) {
  const calm = useReducedMotion();
  const assets = useSceneAssets(receivedAssets, []);
  const { trees, rocks } = useMemo(() => receivedScenery(), []);
  const lid = useRef<Group>(null);
  const items = useRef<(Group | null)[]>([]);
  const residents = useRef<(Group | null)[]>([]);
  const hercules = useRef<Group>(null);
  const memory = useRef({ open: 0, handedAt: SUPPLIES.map(() => null as number | null) });
  const ending = useEndingProgress(phase, GATHER_S);
  // The package opens once Level 2 begins (and stays open after).
  const opening = phase === 'mission' || phase === 'complete' || doneTargets.length > 0;

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    const m = memory.current;
    const plane = hercules.current;
    if (plane) {
      const pose = herculesPose(t, calm);
      plane.position.set(...pose.position);
      plane.rotation.set(-pose.bank, pose.heading, 0, 'YXZ');
    }
    m.open = easeTowards(m.open, opening ? 1 : 0, delta, 2.2);
    if (lid.current) lid.current.rotation.x = -m.open * 1.95;
    const gathering = ending.current ?? 0;
    const current = SUPPLIES.find((supply) => !doneTargets.includes(supply));
    SUPPLIES.forEach((supply, index) => {
      if (doneTargets.includes(supply) && m.handedAt[index] === null) m.handedAt[index] = t;
      const item = items.current[index];
      const resident = residents.current[index];
      const handed = m.handedAt[index] ?? null;
      const since = handed === null ? -1 : t - handed;
      const stance = residentStance(supply, gathering);
      const ground = groundHeight(stance.x, stance.z);
      if (item) {
        const slot = SLOTS[supply];
        if (handed === null) {
          // In the package; the one whose turn it is rises a little, once it is open.
          const lift = current === supply && runtime.board.isEnabled && !calm ? 0.18 + Math.sin(t * 3) * 0.05 : 0;
          item.position.set(slot[0], slot[1] + m.open * 0.1 + lift * m.open, slot[2]);
          item.rotation.y = 0;
        } else {
          // Carried in an arc to the resident's arms, then held (reduced motion: in their arms at once).
          const k = calm ? 1 : Math.min(1, since / HAND_S);
          const to = heldFrom(stance, ground + stance.bob);
          const ease = k * k * (3 - 2 * k);
          item.position.set(
            slot[0] + (to[0] - slot[0]) * ease,
            slot[1] + (to[1] - slot[1]) * ease + Math.sin(Math.PI * k) * 1.4,
            slot[2] + (to[2] - slot[2]) * ease,
          );
          item.rotation.y = stance.facing;
        }
      }
      if (resident) {
        const hop =
          !calm && since > HAND_S && since < HAND_S + 0.9
            ? Math.abs(Math.sin((since - HAND_S) * 7)) * 0.22 * (1 - (since - HAND_S) / 0.9)
            : 0;
        const sway = calm || phase === 'complete' ? 0 : Math.sin(t * 1.3 + index * 2) * 0.04;
        resident.position.set(stance.x, ground + hop + stance.bob, stance.z);
        resident.rotation.set(0, stance.facing + sway, sway * 0.5);
      }
    });
  });

  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <mesh geometry={assets.ground} material={assets.lit} />
      <mesh geometry={assets.community} material={assets.lit} />
      <Crew figures={CREW} found={found} />
      <ContactShadows spots={PLANE_SHADOW} />
      <mesh geometry={assets.windows} material={assets.warm} />
      <InstancedProps geometry={assets.tree} material={assets.lit} placements={trees} />
      <InstancedProps geometry={assets.rock} material={assets.lit} placements={rocks} />
      <group ref={lid} position={[CRATE_AT[0], 0.94, CRATE_AT[2] - 0.53]}>
        <mesh geometry={assets.lid} material={assets.lit} />
      </group>
      {SUPPLIES.map((supply, index) => (
        <group
          key={supply}
          ref={(group) => {
            items.current[index] = group;
          }}
        >
          <mesh geometry={assets.supplies[index]} material={assets.lit} />
        </group>
      ))}
      {SUPPLIES.map((supply, index) => (
        <group
          key={`resident-${supply}`}
          ref={(group) => {
            residents.current[index] = group;
          }}
        >
          <CrewFigure
            outfit="arctic-parka"
            pose={doneTargets.includes(supply) ? 'carrying' : 'idle'}
            accent={RESIDENT_LOOKS[supply].colour}
            skin={RESIDENT_LOOKS[supply].skin}
          />
        </group>
      ))}
      {LAMPS.map((lamp) => (
        <sprite
          key={`${lamp[0]}-${lamp[2]}`}
          material={assets.lampGlow}
          position={[lamp[0] + 0.7, groundHeight(lamp[0], lamp[2]) + 4.3, lamp[2]]}
          scale={1.6}
        />
      ))}
      <sprite material={assets.windowGlow} position={[HOUSES[4]!.at[0], 2.4, HOUSES[4]!.at[2]]} scale={7} />
      <sprite material={assets.beacon} position={[PLANE_AT[0], 4.9, PLANE_AT[2]]} scale={0.8} />
      <group ref={hercules}>
        <mesh geometry={assets.hercules} material={assets.herculesMaterial} />
        <sprite material={assets.beacon} position={[-16, 8, 0]} scale={4} />
      </group>
      <ParticleField options={SMOKE} />
      <Snow options={SNOW} />
    </>
  );
}
