import { BoxGeometry, Color, InstancedMesh, MeshBasicMaterial } from 'three';
import { colourInstances, UNTINTED } from './instance-colour';

describe('colourInstances', () => {
  it('gives every instance white by default, so an untinted mesh still has a colour per instance', () => {
    const mesh = new InstancedMesh(new BoxGeometry(), new MeshBasicMaterial(), 3);
    expect(mesh.instanceColor).toBeNull();
    colourInstances(mesh, 3);
    expect(mesh.instanceColor).not.toBeNull();
    expect(Array.from(mesh.instanceColor!.array)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(mesh.instanceColor!.version).toBeGreaterThan(0);
  });

  it('takes each instance’s tint when given one', () => {
    const mesh = new InstancedMesh(new BoxGeometry(), new MeshBasicMaterial(), 2);
    const dark = new Color(0.25, 0.5, 0.75);
    colourInstances(mesh, 2, (index) => (index === 1 ? dark : UNTINTED));
    expect(Array.from(mesh.instanceColor!.array)).toEqual([1, 1, 1, 0.25, 0.5, 0.75]);
  });
});
