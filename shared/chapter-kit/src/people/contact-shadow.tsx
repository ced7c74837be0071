import { useLayoutEffect, useRef } from 'react';
import { BufferAttribute, CircleGeometry, Matrix4, Quaternion, Vector3, type InstancedMesh } from 'three';
import { foggedBasic } from '../art/fogged-material';
import { useSceneAssets } from '../art/use-scene-assets';

/**
 * Contact shadows: a soft dark ellipse on the ground under whatever stands there (a person,
 * a vehicle, an aircraft on its wheels), so nothing floats. The scenes' light casts no shadow
 * maps (too dear on a phone); one instanced disc, darkest at its centre and fading to nothing
 * at its rim, is one draw call for every shadow of a scene, and no texture.
 */
export interface ShadowSpot {
  /** The ground point under its centre. */
  at: readonly [number, number, number];
  /** Its half-width (x) and half-length (z) before `yaw`, metres. */
  size: readonly [number, number];
  /** Heading about +y, radians. */
  yaw?: number;
}

/** The shadow's darkness at its centre (0 to 1). */
export const SHADOW_STRENGTH = 0.55;
/** Lifted off the ground this far (metres) so it never fights the ground's faces. */
const LIFT = 0.025;

/** A unit disc, flat on the ground, its vertices' alpha falling from `strength` at the centre to 0 at the rim. */
export function shadowDiscGeometry(strength = SHADOW_STRENGTH, segments = 16) {
  const disc = new CircleGeometry(1, segments).rotateX(-Math.PI / 2);
  const position = disc.getAttribute('position');
  const colours = new Float32Array(position.count * 4);
  for (let v = 0; v < position.count; v += 1) {
    const reach = Math.hypot(position.getX(v), position.getZ(v));
    colours.set([0, 0, 0, strength * (1 - reach)], v * 4);
  }
  disc.setAttribute('color', new BufferAttribute(colours, 4));
  return disc;
}

/** Each spot's matrix: at its ground point, lifted, turned, stretched to its size. */
export function shadowMatrix(spot: ShadowSpot, into = new Matrix4()): Matrix4 {
  return into.compose(
    new Vector3(spot.at[0], spot.at[1] + LIFT, spot.at[2]),
    new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), spot.yaw ?? 0),
    new Vector3(spot.size[0], 1, spot.size[1]),
  );
}

/** The shadow disc and its material (fogged, lying over the ground without fighting it), built once per user. */
export function useShadowDisc() {
  return useSceneAssets(
    () => ({
      geometry: shadowDiscGeometry(),
      material: foggedBasic({ vertexColors: true, transparent: true, depthWrite: false, polygonOffset: true, polygonOffsetFactor: -2 }),
    }),
    [],
  );
}

/** The shadows under `spots`, in one draw call. */
export function ContactShadows({ spots }: { spots: readonly ShadowSpot[] }) {
  const assets = useShadowDisc();
  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const instances = mesh.current;
    if (!instances) return;
    const matrix = new Matrix4();
    spots.forEach((spot, index) => instances.setMatrixAt(index, shadowMatrix(spot, matrix)));
    instances.instanceMatrix.needsUpdate = true;
    instances.computeBoundingSphere();
  }, [spots, assets]);
  if (spots.length === 0) return null;
  // Drawn after the opaque scene it lies on; never picked (a shadow is not a target).
  return <instancedMesh ref={mesh} args={[assets.geometry, assets.material, spots.length]} renderOrder={1} raycast={() => undefined} />;
}
