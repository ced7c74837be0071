import { evaluateNonFunctionalState, sameNonFunctionalState, type NonFunctionalInputs } from './non-functional-state';

const phone: NonFunctionalInputs = {
  width: 390,
  height: 844,
  isTouch: true,
  screenOrientation: { type: 'portrait-primary', angle: 0 },
  webGLAvailable: true,
  userAgent: 'test phone',
};

const CHECKS = { development: false };

describe('non-functional state (docs/product-rules.md §3 "Non-functional state", docs/product-rules.md §5)', () => {
  it('is all clear for a phone held upright with WebGL', () => {
    expect(evaluateNonFunctionalState(phone, CHECKS)).toEqual({
      deviceRotated: false,
      windowTooSmall: false,
      windowTooLarge: false,
      webGLDisabled: false,
      deviceInfo: { isTouch: true, hasScreenOrientationApi: true, orientationType: 'portrait-primary', userAgent: 'test phone' },
      windowSize: { width: 390, height: 844, isMobile: true },
    });
  });

  it('flags a phone held sideways as rotated', () => {
    const sideways = { ...phone, width: 844, height: 390, screenOrientation: { type: 'landscape-primary', angle: 90 } };
    expect(evaluateNonFunctionalState(sideways, CHECKS).deviceRotated).toBe(true);
  });

  it('flags missing WebGL and a too-small window (incompatible browser)', () => {
    expect(evaluateNonFunctionalState({ ...phone, webGLAvailable: false }, CHECKS).webGLDisabled).toBe(true);
    expect(evaluateNonFunctionalState({ ...phone, width: 300 }, CHECKS).windowTooSmall).toBe(true);
  });

  it('flags a desktop-wide window as too large, and not mobile (1023 mobile, 1024 not)', () => {
    const at = (width: number) => evaluateNonFunctionalState({ ...phone, isTouch: false, width, height: 800 }, CHECKS);
    expect(at(1023)).toMatchObject({ windowTooLarge: false, windowSize: { isMobile: true } });
    expect(at(1024)).toMatchObject({ windowTooLarge: true, windowSize: { isMobile: false } });
  });

  it('reports a browser without the screen orientation API as such', () => {
    const state = evaluateNonFunctionalState({ ...phone, screenOrientation: null }, CHECKS);
    expect(state.deviceInfo).toMatchObject({ hasScreenOrientationApi: false, orientationType: null });
  });

  it('skips every check in development mode, and still reports the measurements', () => {
    const worst: NonFunctionalInputs = {
      ...phone,
      width: 300,
      height: 200,
      screenOrientation: { type: 'landscape-primary' },
      webGLAvailable: false,
    };
    expect(evaluateNonFunctionalState(worst, { development: true })).toMatchObject({
      deviceRotated: false,
      windowTooSmall: false,
      windowTooLarge: false,
      webGLDisabled: false,
      windowSize: { width: 300, height: 200, isMobile: true },
    });
    expect(evaluateNonFunctionalState({ ...phone, width: 1600 }, { development: true }).windowTooLarge).toBe(false);
  });

  it('compares states by what a gate could show', () => {
    const a = evaluateNonFunctionalState(phone, CHECKS);
    expect(sameNonFunctionalState(a, evaluateNonFunctionalState({ ...phone }, CHECKS))).toBe(true);
    expect(sameNonFunctionalState(a, evaluateNonFunctionalState({ ...phone, height: 700 }, CHECKS))).toBe(false);
  });
});
