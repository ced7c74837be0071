import { useLayoutEffect, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { MeshBasicMaterial, type Mesh } from 'three';
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
  useSceneAssets,
  type AuroraCurtain,
  type CurtainState,
} from '@mission/chapter-kit/scene';
import { AURORA_BANDS, STRATOSPHERE_HOTSPOTS, STRATOSPHERE_TARGETS } from './stratosphere-layout';
import { SKY, ATMOSPHERE } from './stratosphere-look';
import { stratosphereAssets } from './stratosphere-assets';

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

/** /air/stratosphere: a night flight high over the Arctic, the aurora far above, three aurora bands to centre and capture. */
export default function StratosphereScene({ runtime, found }: ChapterSceneProps) {
  const assets = useSceneAssets(stratosphereAssets, []);
  const reticles = useRef<(Mesh | null)[]>([]);
  const curtains = useRef<CurtainState[]>(AURORA_BANDS.map(() => ({ ...RESTING_CURTAIN })));
  const captured = useEasedTargets(runtime, STRATOSPHERE_TARGETS, (status) => (status?.done ? 1 : 0), { rate: 1.4 });
  const aligned = useEasedTargets(runtime, STRATOSPHERE_TARGETS, (status) => (status?.aligned ? 1 : 0), { rate: 6 });
  const flash = useRef(STRATOSPHERE_TARGETS.map(() => 0));

  // Each reticle faces the player, at its band's target point.
  useLayoutEffect(() => {
    STRATOSPHERE_TARGETS.forEach((target, index) => {
      const mesh = reticles.current[index];
      if (!mesh) return;
      mesh.position.set(...target.position);
      mesh.lookAt(0, 1.7, 0);
    });
  }, []);

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    const enabled = runtime.board.isEnabled;
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
      const mesh = reticles.current[index];
      if (!mesh) return;
      const material = mesh.material as MeshBasicMaterial;
      mesh.visible = enabled || Boolean(status?.done);
      material.color.set(status?.done ? '#7dffb0' : onIt > 0.5 ? '#fff3a0' : '#ffd34a');
      material.opacity = status?.done ? 0.25 + flare * 0.6 : 0.35 + onIt * 0.55 + Math.sin(t * 3 + index) * 0.08;
      mesh.scale.setScalar(status?.done ? 0.6 + flare * 0.5 : 1.15 - onIt * 0.2);
    });
  });

  return (
    <>
      <SkyDome colors={SKY} />
      <StarField count={1400} size={1.8} minElevation={0.02} seed={11} />
      <Atmosphere options={ATMOSPHERE} />
      <mesh geometry={assets.ice} material={assets.iceMaterial} />
      <AuroraCurtains curtains={CURTAINS} state={() => curtains.current} />
      {AURORA_BANDS.map((band, index) => (
        <mesh
          key={`reticle-${band.yaw}`}
          ref={(mesh) => {
            reticles.current[index] = mesh;
          }}
          geometry={assets.reticle}
          material={assets.reticleMaterials[index]}
          renderOrder={3}
          visible={false}
        />
      ))}
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
