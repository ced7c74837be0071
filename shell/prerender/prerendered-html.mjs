// @ts-check
/**
 * A prerendered page's HTML: the browser build's index.html with the page's language,
 * title, description, sharing tags, CSS and markup (docs/prerendered-pages.md). Pure, so
 * the rules are unit-tested; prerender-pages.mjs does the reading and writing.
 */

/**
 * @typedef {{
 *   path: string,
 *   lang: string,
 *   html: string,
 *   noScript: { text: string, link: string, href: string },
 *   viewport: string,
 *   meta: PageTags,
 * }} RenderedPage
 */

/**
 * @typedef {{
 *   title: string, description: string, siteName: string, ogLocale: string, ogAlternateLocale: string,
 *   image: { path: string, alt: string, width: number, height: number },
 * }} PageTags
 */

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * @param {string} template the browser build's index.html (an empty #root)
 * @param {RenderedPage} page
 * @param {{ buildNumber: string, css: string[], publicOrigin?: string }} options `css`: the
 *   stylesheets the page's chunks bring, linked so the page paints styled before any script
 * @returns {string}
 */
export function prerenderedHtml(template, page, { buildNumber, css, publicOrigin }) {
  // The page must be whole as HTML: an inline script (React revealing an outlined boundary)
  // is refused by the Content Security Policy, and a pending or client-rendered boundary
  // makes the app throw the page away (docs/prerendered-pages.md).
  if (/<script\b/i.test(page.html) || /<!--\$[?!]-->/.test(page.html)) {
    throw new Error(`${page.path}: the prerendered markup is not whole (an inline script or an unfinished Suspense boundary)`);
  }
  const root = `<div id="root" data-prerendered="${escapeHtml(page.path)}" data-lang="${page.lang}" data-build="${escapeHtml(buildNumber)}">${page.html}</div>`;
  const noScript = `<noscript><p class="noscript">${escapeHtml(page.noScript.text)} <a href="${escapeHtml(page.noScript.href)}">${escapeHtml(page.noScript.link)}</a></p></noscript>`;
  const head = [...headTags(page, publicOrigin), ...css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`)].join('');
  const withHead = replaceOnce(
    replaceOnce(
      withLanguageAndTitle(template, page),
      /<meta name="viewport" content="[^"]*"\/?>/,
      `<meta name="viewport" content="${escapeHtml(page.viewport)}"/>`,
    ),
    '</head>',
    `${head}</head>`,
  );
  return replaceOnce(withHead, /<div id="root"><\/div><noscript>.*?<\/noscript>/, `${root}${noScript}`);
}

/**
 * A share page (docs/prerendered-pages.md, "Share images"): the empty app page with a branch's
 * or Mission Accomplished's language, title and sharing tags, so a link to it shows its own
 * image; the app renders its #root as on any other route.
 * @param {string} template the browser build's index.html (an empty #root)
 * @param {{ path: string, lang: string, meta: PageTags }} page
 * @param {{ publicOrigin?: string }} options
 * @returns {string}
 */
export function sharePageHtml(template, page, { publicOrigin }) {
  return replaceOnce(withLanguageAndTitle(template, page), '</head>', `${headTags(page, publicOrigin).join('')}</head>`);
}

/**
 * @param {string} template
 * @param {{ lang: string, meta: { title: string } }} page
 */
function withLanguageAndTitle(template, page) {
  return replaceOnce(
    replaceOnce(template, /<html lang="[^"]*">/, `<html lang="${page.lang}">`),
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.meta.title)}</title>`,
  );
}

/**
 * The description and Open Graph tags. og:url and og:image are absolute when the build knows
 * the public origin (PUBLIC_ORIGIN), as Open Graph asks; without it the image is named from
 * the site's root, which a local preview still follows.
 * @param {{ path: string, meta: PageTags }} page
 * @param {string | undefined} publicOrigin
 * @returns {string[]}
 */
function headTags({ path, meta }, publicOrigin) {
  const image = publicOrigin ? new URL(meta.image.path, publicOrigin).href : meta.image.path;
  return [
    `<meta name="description" content="${escapeHtml(meta.description)}"/>`,
    `<meta property="og:type" content="website"/>`,
    `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}"/>`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}"/>`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}"/>`,
    `<meta property="og:locale" content="${meta.ogLocale}"/>`,
    `<meta property="og:locale:alternate" content="${meta.ogAlternateLocale}"/>`,
    ...(publicOrigin ? [`<meta property="og:url" content="${escapeHtml(new URL(path, publicOrigin).href)}"/>`] : []),
    `<meta property="og:image" content="${escapeHtml(image)}"/>`,
    `<meta property="og:image:type" content="image/png"/>`,
    `<meta property="og:image:width" content="${meta.image.width}"/>`,
    `<meta property="og:image:height" content="${meta.image.height}"/>`,
    `<meta property="og:image:alt" content="${escapeHtml(meta.image.alt)}"/>`,
    `<meta name="twitter:card" content="summary_large_image"/>`,
  ];
}

/**
 * @param {string} text
 * @param {string | RegExp} pattern
 * @param {string} replacement
 */
function replaceOnce(text, pattern, replacement) {
  const found = typeof pattern === 'string' ? text.indexOf(pattern) : text.search(pattern);
  if (found < 0) throw new Error(`index.html has no ${String(pattern)}: shared/tooling/build/index.html changed?`);
  return text.replace(pattern, () => replacement);
}

/**
 * Where a page's HTML goes in dist, so a static server finds it for the path without a
 * redirect: / -> index.html, /fr -> fr/index.html, /fr/accessible -> fr/accessible/index.html.
 * @param {string} path
 */
export function pageFile(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}
