import { FILM_PIN_GLOBAL, filmPinOf } from './film-pin';
import { PICTURE_PIN_GLOBAL } from './picture-pin';

describe('the briefing-film pin', () => {
  it('films only a scene-picture page, at a whole number of frames a second', () => {
    expect(filmPinOf({ [PICTURE_PIN_GLOBAL]: true, [FILM_PIN_GLOBAL]: { fps: 12 } })).toEqual({ fps: 12 });
    expect(filmPinOf({ [PICTURE_PIN_GLOBAL]: true, [FILM_PIN_GLOBAL]: { fps: 24 } })).toEqual({ fps: 24 });
  });

  it('is off for a visit, a picture and anything malformed', () => {
    expect(filmPinOf({ [FILM_PIN_GLOBAL]: { fps: 12 } })).toBeNull();
    expect(filmPinOf({ [PICTURE_PIN_GLOBAL]: true })).toBeNull();
    for (const fps of [0, 61, 12.5, '12', Number.NaN])
      expect(filmPinOf({ [PICTURE_PIN_GLOBAL]: true, [FILM_PIN_GLOBAL]: { fps } })).toBeNull();
    expect(filmPinOf(undefined)).toBeNull();
  });
});
