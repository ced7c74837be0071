/**
 * The shell's own build-info.json (docs/decisions.md §7), written at build time by
 * shared/tooling/build/build-info.mjs: which build this is and from which deployment branch.
 * The deployment branch decides whether analytics tracks (main, qa, staging) and whether
 * it runs in debug (develop, qa); the QA badge shows both.
 */
export interface BuildInfo {
  buildNumber: string;
  /** The deployment branch (main, qa, staging, develop...), not a military branch. */
  branchName: string;
}

export const BUILD_INFO_URL = '/build-info.json';

export function parseBuildInfo(value: unknown): BuildInfo | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { buildNumber, branchName } = value as Record<string, unknown>;
  if (typeof buildNumber !== 'string' || buildNumber.trim() === '') return null;
  if (typeof branchName !== 'string' || branchName.trim() === '') return null;
  return { buildNumber: buildNumber.trim(), branchName: branchName.trim() };
}

/**
 * GETs the shell's build info. A failure is only logged (docs/product-rules.md §7, docs/product-rules.md §8: "Network
 * response was not ok" for an error answer) and gives null; it never throws.
 */
export async function fetchBuildInfo(
  url: string = BUILD_INFO_URL,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<BuildInfo | null> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-cache', credentials: 'same-origin' });
  } catch (error) {
    console.error('[build-info] Network response was not ok:', url, error);
    return null;
  }
  if (!response.ok) {
    console.error(`[build-info] Network response was not ok: ${url} answered ${response.status}`);
    return null;
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    console.warn(`[build-info] ${url} is not valid JSON; build info unknown.`);
    return null;
  }
  const info = parseBuildInfo(body);
  if (!info) console.warn(`[build-info] ${url} has no buildNumber and branchName strings; build info unknown.`, body);
  return info;
}
