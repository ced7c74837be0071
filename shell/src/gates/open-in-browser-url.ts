/**
 * An Android intent address that opens this page in the phone's default browser, out of an
 * app's WebView; the fallback address keeps the visitor on the page if no browser answers.
 * iOS has no such address, so the gate offers to copy the link there (in-app-browser-actions.tsx).
 */
export function androidBrowserIntent(location: Pick<Location, 'host' | 'pathname' | 'search' | 'protocol' | 'href'>): string {
  const scheme = location.protocol.replace(/:$/, '');
  return `intent://${location.host}${location.pathname}${location.search}#Intent;scheme=${scheme};S.browser_fallback_url=${encodeURIComponent(location.href)};end`;
}
