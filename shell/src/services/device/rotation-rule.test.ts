import { LANDSCAPE_WIDTH_TOLERANCE, PORTRAIT_WIDTH_TOLERANCE, isDeviceRotated } from './rotation-rule';

const portrait = { type: 'portrait-primary', angle: 0 };
const landscape = { type: 'landscape-primary', angle: 90 };

describe('rotation rule (docs/product-rules.md §5; docs/product-rules.md §9 "Orientation tolerance is 750 in portrait and 1000 in landscape")', () => {
  it('uses the numbers of the product rules', () => {
    expect(PORTRAIT_WIDTH_TOLERANCE).toBe(750);
    expect(LANDSCAPE_WIDTH_TOLERANCE).toBe(1000);
  });

  describe('touch device with the screen orientation API: portrait is wanted', () => {
    it('is not rotated in portrait, whatever the width (749, 750, 751)', () => {
      for (const width of [375, 749, 750, 751, 1024]) {
        expect(isDeviceRotated({ isTouch: true, screenOrientation: portrait, width, height: 1400 })).toBe(false);
      }
    });

    it('is rotated for a phone held sideways (iPhone 14: 844 x 390)', () => {
      expect(isDeviceRotated({ isTouch: true, screenOrientation: landscape, width: 844, height: 390 })).toBe(true);
    });

    it.each([
      [999, true],
      [1000, true],
      [1001, false],
    ])('landscape width %i: rotated %s (tolerance: exceeds 1000)', (width, rotated) => {
      expect(isDeviceRotated({ isTouch: true, screenOrientation: landscape, width, height: 400 })).toBe(rotated);
    });

    it.each([
      [749, true],
      [750, true],
      [751, false],
    ])('landscape, upright width (the height now) %i: rotated %s (tolerance: exceeds 750)', (height, rotated) => {
      expect(isDeviceRotated({ isTouch: true, screenOrientation: landscape, width: 900, height })).toBe(rotated);
    });

    it('falls back to the angle when the type is missing (90 and 270 are sideways)', () => {
      for (const angle of [90, 270, -90]) {
        expect(isDeviceRotated({ isTouch: true, screenOrientation: { angle }, width: 844, height: 390 })).toBe(true);
      }
      for (const angle of [0, 180]) {
        expect(isDeviceRotated({ isTouch: true, screenOrientation: { angle }, width: 844, height: 390 })).toBe(false);
      }
    });

    it('uses the window shape when the API reports neither type nor angle', () => {
      expect(isDeviceRotated({ isTouch: true, screenOrientation: {}, width: 844, height: 390 })).toBe(true);
    });
  });

  describe('touch device without the API: rotated means width greater than height', () => {
    it.each([
      [391, 390, true],
      [390, 390, false],
      [390, 844, false],
      [1366, 1024, true],
    ])('%i x %i: rotated %s (no tolerance applies)', (width, height, rotated) => {
      expect(isDeviceRotated({ isTouch: true, screenOrientation: null, width, height })).toBe(rotated);
    });
  });

  it('never calls a non-touch screen rotated', () => {
    expect(isDeviceRotated({ isTouch: false, screenOrientation: landscape, width: 800, height: 400 })).toBe(false);
    expect(isDeviceRotated({ isTouch: false, screenOrientation: null, width: 800, height: 400 })).toBe(false);
  });
});
