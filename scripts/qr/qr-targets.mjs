// @ts-check
/**
 * What the /desktop notice's QR codes encode (docs/product-rules.md §2: "a QR code, one image per language"):
 * the experience's entry in each language, on the public origin the site is served from.
 * Pure, so the unit test checks it without writing files. The origin itself is checked by
 * shared/tooling/build/public-origin.mjs.
 */

/** The entry path per locale (English at /..., French at /fr/...). */
export const EXPERIENCE_PATHS = { en: '/experience', fr: '/fr/experience' };

/**
 * One QR target per language: the file it is written to (under shell/public/qr/) and the URL it encodes.
 * @param {string} origin a checked origin (see publicOrigin)
 * @returns {{ locale: 'en' | 'fr'; file: string; url: string }[]}
 */
export function qrTargets(origin) {
  return /** @type {const} */ (['en', 'fr']).map((locale) => ({
    locale,
    file: `experience-${locale}.svg`,
    url: `${origin}${EXPERIENCE_PATHS[locale]}`,
  }));
}
