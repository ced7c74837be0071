import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Mesh, MeshBasicMaterial } from 'three';
import { useShadowDisc } from './contact-shadow';
import { hoverShadowSpot } from './hover-shadow-spot';

export interface HoverShadowProps {
  /** Where the machine is now, each frame: the ground point under it and its height over that ground (metres). */
  follow: () => { ground: readonly [number, number, number]; height: number };
  /** The shadow's half-width and half-length on the ground (metres), as the machine's contact shadow. */
  size: readonly [number, number];
  /** Heading about +y, radians. */
  yaw?: number;
}

/**
 * A machine that flies keeps its shadow under it (people/hover-shadow-spot.ts): one soft disc that
 * follows the machine's ground point, spreads and fades as it climbs, and is gone by 40 m.
 */
export function HoverShadow({ follow, size, yaw = 0 }: HoverShadowProps) {
  const assets = useShadowDisc();
  const mesh = useRef<Mesh>(null);
  useFrame(() => {
    const disc = mesh.current;
    if (!disc) return;
    const { ground, height } = follow();
    const spot = hoverShadowSpot(size, height);
    disc.position.set(ground[0], ground[1] + 0.03, ground[2]);
    disc.scale.set(spot.size[0], 1, spot.size[1]);
    (disc.material as MeshBasicMaterial).opacity = spot.opacity;
    disc.visible = spot.opacity > 0.01;
  });
  return (
    <mesh
      ref={mesh}
      geometry={assets.geometry}
      material={assets.material}
      rotation={[0, yaw, 0]}
      renderOrder={1}
      raycast={() => undefined}
    />
  );
}
