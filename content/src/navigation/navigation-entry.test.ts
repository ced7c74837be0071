/** @jest-environment node */
import { isSafeNavigationUrl, isSameSitePath, navigationProblems, type NavigationMenu } from './navigation-entry';

const menu = (patch: Partial<NavigationMenu> = {}): NavigationMenu => ({
  entries: [
    { slug: 'select', title: 'Mission select', url: '/accessible' },
    { slug: 'army', title: 'Army', section: 'army', chapters: [{ slug: 'fire', title: 'Forest', url: '/accessible/fire' }] },
    { slug: 'label-only', title: 'A label' },
  ],
  footerLinks: [{ slug: 'recruiting', title: 'Careers', url: 'https://forces.ca/en/careers/' }],
  copyright: '© 2025',
  ...patch,
});

describe('isSafeNavigationUrl', () => {
  it.each([
    '/accessible',
    '/fr/accessible/incendie',
    '/',
    'https://forces.ca/fr/carrieres/',
    'https://www.canada.ca/en/transparency/privacy.html',
  ])('accepts %s', (url) => {
    expect(isSafeNavigationUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://forces.ca/',
    'HTTPS://forces.ca/',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    'accessible/fire',
    'mailto:someone@example.org',
    'https://user:secret@forces.ca/',
    'https://',
    '/accessible fire',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeNavigationUrl(url)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isSafeNavigationUrl(undefined)).toBe(false);
    expect(isSafeNavigationUrl(42)).toBe(false);
    expect(isSafeNavigationUrl({ toString: () => '/accessible' })).toBe(false);
  });

  it('tells a same-site path from an https address', () => {
    expect(isSameSitePath('/accessible')).toBe(true);
    expect(isSameSitePath('https://forces.ca/')).toBe(false);
    expect(isSameSitePath('//forces.ca/')).toBe(false);
  });
});

describe('navigationProblems', () => {
  it('finds none in a sound menu, a label-only section included', () => {
    expect(navigationProblems(menu())).toEqual([]);
  });

  it('names an unsafe url wherever it hides', () => {
    const problems = navigationProblems(
      menu({
        entries: [
          { slug: 'select', title: 'Mission select', url: 'javascript:void(0)' },
          { slug: 'army', title: 'Army', chapters: [{ slug: 'fire', title: 'Forest', url: 'http://example.org/' }] },
        ],
        footerLinks: [{ slug: 'privacy', title: 'Privacy', url: '//example.org/' }],
      }),
    );
    expect(problems).toEqual([
      'entry 0 (select): unsafe url "javascript:void(0)"',
      'entry 1 (army) chapter 0: unsafe url "http://example.org/"',
      'footer link 0: unsafe url "//example.org/"',
    ]);
  });

  it('names empty titles, duplicate slugs, an unknown section and a missing copyright', () => {
    const problems = navigationProblems(
      menu({
        entries: [
          { slug: 'army', title: ' ', section: 'marines' as never },
          {
            slug: 'army',
            title: 'Army again',
            chapters: [
              { slug: 'fire', title: 'A', url: '/a' },
              { slug: 'fire', title: 'B', url: '/b' },
            ],
          },
        ],
        copyright: '',
      }),
    );
    expect(problems).toEqual([
      'entry 0 (army): empty title',
      'entry 0 (army): unknown section marines',
      'entry 1 (army): duplicate chapter slugs fire',
      'duplicate slugs army',
      'empty copyright',
    ]);
  });
});
