/**
 * The precached file a page's address is answered with, as the servers do (`<path>/index.html`,
 * docs/prerendered-pages.md): /select -> /select/index.html, whatever the query.
 */
export function pageVariants({ url }: { url: URL }): URL[] {
  const path = url.pathname.replace(/\/+$/, '');
  return [new URL(`${path}/index.html`, url.origin), new URL(url.pathname, url.origin)];
}
