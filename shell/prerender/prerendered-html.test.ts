/** @jest-environment node */
import { pageFile, prerenderedHtml, sharePageHtml } from './prerendered-html.mjs';

const TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,maximum-scale=1,user-scalable=no"/><title>Forces Missions</title><script defer="defer" src="/main.js"></script></head><body><div id="root"></div><noscript>x</noscript></body></html>';

const FRENCH_HOME = {
  path: '/fr',
  lang: 'fr-CA',
  html: '<section class="screen home"><h1>Vivez une mission</h1></section>',
  viewport: 'width=device-width, initial-scale=1, maximum-scale=5',
  noScript: { text: 'Les missions immersives ont besoin de JavaScript.', link: 'Version accessible', href: '/fr/accessible' },
  meta: {
    title: 'Missions des Forces',
    description: 'Vivez une mission « des Forces » & plus',
    siteName: 'Missions des Forces',
    ogLocale: 'fr_CA',
    ogAlternateLocale: 'en_CA',
    image: { path: '/share/experience-fr.png', alt: 'Les insignes « des éléments »', width: 1200, height: 630 },
  },
};

describe('prerenderedHtml', () => {
  const html = prerenderedHtml(TEMPLATE, FRENCH_HOME, {
    buildNumber: '42',
    css: ['/app.1234567890.css'],
    publicOrigin: 'https://missions.example.ca',
  });

  it('gives the page its language and title', () => {
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('<title>Missions des Forces</title>');
    expect(html).not.toContain('Forces Missions');
  });

  it('declares an English page en-CA, whatever the template said', () => {
    const english = prerenderedHtml(
      TEMPLATE.replace('lang="en-CA"', 'lang="fr-CA"'),
      { ...FRENCH_HOME, path: '/', lang: 'en-CA' },
      { buildNumber: '42', css: [] },
    );
    expect(english).toContain('<html lang="en-CA">');
    expect(english).toContain('data-lang="en-CA"');
  });

  it('lets the visitor zoom a text page from the first paint', () => {
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5"/>');
    expect(html).not.toContain('user-scalable=no');
  });

  it('puts the markup in #root, marked with its path, language and build for the app to check', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/fr" data-lang="fr-CA" data-build="42"><section class="screen home"><h1>Vivez une mission</h1></section></div>',
    );
  });

  it('tells a browser without JavaScript, in the page language, where the accessible version is', () => {
    expect(html).toContain(
      '<noscript><p class="noscript">Les missions immersives ont besoin de JavaScript. <a href="/fr/accessible">Version accessible</a></p></noscript>',
    );
    expect(html).not.toContain('<noscript>x</noscript>');
  });

  it('carries an escaped description and Open Graph tags in the page language', () => {
    expect(html).toContain('<meta name="description" content="Vivez une mission « des Forces » &amp; plus"/>');
    expect(html).toContain('<meta property="og:title" content="Missions des Forces"/>');
    expect(html).toContain('<meta property="og:locale" content="fr_CA"/>');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_CA"/>');
    expect(html).toContain('<meta property="og:url" content="https://missions.example.ca/fr"/>');
  });

  it('names the page’s share image, absolute when the public origin is known, with its size and words', () => {
    expect(html).toContain('<meta property="og:image" content="https://missions.example.ca/share/experience-fr.png"/>');
    expect(html).toContain('<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>');
    expect(html).toContain('<meta property="og:image:alt" content="Les insignes « des éléments »"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const local = prerenderedHtml(TEMPLATE, FRENCH_HOME, { buildNumber: '42', css: [] });
    expect(local).toContain('<meta property="og:image" content="/share/experience-fr.png"/>');
  });

  it('links the stylesheets in the head, before the scripts run', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/app.1234567890.css"/>');
  });

  it('leaves og:url out without a public origin', () => {
    expect(prerenderedHtml(TEMPLATE, FRENCH_HOME, { buildNumber: '42', css: [] })).not.toContain('og:url');
  });

  it('refuses markup that is not whole: an outlined boundary’s inline script, a pending or failed boundary', () => {
    const outlined = '<!--$?--><template id="B:0"></template><!--/$--><script>$RC("B:0","S:0")</script>';
    expect(() => prerenderedHtml(TEMPLATE, { ...FRENCH_HOME, html: outlined }, { buildNumber: '1', css: [] })).toThrow(
      /\/fr: the prerendered markup is not whole/,
    );
    expect(() => prerenderedHtml(TEMPLATE, { ...FRENCH_HOME, html: '<!--$!--><p>x</p><!--/$-->' }, { buildNumber: '1', css: [] })).toThrow(
      /not whole/,
    );
    expect(() =>
      prerenderedHtml(TEMPLATE, { ...FRENCH_HOME, html: '<!--$--><p>x</p><!--/$-->' }, { buildNumber: '1', css: [] }),
    ).not.toThrow();
  });

  it('refuses a template it cannot fill rather than writing a page without markup', () => {
    expect(() =>
      prerenderedHtml(TEMPLATE.replace('<div id="root"></div>', '<main></main>'), FRENCH_HOME, { buildNumber: '1', css: [] }),
    ).toThrow(/#root|root/);
  });
});

describe('sharePageHtml', () => {
  const armyFr = {
    path: '/fr/army',
    lang: 'fr-CA',
    meta: {
      ...FRENCH_HOME.meta,
      title: 'Armée | Missions des Forces',
      image: { path: '/share/army-fr.png', alt: 'L’insigne de l’Armée', width: 1200, height: 630 },
    },
  };
  const html = sharePageHtml(TEMPLATE, armyFr, { publicOrigin: 'https://missions.example.ca' });

  it('gives the empty app page the branch’s language, title and share image', () => {
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('<title>Armée | Missions des Forces</title>');
    expect(html).toContain('<meta property="og:image" content="https://missions.example.ca/share/army-fr.png"/>');
    expect(html).toContain('<meta property="og:url" content="https://missions.example.ca/fr/army"/>');
  });

  it('leaves #root empty and unmarked, so the app renders the route as anywhere else', () => {
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('<meta name="viewport" content="width=device-width,maximum-scale=1,user-scalable=no"/>');
  });
});

describe('pageFile', () => {
  it('puts each page where a static server finds it without a redirect', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/fr')).toBe('fr/index.html');
    expect(pageFile('/fr/accessible')).toBe('fr/accessible/index.html');
  });
});
