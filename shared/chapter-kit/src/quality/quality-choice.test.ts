import { qualityStart, settingsFor, withRenderer } from './quality-choice';

const phone = { devicePixelRatio: 3, hardwareConcurrency: 6, webgl2: true };

describe('quality choice', () => {
  it('WebGL 1 only: no tier at all, the stage shows its problem card (three.js 0.187 draws with WebGL 2 only)', () => {
    expect(qualityStart({ ...phone, webgl2: false }, null)).toBeNull();
    expect(qualityStart({ ...phone, webgl2: false }, 'low')).toBeNull();
  });

  it("starts at the device's tier, governed, with that tier as its ceiling", () => {
    expect(qualityStart(phone, null)).toEqual({ tier: 'medium', ceiling: 'medium', governed: true });
  });

  it('holds a pinned tier, ungoverned, whatever the renderer', () => {
    const pinned = qualityStart(phone, 'high')!;
    expect(pinned).toEqual({ tier: 'high', ceiling: 'high', governed: false });
    expect(withRenderer(pinned, 'SwiftShader')).toEqual(pinned);
  });

  it('drops to low under a software renderer', () => {
    expect(withRenderer(qualityStart(phone, null)!, 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)))')).toEqual({
      tier: 'low',
      ceiling: 'low',
      governed: true,
    });
    expect(withRenderer(qualityStart(phone, null)!, 'Apple GPU')).toEqual({ tier: 'medium', ceiling: 'medium', governed: true });
  });

  it('after a failed effect, draws the tier at its pixel ratio without effects', () => {
    expect(settingsFor('high', true)).toEqual({ maxDpr: 2, bloom: false, vignette: false, antialias: false });
    expect(settingsFor('medium', false)).toMatchObject({ bloom: true, vignette: true });
  });
});
