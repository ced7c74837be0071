import { localeFromPath, localizePath, stripLocale } from './locale';

describe('locale paths', () => {
  it.each([
    ['/', 'en'],
    ['/army/fire', 'en'],
    ['/fr', 'fr'],
    ['/fr/army/fire', 'fr'],
    ['/franchise', 'en'],
  ])('%s belongs to %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it('prefixes French paths and leaves English ones alone', () => {
    expect(localizePath('fr', '/army/fire')).toBe('/fr/army/fire');
    expect(localizePath('fr', '/')).toBe('/fr');
    expect(localizePath('en', '/select')).toBe('/select');
  });

  it('strips the French prefix back to the English route', () => {
    expect(stripLocale('/fr/navy/distress')).toBe('/navy/distress');
    expect(stripLocale('/fr')).toBe('/');
    expect(stripLocale('/air/end')).toBe('/air/end');
  });
});
