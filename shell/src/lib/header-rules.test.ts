/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  HEADER_BUTTON_PX,
  HEADER_LOGO_HEIGHT_PX,
  SLIM_HEADER_HEIGHT_PX,
  headerControls,
  isAccessibleDynamicPath,
  isChapterPath,
  isNotFoundPath,
  type HeaderInput,
} from './header-rules';

const on = (path: string, patch: Partial<HeaderInput> = {}) =>
  headerControls({ path, locale: 'en', menuOpen: false, interstitialPlaying: false, menuToggleDisabledByPage: false, ...patch });

describe('docs/product-rules.md §2 "Global header", rule for rule', () => {
  it('shows the logo on every page, in both languages', () => {
    for (const path of ['/', '/select', '/desktop', '/accessible', '/army/fire', '/nowhere']) {
      expect(on(path).logo).toBe(true);
      expect(on(path, { locale: 'fr' }).logo).toBe(true);
    }
  });

  it('is shown on every page, and hidden (not clickable) only while an interstitial plays', () => {
    expect(on('/army/fire').visible).toBe(true);
    expect(on('/army/fire', { interstitialPlaying: true }).visible).toBe(false);
    expect(on('/accessible/fire', { interstitialPlaying: true }).visible).toBe(false);
  });

  it('on /desktop shows a language control instead of the buttons', () => {
    expect(on('/desktop')).toEqual({
      visible: true,
      logo: true,
      menuToggle: 'hidden',
      audioToggle: false,
      languageControl: true,
      slim: false,
    });
  });

  it('on accessible pages shows only the menu toggle among the buttons', () => {
    for (const path of ['/accessible/fire', '/accessible/package-received']) {
      expect(on(path)).toMatchObject({ menuToggle: 'enabled', audioToggle: false });
    }
    expect(on('/accessible/incendie', { locale: 'fr' })).toMatchObject({ menuToggle: 'enabled', audioToggle: false });
  });

  it('hides the accessible toggle on /accessible and /accessible/howto', () => {
    for (const path of ['/accessible', '/accessible/', '/accessible/howto']) expect(on(path).menuToggle).toBe('hidden');
  });

  it('disables the accessible toggle when the page asks', () => {
    expect(on('/accessible/fire', { menuToggleDisabledByPage: true }).menuToggle).toBe('disabled');
    // A hidden toggle stays hidden whatever the page asks.
    expect(on('/accessible', { menuToggleDisabledByPage: true }).menuToggle).toBe('hidden');
  });

  it.each(['/', '/experience', '/portal', '/intro', '/how-to', '/permission'])('hides the menu toggle on %s', (path) => {
    expect(on(path).menuToggle).toBe('hidden');
    expect(on(path, { locale: 'fr' }).menuToggle).toBe('hidden');
  });

  it.each(['/select', '/army/fire', '/navy/end', '/air/received'])('shows the menu toggle on %s', (path) => {
    expect(on(path).menuToggle).toBe('enabled');
  });

  it.each([
    ['/', false],
    ['/experience', false],
    ['/select', true],
    ['/portal', true],
    ['/intro', true],
    ['/how-to', true],
    ['/permission', true],
    ['/army/fire', true],
    ['/404', true],
    ['/accessible', false],
    ['/accessible/fire', false],
  ])('on %s the audio toggle shows: %s', (path, shown) => {
    expect(on(path).audioToggle).toBe(shown);
  });

  it('hides the menu button on the accessible dynamic page while the menu is closed', () => {
    expect(on('/accessible/nowhere').menuToggle).toBe('hidden');
    // Another language's slug is the dynamic page too (it redirects).
    expect(on('/accessible/incendie').menuToggle).toBe('hidden');
    expect(on('/accessible/nowhere', { menuOpen: true }).menuToggle).toBe('enabled');
  });

  it('hides the menu button on the not-found page while the menu is closed', () => {
    expect(on('/404').menuToggle).toBe('hidden');
    expect(on('/no/such/page').menuToggle).toBe('hidden');
    expect(on('/no/such/page', { menuOpen: true }).menuToggle).toBe('enabled');
  });

  it('shows the language control on every page', () => {
    for (const path of ['/', '/select', '/accessible', '/accessible/fire', '/nowhere', '/desktop'])
      expect(on(path).languageControl).toBe(true);
  });
});

describe('page kinds', () => {
  it('tells the accessible dynamic page by the slugs of its language', () => {
    expect(isAccessibleDynamicPath('/accessible/fire', 'en')).toBe(false);
    expect(isAccessibleDynamicPath('/accessible/incendie', 'fr')).toBe(false);
    expect(isAccessibleDynamicPath('/accessible/fire', 'fr')).toBe(true);
    expect(isAccessibleDynamicPath('/accessible/howto', 'en')).toBe(false);
    expect(isAccessibleDynamicPath('/select', 'en')).toBe(false);
  });

  it('tells the not-found page from the routed pages', () => {
    expect(isNotFoundPath('/404')).toBe(true);
    expect(isNotFoundPath('/army/nowhere')).toBe(true);
    expect(isNotFoundPath('/army/fire')).toBe(false);
    expect(isNotFoundPath('/select/')).toBe(false);
    expect(isNotFoundPath('/select?debug')).toBe(false);
    expect(isNotFoundPath('/accessible/nowhere')).toBe(false);
    // Mission Accomplished has one address; the other spelling is not a page.
    expect(isNotFoundPath('/mission-accomplished')).toBe(false);
    expect(isNotFoundPath('/accomplished')).toBe(true);
  });

  describe('in a chapter, a slim bar (docs/game-design.md "Composition and guidance")', () => {
    it('is slim on the nine chapters, in both languages, and nowhere else', () => {
      for (const chapter of [
        '/army/fire',
        '/army/flood',
        '/army/mudslide',
        '/navy/distress',
        '/navy/response',
        '/navy/overboard',
        '/air/stratosphere',
        '/air/airdrop',
        '/air/received',
      ]) {
        expect(on(chapter).slim).toBe(true);
        expect(on(chapter, { locale: 'fr' }).slim).toBe(true);
        expect(on(`${chapter}/`).slim).toBe(true);
      }
      for (const page of [
        '/',
        '/select',
        '/army',
        '/army/end',
        '/portal',
        '/desktop',
        '/accessible/fire',
        '/mission-accomplished',
        '/nowhere',
      ]) {
        expect(on(page).slim).toBe(false);
      }
      expect(isChapterPath('/army/fire?debug=1')).toBe(true);
    });

    it('keeps the menu and sound buttons in a chapter', () => {
      expect(on('/army/fire')).toMatchObject({ menuToggle: 'enabled', audioToggle: true, languageControl: true });
    });

    it('is 48 px high with the logo 24 px high and the buttons 56 by 44, as the stylesheets draw them', () => {
      expect(SLIM_HEADER_HEIGHT_PX).toBe(48);
      expect(HEADER_LOGO_HEIGHT_PX).toBe(24);
      expect(HEADER_BUTTON_PX).toEqual({ width: 56, height: 44 });
      const css = (file: string) => readFileSync(path.join(__dirname, '..', 'header', file), 'utf8');
      expect(css('shell-header.css')).toMatch(/\.shell-header--slim \{[^}]*height: 48px;/);
      for (const button of ['menu-toggle.css', 'audio-toggle.css']) expect(css(button)).toMatch(/width: 56px;\s*height: 44px;/);
      expect(css('government-signature.css')).toMatch(/\.government-signature \{[^}]*height: 24px;/);
    });
  });
});
