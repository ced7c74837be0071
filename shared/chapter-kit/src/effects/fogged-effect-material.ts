import { NormalBlending, ShaderMaterial, type Blending, type IUniform } from 'three';
import { fogUniforms } from '../art/shader-fog';

/**
 * The material every particle and foam effect of the kit draws with: see-through, writing no
 * depth (so effects layer over each other in any order), in the kit's height fog, and driven
 * by a time uniform `uTime` its frame loop sets (docs/decisions.md "Effects": animated on the
 * GPU, nothing per particle on the CPU). `uniforms` are the effect's own.
 */
export function foggedEffectMaterial(
  vertexShader: string,
  fragmentShader: string,
  uniforms: Record<string, IUniform>,
  blending: Blending = NormalBlending,
): ShaderMaterial {
  return new ShaderMaterial({
    vertexShader,
    fragmentShader,
    transparent: true,
    depthWrite: false,
    fog: true,
    blending,
    uniforms: { ...fogUniforms(), uTime: { value: 0 }, ...uniforms },
  });
}
