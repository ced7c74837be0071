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
 *   meta: { title: string, description: string, siteName: string, ogLocale: string, ogAlternateLocale: string },
 * }} RenderedPage
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
  const { meta } = page;
  const head = [
    `<meta name="description" content="${escapeHtml(meta.description)}"/>`,
    `<meta property="og:type" content="website"/>`,
    `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}"/>`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}"/>`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}"/>`,
    `<meta property="og:locale" content="${meta.ogLocale}"/>`,
    `<meta property="og:locale:alternate" content="${meta.ogAlternateLocale}"/>`,
    ...(publicOrigin ? [`<meta property="og:url" content="${escapeHtml(new URL(page.path, publicOrigin).href)}"/>`] : []),
    `<meta name="twitter:card" content="summary"/>`,
    ...css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`),
  ].join('');
  const root = `<div id="root" data-prerendered="${escapeHtml(page.path)}" data-lang="${page.lang}" data-build="${escapeHtml(buildNumber)}">${page.html}</div>`;
  const noScript = `<noscript><p class="noscript">${escapeHtml(page.noScript.text)} <a href="${escapeHtml(page.noScript.href)}">${escapeHtml(page.noScript.link)}</a></p></noscript>`;
  return replaceOnce(
    replaceOnce(
      replaceOnce(
        replaceOnce(replaceOnce(template, /<html lang="[^"]*">/, `<html lang="${page.lang}">`), /<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`),
        /<meta name="viewport" content="[^"]*"\/?>/,
        `<meta name="viewport" content="${escapeHtml(page.viewport)}"/>`,
      ),
      '</head>',
      `${head}</head>`,
    ),
    /<div id="root"><\/div><noscript>.*?<\/noscript>/,
    `${root}${noScript}`,
  );
}

/**
 * @param {string} text
 * @param {string | RegExp} pattern
 * @param {string} replacement
 */
function replaceOnce(text, pattern, replacement) {
  const found = typeof pattern === 'string' ? text.indexOf(pattern) : text.search(pattern);
  if (found < 0) throw new Error(`index.html has no ${String(pattern)}: shared/build/index.html changed?`);
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
