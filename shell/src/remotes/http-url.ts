/**
 * The URL checks every address the shell takes from outside shares (an allowed origin in
 * remotes.json, a candidate manifest typed into the QA badge): each caller adds its own shape
 * rules on the URL this gives.
 */

/** Whitespace, control characters and backslashes are read "helpfully" by URL parsers: refuse them. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const SUSPICIOUS_CHARACTERS = /[\s\\\u0000-\u001f\u007f]/u;

/**
 * An absolute http(s) URL, written out (`https://host...`), without credentials: refuses
 * `javascript:`, `data:`, relative and protocol-relative addresses, and any the parser would
 * have to repair. Gives the parsed URL, or null.
 */
export function parseHttpUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || SUSPICIOUS_CHARACTERS.test(value)) return null;
  if (!/^https?:\/\/[^/]/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // "https://allowed.example@evil.example/..." is evil.example: no userinfo at all.
  if (url.username !== '' || url.password !== '') return null;
  return url;
}
