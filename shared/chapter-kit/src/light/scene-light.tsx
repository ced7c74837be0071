import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { useThree } from '@react-three/fiber';
import { buildGradientEnvironment, ENVIRONMENT_INTENSITY } from './procedural-environment';
import { rigLights, type LightRig } from './light-rig';

const RigContext = createContext(false);

/** True inside a canvas whose chapter declared a rig: the scene's `Atmosphere` then leaves the key light to it. */
export function useKitLightRig(): boolean {
  return useContext(RigContext);
}

/** Where the environment's ground tends: a dark neutral, so reflections never glow from below. */
const ENVIRONMENT_GROUND = '#1c1c20';

/**
 * The chapter's light: the rig's key, cool fill and rim (directional, no shadows), and the
 * procedural environment for fill and reflections, built once per canvas and freed on unmount.
 */
export function SceneLight({ rig, children }: { rig: LightRig; children: ReactNode }) {
  const get = useThree((state) => state.get);
  const { key, fill, rim } = rigLights(rig);

  // A layout effect: the environment is in place before the canvas warms its shaders up (a
  // passive effect), so they are compiled with it once, not without it and again at the first frame.
  useLayoutEffect(() => {
    const { gl, scene } = get();
    let texture: ReturnType<typeof buildGradientEnvironment> | null = null;
    try {
      texture = buildGradientEnvironment(gl, { sky: rig.fill, horizon: rig.key, ground: ENVIRONMENT_GROUND });
      scene.environment = texture;
      scene.environmentIntensity = ENVIRONMENT_INTENSITY;
    } catch (error) {
      // The rig still lights the scene: the environment only adds fill and reflections.
      console.warn('[chapter-kit] the procedural environment could not be built; the scene is lit by its rig alone.', error);
    }
    return () => {
      if (scene.environment === texture) scene.environment = null;
      texture?.dispose();
    };
  }, [get, rig.fill, rig.key]);

  return (
    <RigContext.Provider value>
      <directionalLight color={key.color} intensity={key.intensity} position={key.position} />
      <directionalLight color={fill.color} intensity={fill.intensity} position={fill.position} />
      <directionalLight color={rim.color} intensity={rim.intensity} position={rim.position} />
      {children}
    </RigContext.Provider>
  );
}
