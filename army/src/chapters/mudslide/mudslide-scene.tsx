import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { SphereGeometry, type Group } from 'three';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import {
  Atmosphere,
  buildSmoothTerrain,
  Crew,
  crewAtHotspots,
  foggedBasic,
  foggedStandard,
  ParticleField,
  Rain,
  SkyDome,
  useEasedTargets,
  useSceneAssets,
  type CrewMember,
  ContactShadows,
} from '@mission/chapter-kit/scene';
import { DEBRIS, MUDSLIDE_HOTSPOTS, MUDSLIDE_TARGETS, type Debris } from './mudslide-layout';
import { SKY, ATMOSPHERE, DRIZZLE, DUST, MIST } from './mudslide-look';
import { mountainHeight, clearedHeight, clearedGroundColour, EXCAVATOR_AT, EXCAVATOR_HEADING, MACHINE_SHADOWS } from './mudslide-ground';
import {
  boulderGeometry,
  logsGeometry,
  roadMarkingsGeometry,
  carGeometry,
  bulldozerGeometry,
  excavatorGeometry,
  surveyGeometry,
  checkpointGeometry,
} from './mudslide-geometry';
import { DebrisPiece } from './mudslide-debris';
import { Scenery } from './mudslide-scenery';
import { Convoy } from './mudslide-convoy';
import { LaneMud } from './lane-mud';

/** The trades at work: the heavy equipment operator signalling the dozer on, the geomatics technician at the survey tripod, the infantry soldier at the checkpoint on the radio. */
const TRADES = crewAtHotspots(MUDSLIDE_HOTSPOTS, {
  heavyEquipmentOperator: {
    outfit: 'cadpat-field',
    pose: 'signalling',
    work: 'marshal',
    turn: 160,
    ground: mountainHeight(MUDSLIDE_HOTSPOTS.heavyEquipmentOperator[0], MUDSLIDE_HOTSPOTS.heavyEquipmentOperator[2]),
  },
  geomaticsTechnician: {
    outfit: 'cadpat-field',
    pose: 'reading',
    work: 'tablet',
    turn: 140,
    // On the road under the slide's thin toe, boots in its mud: the lane's mud is pushed off round them.
    ground: clearedHeight(MUDSLIDE_HOTSPOTS.geomaticsTechnician[0], MUDSLIDE_HOTSPOTS.geomaticsTechnician[2]),
  },
  infantrySoldier: {
    outfit: 'cadpat-field',
    pose: 'radio',
    work: 'radio',
    turn: 30,
    ground: mountainHeight(MUDSLIDE_HOTSPOTS.infantrySoldier[0], MUDSLIDE_HOTSPOTS.infantrySoldier[2]),
  },
});

/** Engineers at the slide's edge carrying tools and rock off the road, and one on the far side by the excavator. */
const WORKERS: CrewMember[] = [
  [16, 9.5, -0.5],
  [-9, 13.5, 0.6],
  [-4, 22, 2.6],
].map(([yawDeg, distance, heading], index) => {
  const yaw = (yawDeg! * Math.PI) / 180;
  const x = -Math.sin(yaw) * distance!;
  const z = -Math.cos(yaw) * distance!;
  return {
    id: `engineer-${index + 1}`,
    outfit: 'cadpat-field' as const,
    pose: 'carrying' as const,
    work: 'sandbags' as const,
    tool: 'box' as const,
    skin: index + 3,
    position: [x, mountainHeight(x, z), z] as const,
    workYaw: Math.PI + heading!,
    turnsWhenFound: false,
  };
});

const CREW: CrewMember[] = [...TRADES, ...WORKERS];

/**
 * /army/mudslide: a mountain road buried by a slide, its scar and uprooted trees up the slope;
 * the crew around, three pieces of debris on the road to clear, a convoy waiting beyond. Each
 * piece is hauled off on its last tap; once the road is open the convoy rolls down through
 * the slide.
 */
export default function MudslideScene(props: ChapterSceneProps) {
  const assets = useSceneAssets(
    () => ({
      // Smooth ground, its lines packed near the player: flat faces cut the slope and the slide's scar into a sawtooth.
      // The convoy's lane is drawn without its mud: LaneMud lays that over it, to push it aside at the end.
      ground: buildSmoothTerrain({ size: 280, segments: 120, height: clearedHeight, color: clearedGroundColour, centreDetail: 1.6 }),
      excavator: excavatorGeometry(),
      markings: roadMarkingsGeometry(),
      boulder: boulderGeometry(),
      logs: logsGeometry(),
      car: carGeometry(),
      dozer: bulldozerGeometry(MUDSLIDE_HOTSPOTS.heavyEquipmentOperator),
      survey: surveyGeometry(MUDSLIDE_HOTSPOTS.geomaticsTechnician),
      checkpoint: checkpointGeometry(MUDSLIDE_HOTSPOTS.infantrySoldier),
      beacon: new SphereGeometry(0.12, 6, 4),
      lit: foggedStandard(),
      beaconMaterial: foggedBasic({ color: '#ff8a2a' }),
    }),
    [],
  );
  const debrisGeometry: Record<Debris, typeof assets.boulder> = { boulder: assets.boulder, logs: assets.logs, car: assets.car };
  // Dust rises while a piece is being tugged (touched in the last half second).
  const dust = useEasedTargets(
    props.runtime,
    MUDSLIDE_TARGETS,
    (status) => (status && props.runtime.board.now - status.lastTouchAt < 0.5 ? 1 : 0),
    { rate: 8 },
  );
  const beacon = useRef<Group>(null);

  useFrame((state) => {
    if (beacon.current) beacon.current.visible = Math.sin(state.clock.elapsedTime * 6) > 0;
  });

  const [cx, , cz] = MUDSLIDE_HOTSPOTS.infantrySoldier;
  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <mesh geometry={assets.ground} material={assets.lit} />
      <mesh geometry={assets.markings} material={assets.lit} />
      <mesh geometry={assets.excavator} material={assets.lit} position={EXCAVATOR_AT} rotation={[0, EXCAVATOR_HEADING, 0]} />
      <mesh geometry={assets.dozer} material={assets.lit} />
      <ContactShadows spots={MACHINE_SHADOWS} />
      <mesh geometry={assets.survey} material={assets.lit} />
      <mesh geometry={assets.checkpoint} material={assets.lit} />
      <Crew figures={CREW} found={props.found} />
      <group ref={beacon} position={[cx * 1.1 - 1.9, 1.25, cz * 1.1]}>
        <mesh geometry={assets.beacon} material={assets.beaconMaterial} />
      </group>
      <Scenery />
      <LaneMud phase={props.phase} />
      <Convoy phase={props.phase} />
      {DEBRIS.map((id, index) => (
        <DebrisPiece key={id} id={id} index={index} runtime={props.runtime} geometry={debrisGeometry[id]} material={assets.lit} />
      ))}
      <ParticleField options={DUST} intensity={() => dust.current} />
      <ParticleField options={MIST} />
      <Rain options={DRIZZLE} />
    </>
  );
}
