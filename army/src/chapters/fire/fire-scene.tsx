import type { ChapterSceneProps } from '@mission/chapter-kit';
import { Atmosphere, Crew, crewAtHotspots, ParticleField, SkyDome, useEasedTargets, type CrewMember } from '@mission/chapter-kit/scene';
import { FIRE_HOTSPOTS, FIRE_TARGETS } from './fire-layout';
import { SKY, ATMOSPHERE, HOSE_SPRAY, ASH, FIRE_EASE } from './fire-look';
import { polar3 } from './fire-ground';
import { Ground, Forest } from './fire-forest';
import { Fires, Props } from './fire-props';

/** How lit each fire is now (1 burning, 0 out), eased so a fire dies down rather than blinks out; and the hose spray on it. */
function useFireLevels({ runtime }: ChapterSceneProps) {
  const levels = useEasedTargets(runtime, FIRE_TARGETS, (status) => (status?.done ? 0 : 1 - (status?.progress ?? 0) * 0.85), {
    ...FIRE_EASE,
    initial: 1,
  });
  const spray = useEasedTargets(runtime, FIRE_TARGETS, (status) => (status?.holding ? 1 : 0), FIRE_EASE);
  return { levels, spray };
}

/**
 * The trades at work: the firefighter (RCAF) in turnout gear at the pump trailer, the
 * armoured soldier in field greens and helmet on the radio to the Griffon, the medical
 * technician kneeling by the tent; and two soldiers of the mop-up line carrying hose and
 * tools towards the front, in the red fire-retardant coveralls soldiers wear on a fire line
 * under the province's wildfire crews (docs/fact-sources/army.md, MOPUP).
 */
const CREW: CrewMember[] = [
  ...crewAtHotspots(FIRE_HOTSPOTS, {
    firefighter: { outfit: 'firefighter-turnout', pose: 'bracing', work: 'hose', turn: 150 },
    armourSoldier: { outfit: 'cadpat-field', pose: 'radio', work: 'radio', turn: 150 },
    medicalTechnician: { outfit: 'medic', pose: 'kneeling', work: 'treat', turn: 200 },
  }),
  ...[polar3(-95, 19), polar3(-115, 22)].map((position, index) => ({
    id: `mop-up-${index + 1}`,
    outfit: 'fire-coverall-red' as const,
    pose: 'carrying' as const,
    work: 'sandbags' as const,
    tool: 'box' as const,
    skin: index + 3,
    position,
    workYaw: Math.atan2(-position[0], -position[2]) + Math.PI,
    turnsWhenFound: false,
  })),
];

/** /army/fire: the forest at dusk, three fires burning among the trees. */
export default function FireScene(props: ChapterSceneProps) {
  const fire = useFireLevels(props);
  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <Ground />
      <Forest />
      <Fires {...fire} />
      <Props />
      <Crew figures={CREW} found={props.found} />
      <ParticleField options={HOSE_SPRAY} intensity={() => fire.spray.current} />
      <ParticleField options={ASH} />
    </>
  );
}
