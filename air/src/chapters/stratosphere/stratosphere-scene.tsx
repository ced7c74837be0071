import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Vector3, type Group, type Mesh, type ShaderMaterial } from 'three';
import { useReducedMotion } from '@mission/shared';
import { polar } from '@mission/chapter-kit';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import {
  Atmosphere,
  AuroraCurtains,
  Crew,
  crewAtHotspots,
  easeTowards,
  RESTING_CURTAIN,
  SkyDome,
  StarField,
  useEasedTargets,
  useEndingProgress,
  useSceneAssets,
  type AuroraCurtain,
  type CurtainState,
} from '@mission/chapter-kit/scene';
import { AURORA_BANDS, STRATOSPHERE_HOTSPOTS, STRATOSPHERE_TARGETS } from './stratosphere-layout';
import { SKY, ATMOSPHERE } from './stratosphere-look';
import { stratosphereAssets } from './stratosphere-assets';
import { ICE_DRIFT_SPEED } from './stratosphere-ice';
import { BANK, bankSideAwayFrom, worldTurn, type BankSide } from './stratosphere-bank';

/**
 * The crew in RCAF flight suits (kit figures): the pilot seated at the controls (who keeps
 * flying when found: a seated figure cannot turn round in its seat), the meteorological
 * technician pointing at the weather console, the aerospace control officer on the radio at
 * the radar console; and the second pilot in the right-hand seat (the CC-130J flies with two
 * pilots, docs/fact-sources/air.md), no trade of the chapter, who never turns round.
 */
const CREW = [
  ...crewAtHotspots(STRATOSPHERE_HOTSPOTS, {
    pilot: { outfit: 'aircrew-flight-suit', pose: 'seated', work: 'console', turn: 180, turnsWhenFound: false },
    meteorologicalTechnician: { outfit: 'aircrew-flight-suit', pose: 'reading', work: 'tablet', turn: 170 },
    aerospaceControlOfficer: { outfit: 'aircrew-flight-suit', pose: 'radio', work: 'radio', turn: 190 },
  }),
  ...crewAtHotspots(
    { secondPilot: polar(-27, 3.25) },
    { secondPilot: { outfit: 'aircrew-flight-suit', pose: 'seated', work: 'console', turn: 180, turnsWhenFound: false, skin: 4 } },
  ),
];

/** Brighter than the kit's resting curtain: here the aurora is the hero of the frame. */
const GLOWING = 0.85;

/** The curtains as the kit draws them, from the bands' own sizes. */
const CURTAINS: AuroraCurtain[] = AURORA_BANDS.map(({ yaw, distance, low, high, halfSpan, foot, curtainHeight }) => ({
  yaw,
  distance,
  low,
  high,
  halfSpan,
  foot,
  height: curtainHeight,
}));

/** The player's eye: the world outside turns round it when the aircraft banks. */
const EYE: [number, number, number] = [0, 1.7, 0];

/** Where the player looks, read once as the ending starts (to bank away from it). */
const look = new Vector3();

/** /air/stratosphere: a night flight high over the Arctic, the aurora far above, three aurora bands to centre and capture; then the aircraft banks away. */
export default function StratosphereScene({ runtime, phase, found }: ChapterSceneProps) {
  const calm = useReducedMotion();
  const assets = useSceneAssets(stratosphereAssets, []);
  const world = useRef<Group>(null);
  const ice = useRef<Mesh>(null);
  const curtains = useRef<CurtainState[]>(AURORA_BANDS.map(() => ({ ...RESTING_CURTAIN })));
  const captured = useEasedTargets(runtime, STRATOSPHERE_TARGETS, (status) => (status?.done ? 1 : 0), { rate: 1.4 });
  const aligned = useEasedTargets(runtime, STRATOSPHERE_TARGETS, (status) => (status?.aligned ? 1 : 0), { rate: 6 });
  const flash = useRef(STRATOSPHERE_TARGETS.map(() => 0));
  const ending = useEndingProgress(phase, BANK.seconds);
  const side = useRef<BankSide | null>(null);

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    const iceShader = ice.current?.material as ShaderMaterial | undefined;
    if (iceShader) iceShader.uniforms.uDrift!.value = calm ? 0 : (t * ICE_DRIFT_SPEED) % 10000;
    const progress = ending.current ?? 0;
    if (progress === 0) side.current = null;
    else side.current ??= bankSideAwayFrom(state.camera.getWorldDirection(look).x);
    const turn = worldTurn(progress, side.current ?? 1);
    world.current?.rotation.set(0, turn.yaw, turn.roll, 'ZYX');
    STRATOSPHERE_TARGETS.forEach((target, index) => {
      const status = runtime.board.get(target.id);
      const done = captured.current[index] ?? 0;
      const onIt = aligned.current[index] ?? 0;
      // A capture flares the band, then it settles bright and calm.
      flash.current[index] = status?.done ? easeTowards(flash.current[index] ?? 0, 0, delta, 1.2) : 1;
      const flare = status?.done ? (flash.current[index] ?? 0) : 0;
      const curtain = curtains.current[index];
      if (curtain) {
        curtain.wave = 1 - done * 0.65;
        curtain.intensity = GLOWING + onIt * 0.3 + Math.sin(t * 2.2 + index) * 0.06 * (1 - done) + done * 0.45 + flare * 0.6;
      }
    });
  });

  return (
    <>
      <Atmosphere options={ATMOSPHERE} />
      {/* Everything outside the aircraft, turning round the player's eye as it banks. */}
      <group position={EYE}>
        <group ref={world}>
          <group position={[-EYE[0], -EYE[1], -EYE[2]]}>
            <SkyDome colors={SKY} />
            <StarField count={1400} size={1.8} minElevation={0.02} seed={11} />
            <mesh ref={ice} geometry={assets.ice} material={assets.iceMaterial} />
            <mesh geometry={assets.haze} material={assets.hazeMaterial} />
            <AuroraCurtains curtains={CURTAINS} state={() => curtains.current} />
          </group>
        </group>
      </group>
      <mesh geometry={assets.deck} material={assets.lit} />
      <Crew figures={CREW} found={found} />
      <mesh geometry={assets.screens} material={assets.screenMaterial} />
      {/* Dim night lighting on the deck: the displays' glow on the pilots, a low amber light over the consoles behind. */}
      <pointLight color="#6fd0a0" intensity={1.6} distance={4} decay={1.6} position={[-0.4, 1.2, -3.2]} />
      <pointLight color="#ffb066" intensity={3} distance={6} decay={1.6} position={[0, 2.6, 2.2]} />
      <sprite material={assets.deckGlow} position={[0, 2.9, 2.6]} scale={0.8} />
    </>
  );
}
