import { ICE_FRAGMENT, iceMaterial } from './stratosphere-ice';

/** Words GLSL ES 3.00 keeps for itself (keywords and reserved words a shader may not name a variable). */
const RESERVED = [
  'patch',
  'sample',
  'smooth',
  'flat',
  'input',
  'output',
  'filter',
  'common',
  'partition',
  'active',
  'centroid',
  'invariant',
  'layout',
  'buffer',
  'shared',
  'resource',
  'subroutine',
];

describe('the sea ice’s shader', () => {
  it('names no variable with a word GLSL keeps for itself (the program would not compile and the ice would vanish)', () => {
    const declared = [...ICE_FRAGMENT.matchAll(/\b(?:float|vec2|vec3|vec4|int)\s+([A-Za-z_]\w*)/g)].map((match) => match[1]);
    expect(declared.length).toBeGreaterThan(10);
    expect(declared.filter((name) => RESERVED.includes(name!))).toEqual([]);
  });

  it('declares every uniform the material sets, the drift among them', () => {
    const material = iceMaterial();
    for (const name of Object.keys(material.uniforms)) expect(ICE_FRAGMENT).toMatch(new RegExp(`uniform \\w+ ${name};`));
    expect(material.uniforms.uDrift).toBeDefined();
  });
});
