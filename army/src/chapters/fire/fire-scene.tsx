import { smoothstep } from '@mission/chapter-kit';
import { useEndingProgress } from '@mission/chapter-kit/scene';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import { useRef } from 'react';
import {
  Atmosphere,
  Crew,
  crewAtHotspots,
  ParticleField,
  SkyDome,
  useEasedTargets,
  yawToward,
  type CrewMember,
} from '@mission/chapter-kit/scene';
import { FIRE_HOTSPOTS, FIRE_LINE, FIRE_TARGETS } from './fire-layout';
import { SKY, ATMOSPHERE, HOSE_SPRAY, ASH, FIRE_EASE, FIRE_ENDING } from './fire-look';
import { FIRE_GROUND, MOP_UP_AT } from './fire-ground';
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
 * technician kneeling by the tent, turned to the visitor so their face and hands read; and at
 * each hot spot a soldier of the mop-up line working a hose on it, in the red fire-retardant
 * coveralls soldiers wear on a fire line under the province's wildfire crews
 * (docs/fact-sources/army.md, MOPUP), standing beside the fire, side-on to the visitor.
 */
const CREW: CrewMember[] = [
  ...crewAtHotspots(FIRE_HOTSPOTS, {
    firefighter: { outfit: 'firefighter-turnout', pose: 'bracing', work: 'hose', turn: 150 },
    armourSoldier: { outfit: 'cadpat-field', pose: 'radio', work: 'radio', turn: 150 },
    medicalTechnician: { outfit: 'medic', pose: 'kneeling', work: 'treat', turn: 35 },
  }),
  ...MOP_UP_AT.map((position, index) => ({
    id: `mop-up-${index + 1}`,
    outfit: 'fire-coverall-red' as const,
    pose: 'bracing' as const,
    work: 'hose' as const,
    skin: index + 3,
    position,
    workYaw: yawToward(position, FIRE_GROUND[index]),
    turnsWhenFound: false,
  })),
];

/** The front burning down once the last hot spot is out: one level for each of its fires. */
function useFront(phase: ChapterSceneProps['phase']) {
  const ending = useEndingProgress(phase, FIRE_ENDING.seconds);
  const levels = useRef({ front: FIRE_LINE.map(() => 1), ash: [1] });
  const played = () => smoothstep(0, 1, ending.current);
  return {
    front: () => levels.current.front.fill(1 - (1 - FIRE_ENDING.frontLeft) * played()),
    ash: () => levels.current.ash.fill(1 - (1 - FIRE_ENDING.ashLeft) * played()),
  };
}

/**
 * /army/fire: the forest at dusk, three hot spots burning in the scorched tree line. Each dies
 * down as it is held; once the last is out the front beyond burns down and its smoke and the
 * falling ash thin (FIRE_ENDING), the line held.
 */
export default function FireScene(props: ChapterSceneProps) {
  const fire = useFireLevels(props);
  const { front, ash } = useFront(props.phase);
  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <Ground />
      <Forest />
      <Fires {...fire} front={front} />
      <Props />
      <Crew figures={CREW} found={props.found} />
      <ParticleField options={HOSE_SPRAY} intensity={() => fire.spray.current} />
      <ParticleField options={ASH} intensity={ash} />
    </>
  );
}
