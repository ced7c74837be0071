import { Color, type InstancedMesh } from 'three';

/** An instance's colour that leaves its geometry's vertex colours as they are. */
export const UNTINTED = new Color('#ffffff');

/**
 * Gives every instance of `mesh` a colour, white unless `tint` says otherwise. Every kit
 * instanced draw carries a colour per instance, so all of them (tinted props and the crew
 * alike) draw with one program: a program less for the GPU to build on a chapter's first
 * frame (docs/running.md "Benchmarks").
 */
export function colourInstances(mesh: InstancedMesh, count: number, tint: (index: number) => Color = () => UNTINTED): void {
  for (let index = 0; index < count; index += 1) mesh.setColorAt(index, tint(index));
  if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
}
