import { useLayoutEffect, useRef } from 'react';
import { Color, Object3D, type BufferGeometry, type ColorRepresentation, type InstancedMesh, type Material } from 'three';
import { colourInstances, UNTINTED } from './instance-colour';

export interface PropPlacement {
  position: readonly [number, number, number];
  scale?: number | readonly [number, number, number];
  rotationY?: number;
  /** Multiplies the geometry's vertex colours (a charred tree, a lighter rock). */
  tint?: ColorRepresentation;
}

const dummy = new Object3D();

/** Many copies of one prop in one draw call (trees, rocks, houses). */
export function InstancedProps({
  geometry,
  material,
  placements,
}: {
  geometry: BufferGeometry;
  material: Material;
  placements: readonly PropPlacement[];
}) {
  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const instances = mesh.current;
    if (!instances) return;
    placements.forEach((placement, index) => {
      dummy.position.set(placement.position[0], placement.position[1], placement.position[2]);
      const scale = placement.scale ?? 1;
      if (typeof scale === 'number') dummy.scale.setScalar(scale);
      else dummy.scale.set(scale[0], scale[1], scale[2]);
      dummy.rotation.set(0, placement.rotationY ?? 0, 0);
      dummy.updateMatrix();
      instances.setMatrixAt(index, dummy.matrix);
    });
    instances.instanceMatrix.needsUpdate = true;
    colourInstances(instances, placements.length, (index) => {
      const tint = placements[index]!.tint;
      return tint === undefined ? UNTINTED : new Color(tint);
    });
    instances.computeBoundingSphere();
  }, [placements]);
  return <instancedMesh ref={mesh} args={[geometry, material, placements.length]} />;
}
