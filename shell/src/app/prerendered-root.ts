/**
 * What the app does with the #root it finds (docs/prerendered-pages.md): take over the
 * markup the build rendered for this very page, language and build ('hydrate'), or render
 * its own over whatever is there ('render'). Any other page's markup (another path,
 * language or build, or an edited page) is replaced, never hydrated into a mismatch.
 */
export type RootStart = { kind: 'hydrate' } | { kind: 'render'; replacing: string | null };

export function rootStart(root: HTMLElement, { pathname, lang, build }: { pathname: string; lang: string; build: string }): RootStart {
  const prerendered = root.dataset.prerendered;
  if (prerendered === undefined || !root.hasChildNodes()) return { kind: 'render', replacing: null };
  const here = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (prerendered === here && root.dataset.lang === lang && root.dataset.build === build) return { kind: 'hydrate' };
  return { kind: 'render', replacing: `${prerendered} (${root.dataset.lang ?? '?'}, build ${root.dataset.build ?? '?'})` };
}
