import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { ConeGeometry, type Group } from 'three';
import { type ChapterSceneProps } from '@mission/chapter-kit';
import {
  Atmosphere,
  foggedBasic,
  foggedStandard,
  Crew,
  crewAtHotspots,
  lightGlowMaterial,
  radialGlowTexture,
  SkyDome,
  StarField,
  useEndingProgress,
  useSceneAssets,
  WaterSurface,
} from '@mission/chapter-kit/scene';
import { BRIDGE_HEIGHT, DISTRESS_HOTSPOTS, RADAR_PLOT, SIGNAL_BEARINGS } from './distress-layout';
import { MOON_DIRECTION, SKY, ATMOSPHERE, SEA } from './distress-look';
import {
  DECKHEAD,
  around,
  headingTo,
  OPERATOR,
  OPERATOR_HEADING,
  bridgeGeometry,
  screensGeometry,
  foredeckGeometry,
} from './distress-bridge';
import { boatGeometry, raftGeometry, SearchlightOnContact, Signal, type SignalAssets } from './distress-signal';
import { runSearchlight, searchlightBeamMaterial, searchlightPoolGeometry, searchlightPoolMaterial } from '../searchlight';
import { courseTurn, LOOK_ON_NEW_COURSE, TURN_S } from './distress-course';
import { Radar } from './distress-radar';

/** The bridge team in dark blue work dress and ball caps at their stations: the communicator on the radio, the operator at the radar plot, the officer of the watch at the chart. */
const CREW = crewAtHotspots(DISTRESS_HOTSPOTS, {
  navalCommunicator: { outfit: 'naval-work-dress', pose: 'radio', work: 'radio', turn: 150 },
  // Seated at the radar plot, facing its scope (side-on to the player, who sees the plot past them).
  navalCombatInformationOperator: {
    outfit: 'naval-work-dress',
    pose: 'seated',
    work: 'console',
    turn: ((OPERATOR_HEADING - headingTo(OPERATOR, [0, 0, 0])) * 180) / Math.PI,
  },
  bridgeWatchkeeper: { outfit: 'naval-work-dress', pose: 'pointing', work: 'directing', turn: 200 },
});

/**
 * /navy/distress: a frigate's bridge at night; three contacts on the water (the fishing boat
 * and its two life rafts) and on the radar to mark; each marked one is held in the searchlight,
 * and with all three the ship turns towards them (the sea and the contacts swing round the bow).
 */
export default function DistressScene(props: ChapterSceneProps) {
  const { runtime, phase } = props;
  const turned = useEndingProgress(phase, TURN_S);
  const world = useRef<Group>(null);
  const heading = useRef({ turning: false, turn: 0 });
  const assets = useSceneAssets(() => {
    const glow = radialGlowTexture();
    return {
      glow,
      bridge: bridgeGeometry(),
      foredeck: foredeckGeometry(),
      boat: boatGeometry(),
      raft: raftGeometry(),
      pools: SIGNAL_BEARINGS.map(() => searchlightPoolGeometry(24, 12)),
      screens: screensGeometry(),
      // A unit-long cone from its tip along +z, stretched to each bearing's length and turned to it.
      beam: new ConeGeometry(3.5, 1, 12, 1, true).translate(0, -0.5, 0).rotateX(-Math.PI / 2),
      lit: foggedStandard(),
      screenMaterial: foggedBasic({ vertexColors: true }),
      portLight: lightGlowMaterial(glow, '#ff3b2f', 0.9),
      starboardLight: lightGlowMaterial(glow, '#3bff7a', 0.9),
      mastLight: lightGlowMaterial(glow, '#fff4dc', 0.8),
      moon: lightGlowMaterial(glow, '#e8efff', 0.95),
      strobes: SIGNAL_BEARINGS.map(({ craft }) => lightGlowMaterial(glow, craft === 'boat' ? '#ff5a3c' : '#fff6e0')),
      // Light on the swell round the contact, and the beam lit in the night's haze on its way out to it.
      poolMaterial: searchlightPoolMaterial('#fff2c8', 0.95, 0.35),
      beamMaterial: searchlightBeamMaterial('#fff2c8', 0.16, 18),
    };
  }, []);
  const signalAssets: SignalAssets = {
    boat: assets.boat,
    raft: assets.raft,
    beam: assets.beam,
    pools: assets.pools,
    lit: assets.lit,
    strobeMaterials: assets.strobes,
    beamMaterial: assets.beamMaterial,
    poolMaterial: assets.poolMaterial,
  };
  // With every bearing marked the ship comes round to starboard: seen from the bridge, the sea and the contacts swing towards the bow.
  useFrame((state) => {
    const h = heading.current;
    const ending = phase === 'complete';
    if (ending && !h.turning) runtime.faceTowards(LOOK_ON_NEW_COURSE);
    h.turning = ending;
    h.turn = courseTurn(turned.current);
    if (world.current) world.current.rotation.y = h.turn;
    runSearchlight([assets.poolMaterial, assets.beamMaterial], state.clock.elapsedTime);
  });
  return (
    <>
      <SkyDome colors={SKY} />
      <StarField count={520} />
      <Atmosphere options={ATMOSPHERE} />
      <group ref={world}>
        <group position={[0, -BRIDGE_HEIGHT, 0]}>
          <WaterSurface options={SEA} />
        </group>
        {SIGNAL_BEARINGS.map((bearing, index) => (
          <Signal key={bearing.yaw} runtime={runtime} index={index} assets={signalAssets} />
        ))}
        <SearchlightOnContact runtime={runtime} />
      </group>
      <mesh geometry={assets.bridge} material={assets.lit} />
      <mesh geometry={assets.foredeck} material={assets.lit} />
      <mesh geometry={assets.screens} material={assets.screenMaterial} />
      <Radar runtime={runtime} heading={heading} />
      {/* The radar plot's green glow on its operator and console, and the deckhead's dim red night lighting. */}
      <pointLight
        position={around(RADAR_PLOT.yaw, RADAR_PLOT.distance - 0.6, 1.5)}
        color="#3cf0a8"
        intensity={7}
        distance={3.5}
        decay={2}
      />
      <pointLight position={[0, DECKHEAD - 0.4, 0]} color="#c0392b" intensity={30} distance={9} decay={2} />
      <Crew figures={CREW} found={props.found} />
      {/* Port (red, left) and starboard (green, right) sidelights on the bridge wings; the masthead light above. */}
      <sprite material={assets.portLight} position={[-8.9, 0.3, -1]} scale={0.9} />
      <sprite material={assets.starboardLight} position={[8.9, 0.3, -1]} scale={0.9} />
      <sprite material={assets.mastLight} position={[0, 9, 2]} scale={1.2} />
      {/* The moon, where the sky dome's glow is. */}
      <sprite material={assets.moon} position={[MOON_DIRECTION[0] * 260, MOON_DIRECTION[1] * 260, MOON_DIRECTION[2] * 260]} scale={26} />
    </>
  );
}
