// The fires burning, the pump trailer, the medical tent and the hovering Griffon.
import { useMemo, useRef, type RefObject } from 'react';
import { useFrame } from '@react-three/fiber';
import { BoxGeometry, CylinderGeometry, DoubleSide, TorusGeometry, type Group, type Mesh } from 'three';
import {
  foggedBasic,
  foggedStandard,
  mergeFlat,
  Fire,
  propPlacer,
  SmokeAndEmbers,
  useSceneAssets,
  ContactShadows,
} from '@mission/chapter-kit/scene';
import { FIRE_HOTSPOTS, GRIFFON_AT, GRIFFON_HOVER } from './fire-layout';
import { GRIFFON, griffonGeometry, griffonRotorGeometry } from './griffon-geometry';
import { FIRE, SMOKE_AND_EMBERS, FIRE_FRONT, FRONT_SMOKE } from './fire-look';
import { hoseGeometry, logsGeometry, pumpGeometry } from './fire-geometry';
import { MOP_UP_AT, TRAILER_AT, TRAILER_SHADOW } from './fire-ground';

/**
 * The logs under each hot spot, and the pump and hose lines that feed the mop-up soldiers at
 * them; the flames, their glow and their smoke are the kit's. The
 * front's flames and smoke follow `front` (1 burning; lower once the line holds).
 */
export function Fires({ levels, front }: { levels: RefObject<number[]>; front: () => readonly number[] }) {
  const assets = useSceneAssets(
    () => ({ logs: logsGeometry(), pump: pumpGeometry(), hoses: hoseGeometry(MOP_UP_AT), logMaterial: foggedStandard() }),
    [],
  );
  return (
    <>
      <mesh geometry={assets.logs} material={assets.logMaterial} />
      <mesh geometry={assets.pump} material={assets.logMaterial} />
      <mesh geometry={assets.hoses} material={assets.logMaterial} />
      <Fire options={FIRE} levels={() => levels.current} />
      <SmokeAndEmbers options={SMOKE_AND_EMBERS} levels={() => levels.current} />
      <Fire options={FIRE_FRONT} levels={front} />
      <SmokeAndEmbers options={FRONT_SMOKE} levels={front} />
    </>
  );
}

/**
 * The firefighter's pump trailer, the Griffon, the medical tent. The Griffon carries no water
 * bucket: the Forces' helicopters move crews and gear on a wildfire, they do not drop water
 * (docs/fact-sources/army.md).
 */
export function Props() {
  const rotor = useRef<Mesh>(null);
  const helicopter = useRef<Group>(null);
  const trailer = useSceneAssets(() => {
    const place = propPlacer([TRAILER_AT[0], 0, TRAILER_AT[2]], 1);
    return mergeFlat([
      { geometry: new BoxGeometry(2.6, 0.9, 1.4), color: '#a3322b', matrix: place(0, 0.85, 0) },
      { geometry: new CylinderGeometry(0.55, 0.55, 2.2, 8).rotateZ(Math.PI / 2), color: '#d9c27a', matrix: place(0, 1.6, 0) },
      { geometry: new TorusGeometry(0.35, 0.12, 5, 10).rotateY(Math.PI / 2), color: '#d9d2c0', matrix: place(1.45, 1.05, 0) },
      { geometry: new CylinderGeometry(0.35, 0.35, 0.25, 8).rotateX(Math.PI / 2), color: '#1d1d1d', matrix: place(-0.6, 0.35, 0.75) },
      { geometry: new CylinderGeometry(0.35, 0.35, 0.25, 8).rotateX(Math.PI / 2), color: '#1d1d1d', matrix: place(-0.6, 0.35, -0.75) },
    ]);
  }, []);
  const tent = useSceneAssets(() => {
    const place = propPlacer(FIRE_HOTSPOTS.medicalTechnician, 1.2);
    return mergeFlat([
      {
        geometry: new CylinderGeometry(0.01, 2.2, 2.4, 4, 1).rotateY(Math.PI / 4).scale(1, 1, 1.4),
        color: '#cfc6a8',
        matrix: place(0, 1.2, 0),
      },
      { geometry: new BoxGeometry(0.22, 0.7, 0.05), color: '#c2261e', matrix: place(0, 1.05, 1.63) },
      { geometry: new BoxGeometry(0.7, 0.22, 0.05), color: '#c2261e', matrix: place(0, 1.05, 1.63) },
      { geometry: new BoxGeometry(0.7, 0.12, 2), color: '#3f4a33', matrix: place(2.2, 0.45, 0.2) },
      { geometry: new BoxGeometry(0.5, 0.35, 0.35), color: '#e7e2d2', matrix: place(1.6, 0.2, 1.4) },
    ]);
  }, []);
  const griffon = useSceneAssets(
    () => ({
      body: griffonGeometry(),
      rotor: griffonRotorGeometry(),
      // The turning blades blur into a faint disc; the bars over it say which way they run.
      discCap: new CylinderGeometry(GRIFFON.rotorRadius, GRIFFON.rotorRadius, 0.01, 28),
    }),
    [],
  );
  const shared = useSceneAssets(
    () => ({
      material: foggedStandard(),
      rotorMaterial: foggedBasic({ color: '#141414', transparent: true, opacity: 0.8 }),
      discMaterial: foggedBasic({ color: '#1c1c1c', transparent: true, opacity: 0.22, depthWrite: false, side: DoubleSide }),
    }),
    [],
  );
  const { material } = shared;
  const [hx, , hz] = GRIFFON_AT;
  // Side-on to the player, nose turned a little towards them: the outline a person names at a glance.
  const heading = useMemo(() => {
    const away = Math.hypot(hx, hz);
    const [px, pz] = [-hz / away, hx / away];
    const [nx, nz] = [px * Math.cos(0.35) - (hx / away) * Math.sin(0.35), pz * Math.cos(0.35) - (hz / away) * Math.sin(0.35)];
    return Math.atan2(-nz, nx);
  }, [hx, hz]);

  useFrame((state) => {
    const t = state.clock.elapsedTime;
    if (rotor.current) rotor.current.rotation.y = t * 22;
    if (helicopter.current) {
      helicopter.current.position.y = GRIFFON_HOVER + Math.sin(t * 0.8) * 0.35;
      helicopter.current.rotation.z = Math.sin(t * 0.6) * 0.03;
    }
  });

  return (
    <>
      <mesh geometry={trailer} material={material} />
      <ContactShadows spots={TRAILER_SHADOW} />
      <mesh geometry={tent} material={material} />
      <group ref={helicopter} position={[hx, GRIFFON_HOVER, hz]} rotation={[0, heading, 0]}>
        <mesh geometry={griffon.body} material={material} />
        <mesh ref={rotor} geometry={griffon.rotor} material={shared.rotorMaterial} position={GRIFFON.hub} />
        <mesh geometry={griffon.discCap} material={shared.discMaterial} position={GRIFFON.hub} />
      </group>
    </>
  );
}
