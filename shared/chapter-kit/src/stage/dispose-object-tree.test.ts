import { disposeObjectTree } from './dispose-object-tree';

function disposable(extra: Record<string, unknown> = {}) {
  return { dispose: jest.fn(), ...extra };
}

describe('disposeObjectTree', () => {
  it('frees each geometry, material and texture once, shared ones included', () => {
    const sharedGeometry = disposable();
    const map = disposable({ isTexture: true });
    const uniformTexture = disposable({ isTexture: true });
    const lambert = disposable({ map, color: { r: 1 } });
    const shader = disposable({ uniforms: { uNoise: { value: uniformTexture }, uTime: { value: 0 } } });
    const instanced = { geometry: disposable(), material: [lambert, shader], isInstancedMesh: true, dispose: jest.fn() };
    const nodes = [{}, { geometry: sharedGeometry, material: lambert }, { geometry: sharedGeometry, material: shader }, instanced];
    const root = { traverse: (visit: (node: object) => void) => nodes.forEach(visit) };

    expect(disposeObjectTree(root)).toEqual({ geometries: 2, materials: 2, textures: 2 });
    expect(sharedGeometry.dispose).toHaveBeenCalledTimes(1);
    expect(lambert.dispose).toHaveBeenCalledTimes(1);
    expect(shader.dispose).toHaveBeenCalledTimes(1);
    expect(map.dispose).toHaveBeenCalledTimes(1);
    expect(uniformTexture.dispose).toHaveBeenCalledTimes(1);
    expect(instanced.dispose).toHaveBeenCalledTimes(1);
  });

  it('an empty scene frees nothing', () => {
    expect(disposeObjectTree({ traverse: () => {} })).toEqual({ geometries: 0, materials: 0, textures: 0 });
  });
});
