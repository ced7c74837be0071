import { PICTURE_PIN_GLOBAL, isScenePicturePage } from './picture-pin';

describe('the scene-pictures pin', () => {
  it('is on only when the page global is exactly true', () => {
    expect(isScenePicturePage({ [PICTURE_PIN_GLOBAL]: true })).toBe(true);
    expect(isScenePicturePage({ [PICTURE_PIN_GLOBAL]: 'true' })).toBe(false);
    expect(isScenePicturePage({})).toBe(false);
    expect(isScenePicturePage(undefined)).toBe(false);
  });
});
