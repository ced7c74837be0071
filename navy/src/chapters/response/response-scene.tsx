import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { CylinderGeometry, type Group, type Mesh, type Sprite } from 'three';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import { useReducedMotion } from '@mission/shared';
import {
  Atmosphere,
  easeTowards,
  foggedBasic,
  foggedStandard,
  Crew,
  HoverShadow,
  lightGlowMaterial,
  radialGlowTexture,
  RotorWash,
  SkyDome,
  useEndingProgress,
  useSceneAssets,
  Wake,
  WaterSurface,
} from '@mission/chapter-kit/scene';
import { HELICOPTER_AT, HELICOPTER_YAW, LASHINGS, MAIN_WHEEL, RESPONSE_TARGETS, ROTOR_RADIUS } from './response-layout';
import { SKY, ATMOSPHERE, SEA, WASH, WAKE } from './response-look';
import { DECK_ABOVE_SEA, DECK, shipGeometry, hangarLightGeometry } from './response-ship-geometry';
import { ROTOR_HUB_Y, helicopterBodyGeometry, rotorGeometry, tailRotorGeometry, lashingGeometry } from './response-cyclone-geometry';
import { CREW, crewGearGeometry } from './response-crew';
import { cycloneLiftoff, LIFTOFF_S } from './cyclone-liftoff';
import { LooseGear } from './loose-gear';
import { LaunchMarshaller } from './launch-marshaller';

/** The rotor's speed at full power: the wash is as strong as the rotor is fast. */
const FULL_SPIN = 3.4;

const [CLEAR_DECK_ID, LASHINGS_ID, SIGNAL_ID] = RESPONSE_TARGETS.map((target) => target.id) as [string, string, string];

/** Each lashing runs from a deck ring outboard of the starboard main wheel up to the gear, one ahead of the wheel, one behind. */
const LASHING_RUN = { out: 1.2, up: 0.85 } as const;

const LASHING_Z = [0.45, -0.45] as const;

/** Standing: leaning in from its ring to the gear; taken off: laid flat on the deck, outboard. */
const LASHING_ON = Math.atan2(LASHING_RUN.out, LASHING_RUN.up);

const LASHING_OFF = -Math.PI / 2;

/** /navy/response: a frigate's flight deck at dusk, the ship's CH-148 Cyclone spinning up; three launch checks, then it lifts off. */
export default function ResponseScene({ runtime, phase, doneTargets, found }: ChapterSceneProps) {
  const assets = useSceneAssets(() => {
    const glow = radialGlowTexture();
    return {
      glow,
      ship: shipGeometry(),
      hangarLight: hangarLightGeometry(),
      body: helicopterBodyGeometry(),
      rotor: rotorGeometry(),
      tailRotor: tailRotorGeometry(),
      lashing: lashingGeometry(),
      crewGear: crewGearGeometry(),
      rotorDisc: new CylinderGeometry(ROTOR_RADIUS, ROTOR_RADIUS, 0.02, 28, 1, true),
      lit: foggedStandard(),
      unlit: foggedBasic({ vertexColors: true }),
      blur: foggedBasic({ color: '#30343a', transparent: true, opacity: 0.18, depthWrite: false }),
      launchLight: lightGlowMaterial(glow, '#ff4a3a'),
      sternLights: [0, 1, 2, 3, 4].map(() => lightGlowMaterial(glow, '#ffb347')),
      strobe: lightGlowMaterial(glow, '#ffffff'),
    };
  }, []);
  const helicopter = useRef<Group>(null);
  const rotor = useRef<Group>(null);
  const tail = useRef<Group>(null);
  const lashings = useRef<(Mesh | null)[]>([]);
  const launchLight = useRef<Sprite>(null);
  const sternLights = useRef<(Sprite | null)[]>([]);
  const strobe = useRef<Sprite>(null);
  const calm = useReducedMotion();
  const motion = useRef({ spin: 0.25, lashingOff: [0, 0], angle: 0, tailAngle: 0, wash: 0 });
  const liftoff = useEndingProgress(phase, LIFTOFF_S);
  const allDone = doneTargets.length === RESPONSE_TARGETS.length;

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    const m = motion.current;
    const lashingStatus = runtime.board.get(LASHINGS_ID);
    const signal = runtime.board.get(SIGNAL_ID);
    const deck = runtime.board.get(CLEAR_DECK_ID);
    // The rotor idles while the deck is made ready, spins up with the signal, and runs at full speed for lift-off.
    const spinTarget = allDone ? FULL_SPIN : 0.5 + (signal?.progress ?? 0) * 1.4;
    m.spin = easeTowards(m.spin, spinTarget, delta, 1.5);
    m.angle += m.spin * delta * 6;
    m.tailAngle += m.spin * delta * 14;
    if (rotor.current) {
      rotor.current.rotation.y = m.angle;
      // The blades droop at rest and straighten as they speed up (so at idle no tip rises over the view's top).
      rotor.current.scale.y = 1 - 0.85 * Math.min(1, m.spin / FULL_SPIN);
    }
    if (tail.current) tail.current.rotation.x = m.tailAngle;
    // Each tap takes one lashing off the gear: it swings up off its ring and is laid flat, outboard.
    for (let i = 0; i < LASHINGS; i += 1) {
      m.lashingOff[i] = easeTowards(m.lashingOff[i]!, (lashingStatus?.tapsDone ?? 0) > i ? 1 : 0, delta, 4);
      const lashing = lashings.current[i];
      if (!lashing) continue;
      const off = m.lashingOff[i]!;
      lashing.position.set(MAIN_WHEEL[0] + LASHING_RUN.out + off * 0.5, 0.02, MAIN_WHEEL[2] + LASHING_Z[i]!);
      lashing.rotation.set(0, 0, LASHING_ON + (LASHING_OFF - LASHING_ON) * off);
    }
    // The launch light: red, amber while the signal is held, green once given.
    launchLight.current?.material.color.set(signal?.done ? '#4dff7a' : signal?.holding ? '#ffb02e' : '#ff4a3a');
    // Stern edge lights: amber, bright green once the deck is confirmed clear.
    const sternColour = deck?.done ? '#4dff7a' : deck?.aligned ? '#fff1a8' : '#ffb347';
    sternLights.current.forEach((light) => light?.material.color.set(sternColour));
    if (strobe.current) strobe.current.visible = Math.sin(t * 9) > 0.6;
    // Lift-off once every check is done: a hover over the spot, then up and away over the port bow.
    const pose = cycloneLiftoff(liftoff.current, calm);
    helicopter.current?.position.set(...pose.position);
    helicopter.current?.rotation.set(pose.pitch, pose.yaw, 0);
    const height = pose.position[1] - HELICOPTER_AT[1];
    // Downwash grows with the square of the rotor's speed (barely a stir at idle: at the linear
    // rate the idle wash hid the crew behind grey puffs, npm run shots), and weakens as the
    // helicopter climbs away from the deck.
    m.wash = (m.spin / FULL_SPIN) ** 2 * Math.max(0, 1 - height / 14);
  });
  // Its shadow on the deck: the contact shadow while it stands, spreading and fading as it climbs.
  const underCyclone = () => {
    const at = helicopter.current?.position;
    return {
      ground: [at?.x ?? HELICOPTER_AT[0], HELICOPTER_AT[1], at?.z ?? HELICOPTER_AT[2]] as const,
      height: (at?.y ?? 0) - HELICOPTER_AT[1],
    };
  };

  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <group position={[0, -DECK_ABOVE_SEA, 0]}>
        <WaterSurface options={SEA} />
        <Wake options={WAKE} position={[0, 0, DECK.stern]} />
      </group>
      <RotorWash options={WASH} strength={() => motion.current.wash} />
      <mesh geometry={assets.ship} material={assets.lit} />
      <mesh geometry={assets.hangarLight} material={assets.unlit} />
      <mesh geometry={assets.crewGear} material={assets.lit} />
      <Crew figures={CREW} found={found} />
      <LooseGear runtime={runtime} checkId={CLEAR_DECK_ID} />
      <LaunchMarshaller runtime={runtime} checkId={SIGNAL_ID} />
      <HoverShadow follow={underCyclone} size={[2.4, 7.5]} yaw={HELICOPTER_YAW} />
      {/* Built nose to +z, turned by HELICOPTER_YAW: the nose faces the player, who stands astern of it. */}
      <group ref={helicopter} position={HELICOPTER_AT} rotation={[0, HELICOPTER_YAW, 0]}>
        <mesh geometry={assets.body} material={assets.lit} />
        <group ref={rotor} position={[0, ROTOR_HUB_Y, 0.3]}>
          <mesh geometry={assets.rotor} material={assets.lit} />
        </group>
        <mesh geometry={assets.rotorDisc} material={assets.blur} position={[0, ROTOR_HUB_Y, 0.3]} />
        {/* The tail rotor on the fin's left (+x, the nose being +z). */}
        <group ref={tail} position={[0.3, 4.9, -11.5]}>
          <mesh geometry={assets.tailRotor} material={assets.lit} />
        </group>
        <sprite ref={strobe} material={assets.strobe} position={[0, 3.45, -4]} scale={1.2} />
      </group>
      {/* The lashings stay on the deck, where the helicopter stood: placed as on the helicopter, in a group turned as it is. */}
      <group position={HELICOPTER_AT} rotation={[0, HELICOPTER_YAW, 0]}>
        {[0, 1].map((index) => (
          <mesh
            key={index}
            ref={(mesh) => {
              lashings.current[index] = mesh;
            }}
            geometry={assets.lashing}
            material={assets.lit}
          />
        ))}
      </group>
      <sprite ref={launchLight} material={assets.launchLight} position={[-5.5, 6.2, DECK.front + 0.1]} scale={1.6} />
      {assets.sternLights.map((light, index) => (
        <sprite
          key={index}
          ref={(sprite) => {
            sternLights.current[index] = sprite;
          }}
          material={light}
          position={[-6 + index * 3, 0.35, DECK.stern - 0.2]}
          scale={0.9}
        />
      ))}
    </>
  );
}
