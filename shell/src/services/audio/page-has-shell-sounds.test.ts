import { pageHasShellSounds } from './page-has-shell-sounds';

describe('pageHasShellSounds', () => {
  it.each(['/', '/fr', '/experience', '/fr/experience', '/desktop', '/accessible', '/fr/accessible/incendie'])(
    'is false on %s, where no sound can play',
    (path) => {
      expect(pageHasShellSounds(path)).toBe(false);
    },
  );

  it.each(['/select', '/fr/select', '/portal', '/intro', '/army/fire', '/fr/navy/debrief', '/no-such-page'])(
    'is true on %s, which shows the sound toggle',
    (path) => {
      expect(pageHasShellSounds(path)).toBe(true);
    },
  );
});
