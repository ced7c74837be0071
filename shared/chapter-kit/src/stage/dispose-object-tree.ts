/**
 * Frees what a scene holds on the GPU: every geometry, material and texture under `root`,
 * each once. Duck-typed on three's shapes (`traverse`, `geometry`, `material`, `isTexture`)
 * so it is tested without WebGL. Called before the renderer itself is disposed.
 */
interface Disposable {
  dispose: () => void;
}

interface TreeNode {
  traverse: (visit: (node: SceneNode) => void) => void;
}

interface SceneNode {
  geometry?: Partial<Disposable> | null;
  material?: MaterialLike | MaterialLike[] | null;
  /** Instanced meshes and points may carry more attributes, freed with their geometry. */
  dispose?: () => void;
  isInstancedMesh?: boolean;
}

type MaterialLike = Partial<Disposable> & Record<string, unknown>;

export interface DisposedCounts {
  geometries: number;
  materials: number;
  textures: number;
}

function isTexture(value: unknown): value is Disposable {
  return typeof value === 'object' && value !== null && (value as { isTexture?: boolean }).isTexture === true;
}

export function disposeObjectTree(root: TreeNode): DisposedCounts {
  const geometries = new Set<Partial<Disposable>>();
  const materials = new Set<MaterialLike>();
  const textures = new Set<Disposable>();
  root.traverse((node) => {
    if (node.geometry) geometries.add(node.geometry);
    const list = Array.isArray(node.material) ? node.material : node.material ? [node.material] : [];
    for (const material of list) {
      materials.add(material);
      for (const value of Object.values(material)) {
        if (isTexture(value)) textures.add(value);
      }
      // Shader materials keep their textures in uniforms.
      const uniforms = material.uniforms as Record<string, { value?: unknown }> | undefined;
      for (const uniform of Object.values(uniforms ?? {})) {
        if (isTexture(uniform?.value)) textures.add(uniform.value);
      }
    }
    // InstancedMesh.dispose frees its instance attributes.
    if (node.isInstancedMesh && typeof node.dispose === 'function') node.dispose();
  });
  geometries.forEach((geometry) => geometry.dispose?.());
  materials.forEach((material) => material.dispose?.());
  textures.forEach((texture) => texture.dispose());
  return { geometries: geometries.size, materials: materials.size, textures: textures.size };
}
