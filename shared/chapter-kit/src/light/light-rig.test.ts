import { BRANCH_LIGHT_RIGS, directionFrom, lightRigProblems, rigLights } from './light-rig';

describe('light rig', () => {
  it('accepts every branch default', () => {
    for (const rig of Object.values(BRANCH_LIGHT_RIGS)) expect(lightRigProblems(rig, 'chapter "x"')).toEqual([]);
  });

  it('names a bad colour, direction, exposure and intensity', () => {
    expect(
      lightRigProblems({ key: 'orange', fill: '#5a7bb0', rim: '#fff', keyFrom: [0, 120], exposure: 9, keyIntensity: -1 }, 'chapter "fire"'),
    ).toEqual([
      'chapter "fire" light\'s key "orange" is not a #rrggbb colour',
      'chapter "fire" light\'s rim "#fff" is not a #rrggbb colour',
      'chapter "fire" light\'s keyFrom [0, 120] needs a yaw in degrees and an elevation from -10 to 90',
      'chapter "fire" light\'s exposure 9 is outside 0.3 to 3',
      'chapter "fire" light\'s keyIntensity -1 is outside 0 to 10',
    ]);
  });

  it("takes a chapter's own bloom and vignette within range, and names one outside it", () => {
    const rig = { key: '#ffa565', fill: '#5a6fb0', rim: '#ffc890', keyFrom: [-35, 8] as const };
    expect(lightRigProblems({ ...rig, bloom: 0.9, vignette: 1.4 }, 'chapter "fire"')).toEqual([]);
    expect(lightRigProblems({ ...rig, bloom: 2, vignette: -0.5 }, 'chapter "fire"')).toEqual([
      'chapter "fire" light\'s bloom 2 is outside 0 to 1.2',
      'chapter "fire" light\'s vignette -0.5 is outside 0 to 2',
    ]);
  });

  it('places a direction as polar does: 0 ahead (-z), 90 to the left (-x), elevation up', () => {
    const ahead = directionFrom(0, 0);
    expect(ahead[0]).toBeCloseTo(0);
    expect(ahead[2]).toBeCloseTo(-100);
    const left = directionFrom(90, 0);
    expect(left[0]).toBeCloseTo(-100);
    const overhead = directionFrom(0, 90);
    expect(overhead[1]).toBeCloseTo(100);
  });

  it('puts the fill round to the side and the rim behind and above the key', () => {
    const { key, fill, rim } = rigLights({ key: '#ffb070', fill: '#5a7bb0', rim: '#a0c8ff', keyFrom: [0, 10], keyIntensity: 3 });
    expect(key).toMatchObject({ color: '#ffb070', intensity: 3 });
    expect(key.position[2]).toBeLessThan(0);
    expect(rim.position[2]).toBeGreaterThan(0);
    expect(rim.position[1]).toBeGreaterThan(key.position[1]);
    expect(fill.color).toBe('#5a7bb0');
    expect(fill.intensity).toBeLessThan(key.intensity);
  });
});
