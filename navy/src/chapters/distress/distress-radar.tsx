// The two radar scopes, the repeater and the operator's plot: a blip per signal, red, amber while centred, green once locked.
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { AdditiveBlending, CircleGeometry, PlaneGeometry, RingGeometry, type Group, type Mesh, type MeshBasicMaterial } from 'three';
import { type ChapterSceneProps } from '@mission/chapter-kit';
import { foggedBasic, mergeFlat, useSceneAssets, type FlatPart } from '@mission/chapter-kit/scene';
import { DISTRESS_TARGETS, RADAR_PLOT, SIGNAL_BEARINGS } from './distress-layout';
import { REPEATER_AT, REPEATER_RADIUS, PLOT_RADIUS, around } from './distress-bridge';

/** A radar scope's scale rings and heading line (radius 1: each scope scales it). */
function radarRingsGeometry() {
  const parts: FlatPart[] = [1, 0.66, 0.33].map((scale) => ({ geometry: new RingGeometry(scale - 0.025, scale, 40), color: '#2aa57c' }));
  parts.push({ geometry: new PlaneGeometry(0.025, 1).translate(0, 0.5, 0), color: '#2aa57c' });
  return mergeFlat(parts);
}

/** The scopes' range (metres at the outer ring): the contacts plot at their real range. */
export const RADAR_RANGE = 160;

/** Where a bearing falls on the radar: up is the bow (yaw 0), left is port (positive yaw). */
export function blipAt(yawDeg: number, radius: number): [number, number] {
  const yaw = (yawDeg * Math.PI) / 180;
  return [-Math.sin(yaw) * radius, Math.cos(yaw) * radius];
}

/** A radar scope's shared geometry and materials (both scopes draw the same plot). */
interface RadarAssets {
  face: CircleGeometry;
  rings: ReturnType<typeof radarRingsGeometry>;
  sweep: CircleGeometry;
  blip: CircleGeometry;
  faceMaterial: MeshBasicMaterial;
  lineMaterial: MeshBasicMaterial;
  sweepMaterial: MeshBasicMaterial;
  blipMaterials: readonly MeshBasicMaterial[];
}

function radarAssets(): RadarAssets {
  return {
    face: new CircleGeometry(1, 40),
    rings: radarRingsGeometry(),
    sweep: new CircleGeometry(1, 20, 0, 0.7),
    blip: new CircleGeometry(0.11, 10),
    faceMaterial: foggedBasic({ color: '#04211a' }),
    lineMaterial: foggedBasic({ vertexColors: true }),
    sweepMaterial: foggedBasic({ color: '#3cf0a8', transparent: true, opacity: 0.28, blending: AdditiveBlending, depthWrite: false }),
    blipMaterials: SIGNAL_BEARINGS.map(() => foggedBasic({ color: '#ff4a3a', transparent: true })),
  };
}

/** One radar scope: its face, rings, sweep and a blip for each signal at its bearing (up is the bow). */
function RadarScope({
  assets,
  sweep,
  blips,
  position,
  rotation,
  radius,
}: {
  assets: RadarAssets;
  sweep: { current: Mesh | null };
  blips: { current: Group | null };
  position: readonly [number, number, number];
  rotation: readonly [number, number, number];
  radius: number;
}) {
  return (
    <group position={position} rotation={rotation} scale={radius}>
      <mesh geometry={assets.face} material={assets.faceMaterial} />
      <mesh geometry={assets.rings} material={assets.lineMaterial} position={[0, 0, 0.01]} />
      <mesh ref={sweep} geometry={assets.sweep} material={assets.sweepMaterial} position={[0, 0, 0.015]} />
      <group ref={blips}>
        {SIGNAL_BEARINGS.map(({ yaw, distance }, index) => {
          const [x, y] = blipAt(yaw, distance / RADAR_RANGE);
          return <mesh key={yaw} geometry={assets.blip} material={assets.blipMaterials[index]} position={[x, y, 0.02]} />;
        })}
      </group>
    </group>
  );
}

/** The two scopes: the repeater at the player's console and the operator's radar plot, the chapter's hero. Head-up: as the ship turns, the blips swing round. */
export function Radar({ runtime, heading }: Pick<ChapterSceneProps, 'runtime'> & { heading: { current: { turn: number } } }) {
  const assets = useSceneAssets(radarAssets, []);
  const repeater = useRef<Mesh>(null);
  const plot = useRef<Mesh>(null);
  const repeaterBlips = useRef<Group>(null);
  const plotBlips = useRef<Group>(null);
  const plotYaw = (RADAR_PLOT.yaw * Math.PI) / 180;
  // Each frame: the sweeps go round; each signal's blip is red, bright while centred, green once locked (both scopes share the blips' materials).
  useFrame((state) => {
    const t = state.clock.elapsedTime;
    if (repeater.current) repeater.current.rotation.z = -t * 1.6;
    if (plot.current) plot.current.rotation.z = -t * 1.6;
    if (repeaterBlips.current) repeaterBlips.current.rotation.z = heading.current.turn;
    if (plotBlips.current) plotBlips.current.rotation.z = heading.current.turn;
    DISTRESS_TARGETS.forEach((target, index) => {
      const status = runtime.board.get(target.id);
      const material = assets.blipMaterials[index];
      if (!status || !material) return;
      material.color.set(status.done ? '#5dff9c' : status.aligned ? '#ffd34a' : '#ff4a3a');
      material.opacity = status.done ? 1 : 0.55 + 0.45 * Math.abs(Math.sin(t * 3 + index));
    });
  });
  return (
    <>
      <RadarScope
        assets={assets}
        sweep={repeater}
        blips={repeaterBlips}
        position={REPEATER_AT}
        rotation={[-0.75, 0, 0]}
        radius={REPEATER_RADIUS}
      />
      <RadarScope
        assets={assets}
        sweep={plot}
        blips={plotBlips}
        position={around(RADAR_PLOT.yaw, RADAR_PLOT.distance + 0.17, RADAR_PLOT.scopeHeight)}
        rotation={[0, plotYaw, 0]}
        radius={PLOT_RADIUS}
      />
    </>
  );
}
