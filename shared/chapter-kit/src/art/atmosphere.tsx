import type { ColorRepresentation } from 'three';
import { useKitLightRig } from '../light/scene-light';

export interface AtmosphereOptions {
  fog: { color: ColorRepresentation; near: number; far: number };
  hemisphere: { sky: ColorRepresentation; ground: ColorRepresentation; intensity: number };
  sun: { color: ColorRepresentation; intensity: number; position: readonly [number, number, number] };
}

/**
 * The kit's light and haze: linear fog (which the kit's materials turn into height fog),
 * a sky/ground hemisphere light and one low sun. The same rig in every chapter keeps the
 * art direction consistent; chapters only pick the colours. Inside a canvas with the kit's
 * light rig (every chapter's, from its declaration) the rig's key takes the sun's place.
 */
export function Atmosphere({ options }: { options: AtmosphereOptions }) {
  const { fog, hemisphere, sun } = options;
  const rig = useKitLightRig();
  return (
    <>
      <fog attach="fog" args={[fog.color, fog.near, fog.far]} />
      <color attach="background" args={[fog.color]} />
      <hemisphereLight args={[hemisphere.sky, hemisphere.ground, hemisphere.intensity]} />
      {rig ? null : <directionalLight color={sun.color} intensity={sun.intensity} position={[...sun.position]} />}
    </>
  );
}
