import type { ChapterSceneProps } from '@mission/chapter-kit';
import { Atmosphere, ParticleField, Crew, crewAtHotspots, Rain, SkyDome, yawToward, type CrewMember } from '@mission/chapter-kit/scene';
import { FLOOD_HOTSPOTS } from './flood-layout';
import { SKY, ATMOSPHERE, RAIN, SPLASHES } from './flood-look';
import { BUILDER_SPOTS, groundHeight } from './flood-ground';
import { Town } from './flood-town';
import { Gaps } from './flood-gaps';
import { Water } from './flood-water';

/** The trades at work: the combat engineer carrying a sandbag, the vehicle technician at the truck's wheel, the logistics officer pointing out the supplies. */
const TRADES = crewAtHotspots(FLOOD_HOTSPOTS, {
  combatEngineer: {
    outfit: 'cadpat-field',
    pose: 'carrying',
    work: 'sandbags',
    turn: 150,
    ground: groundHeight(FLOOD_HOTSPOTS.combatEngineer[0], FLOOD_HOTSPOTS.combatEngineer[2]),
  },
  vehicleTechnician: {
    outfit: 'cadpat-field',
    pose: 'kneeling',
    work: 'wrench',
    turn: 170,
    ground: groundHeight(FLOOD_HOTSPOTS.vehicleTechnician[0], FLOOD_HOTSPOTS.vehicleTechnician[2]),
  },
  logisticsOfficer: {
    outfit: 'cadpat-field',
    pose: 'reading',
    work: 'tablet',
    turn: 130,
    ground: groundHeight(FLOOD_HOTSPOTS.logisticsOfficer[0], FLOOD_HOTSPOTS.logisticsOfficer[2]),
  },
});

/** Soldiers building the levee beside the gaps, carrying bags to it through the flood. */
const BUILDERS: CrewMember[] = BUILDER_SPOTS.map(([x, z, yaw], index) => ({
  id: `builder-${index + 1}`,
  outfit: 'cadpat-field' as const,
  pose: 'carrying' as const,
  work: 'sandbags' as const,
  skin: index + 2,
  position: [x, groundHeight(x, z), z] as const,
  workYaw: Math.PI + yaw,
  turnsWhenFound: false,
}));

/** Once the levee holds, the builders stand down: hands empty, turned from the wall to the street and the visitor. */
const STOOD_DOWN: CrewMember[] = BUILDERS.map((builder) => ({
  ...builder,
  pose: 'idle' as const,
  work: 'idle' as const,
  workYaw: yawToward(builder.position),
}));

const CREW: CrewMember[] = [...TRADES, ...BUILDERS];
const CREW_STOOD_DOWN: CrewMember[] = [...TRADES, ...STOOD_DOWN];

/**
 * /army/flood: a riverside street in the rain, the river pouring through four gaps in the levee
 * ahead. Each bag stack stops one gap's water; once all four hold, the street drains (the
 * asphalt shows again), the river holds where it stopped and the soldiers at the wall stand down.
 */
export default function FloodScene(props: ChapterSceneProps) {
  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <Town />
      <Crew figures={props.phase === 'complete' ? CREW_STOOD_DOWN : CREW} found={props.found} />
      <Gaps doneTargets={props.doneTargets} />
      <Water runtime={props.runtime} doneTargets={props.doneTargets} phase={props.phase} />
      <Rain options={RAIN} />
      <ParticleField options={SPLASHES} />
    </>
  );
}
