// @ts-check
/**
 * The shell build's last step (docs/prerendered-pages.md): renders the first screens
 * (/, /fr, the accessible home, Mission Select) to static HTML from the app's own components
 * and writes them into dist beside app.html, the empty page every other route is served;
 * then the share images (PNG, drawn from SVG with the committed font) and the share pages
 * that name them.
 *
 *   webpack --mode production --json dist/web-stats.json && node prerender/prerender-pages.mjs
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { readBuildInfo } from '@mission/tooling/build/build-info.mjs';
import { publicOrigin } from '@mission/tooling/build/public-origin.mjs';
import { prerenderWebpackConfig } from './prerender-webpack-config.mjs';
import { pageFile, prerenderedHtml, sharePageHtml } from './prerendered-html.mjs';
import { Resvg } from '@resvg/resvg-js';

const shellDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(shellDir, 'dist');
const workDir = path.join(shellDir, '.prerender');

/** @param {import('webpack').Configuration} config */
function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(undefined);
    });
  });
}

/**
 * The CSS files of each named chunk group of the browser build.
 * @returns {Map<string, string[]>}
 */
function cssByChunkName() {
  // webpack-cli wrote it into dist (the one folder that exists then); it is not served.
  const statsFile = path.join(distDir, 'web-stats.json');
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  rmSync(statsFile);
  /** @type {Map<string, string[]>} */
  const css = new Map();
  for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
    const files = (group.assets ?? [])
      .map((/** @type {{ name: string }} */ asset) => asset.name)
      .filter((/** @type {string} */ file) => file.endsWith('.css'));
    css.set(
      name,
      files.map((/** @type {string} */ file) => `/${file}`),
    );
  }
  return css;
}

await compile(prerenderWebpackConfig({ shellDir, outDir: path.join(workDir, 'node') }));
const require = createRequire(import.meta.url);
const {
  renderPage,
  prerenderedPaths,
  PAGE_CHUNKS,
  renderSharePage,
  renderShareImage,
  sharePagePaths,
  shareImagePath,
  SHARE_IMAGE_KINDS,
  SHARE_IMAGE_FONT,
  LOCALES,
} = require(path.join(workDir, 'node', 'render-page.cjs'));

const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
// Every route that is not prerendered gets the empty page; the app renders it.
copyFileSync(path.join(distDir, 'index.html'), path.join(distDir, 'app.html'));
const css = cssByChunkName();
const { buildNumber } = readBuildInfo();
const origin = process.env.PUBLIC_ORIGIN ? publicOrigin(process.env.PUBLIC_ORIGIN) : undefined;

for (const pagePath of /** @type {string[]} */ (prerenderedPaths())) {
  const page = await renderPage(pagePath);
  const chunks = /** @type {string[]} */ (PAGE_CHUNKS[page.page]);
  const links = [
    ...new Set(
      chunks.flatMap((name) => {
        const files = css.get(name);
        if (!files) throw new Error(`the browser build has no chunk named "${name}" (see PAGE_CHUNKS in shell/src/prerender/page-meta.ts)`);
        return files;
      }),
    ),
  ];
  const file = path.join(distDir, pageFile(pagePath));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, prerenderedHtml(template, page, { buildNumber, css: links, ...(origin ? { publicOrigin: origin } : {}) }));
  console.log(
    `[prerender] ${pagePath.padEnd(16)} -> dist/${pageFile(pagePath)} (${(page.html.length / 1024).toFixed(1)} KB of markup, ${links.length} stylesheets)`,
  );
}

// Share images: drawn as SVG by the app's own code, made PNG here with the committed font, so
// every machine draws the same letters (shell/prerender/fonts/).
const font = path.join(shellDir, 'prerender', 'fonts', 'share-image-bold.ttf');
for (const kind of /** @type {string[]} */ (SHARE_IMAGE_KINDS)) {
  for (const locale of /** @type {string[]} */ (LOCALES)) {
    const svg = await renderShareImage(kind, locale);
    const png = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: [font], defaultFontFamily: SHARE_IMAGE_FONT } })
      .render()
      .asPng();
    const file = path.join(distDir, /** @type {string} */ (shareImagePath(kind, locale)).slice(1));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, png);
    console.log(`[prerender] share image -> dist/${path.relative(distDir, file)} (${(png.length / 1024).toFixed(0)} KB)`);
  }
}

// Share pages: a branch's address and Mission Accomplished answer with their own tags.
for (const { path: pagePath } of /** @type {{ path: string }[]} */ (sharePagePaths(LOCALES))) {
  const page = await renderSharePage(pagePath);
  const file = path.join(distDir, pageFile(pagePath));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, sharePageHtml(template, page, origin ? { publicOrigin: origin } : {}));
  console.log(`[prerender] ${pagePath.padEnd(16)} -> dist/${pageFile(pagePath)} (share tags)`);
}
