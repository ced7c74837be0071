import { LANGUAGE_TAGS, LOCALES, PAGE_LANGUAGES, localeFromPath, localizePath, pageLanguage, stripLocale } from './locale';

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

describe('the language a page declares', () => {
  it('is Canadian English and Canadian French', () => {
    expect(pageLanguage('en')).toBe('en-CA');
    expect(pageLanguage('fr')).toBe('fr-CA');
    expect(pageLanguage(localeFromPath('/fr/select'))).toBe('fr-CA');
    expect(pageLanguage(localeFromPath('/accessible'))).toBe('en-CA');
  });

  it('is a Canadian BCP-47 tag for every locale, while English copy stays filed under en-US', () => {
    for (const locale of LOCALES) expect(PAGE_LANGUAGES[locale]).toMatch(new RegExp(`^${locale}-CA$`));
    expect(LANGUAGE_TAGS.en).toBe('en-US');
    expect(Intl.getCanonicalLocales(Object.values(PAGE_LANGUAGES))).toEqual(['en-CA', 'fr-CA']);
  });
});
