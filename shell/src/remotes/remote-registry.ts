import { isSection, type Section } from '@mission/content';
import { parseAllowedOrigin } from './allowed-origin';
import { RegistryError } from './remote-errors';
import { isIntegrityPin, MAX_PINNED_BUILDS } from './remote-integrity';

export interface RemoteRegistryEntry {
  name: Section;
  /** URL of the remote's mf-manifest.json. */
  manifestUrl: string;
  version?: string;
  /**
   * Optional: the SHA-384 of the remote's mf-manifest.json (its build's integrity.json).
   * When given, the shell runs only that build's code (remote-integrity.ts).
   */
  integrity?: string;
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
  /**
   * Optional: origins (https, or http on loopback) QA may load a candidate build of a
   * remote from, through the build badge (candidate-origins.ts). Each remote's own origin
   * is allowed for it without being listed.
   */
  allowedOrigins?: string[];
}

/** Where the shell finds its registry: beside its own index.html. */
export const REMOTE_REGISTRY_URL = '/remotes.json';

/**
 * Validates a parsed remotes.json. Entries with a name that is not a branch are reported
 * and ignored; anything else out of shape makes the whole registry malformed.
 */
export function parseRemoteRegistry(raw: unknown): RemoteRegistry {
  if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as { remotes?: unknown }).remotes)) {
    throw new RegistryError('malformed', 'expected an object with a "remotes" array');
  }
  const remotes: RemoteRegistryEntry[] = [];
  for (const [index, item] of (raw as { remotes: unknown[] }).remotes.entries()) {
    if (typeof item !== 'object' || item === null) {
      throw new RegistryError('malformed', `remotes[${index}] is not an object`);
    }
    const { name, manifestUrl, version, integrity } = item as Record<string, unknown>;
    if (typeof name !== 'string' || name === '') {
      throw new RegistryError('malformed', `remotes[${index}] has no name`);
    }
    if (typeof manifestUrl !== 'string' || !isManifestUrl(manifestUrl)) {
      throw new RegistryError('malformed', `remote "${name}" has no valid manifestUrl (http(s) URL or /path)`);
    }
    if (version !== undefined && typeof version !== 'string') {
      throw new RegistryError('malformed', `remote "${name}" has a version that is not a string`);
    }
    if (!isSection(name)) {
      console.error(`[shell] remotes.json lists an unknown remote "${name}"; it is ignored.`);
      continue;
    }
    if (remotes.some((entry) => entry.name === name)) {
      throw new RegistryError('malformed', `remote "${name}" is listed twice`);
    }
    if (integrity !== undefined && !isIntegrityPin(integrity)) {
      // Loading it unchecked would undo the pin its deployment asked for: the branch is refused.
      console.error(
        `[shell] remotes.json gives remote "${name}" an integrity that is not "sha384-" and 64 base64 characters (up to ${MAX_PINNED_BUILDS}, one space apart, during a rollout); it is not loaded.`,
      );
      continue;
    }
    remotes.push({ name, manifestUrl, ...(version ? { version } : {}), ...(integrity ? { integrity } : {}) });
  }
  const allowedOrigins = parseAllowedOrigins((raw as { allowedOrigins?: unknown }).allowedOrigins);
  return allowedOrigins ? { remotes, allowedOrigins } : { remotes };
}

/**
 * The optional QA list. Out of shape, it costs only the QA override (logged), never the
 * visitor's branches: what is not a valid origin is dropped.
 */
function parseAllowedOrigins(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    console.error('[shell] remotes.json has an "allowedOrigins" that is not an array; no candidate origin is allowed.');
    return undefined;
  }
  const origins: string[] = [];
  for (const item of value) {
    const origin = parseAllowedOrigin(item);
    if (origin === null) {
      console.error(
        `[shell] remotes.json allowedOrigins: ${JSON.stringify(item)} is not an https (or loopback http) origin; it is ignored.`,
      );
    } else if (!origins.includes(origin)) {
      origins.push(origin);
    }
  }
  return origins;
}

const SAME_ORIGIN_PROBE = 'http://same-origin.invalid';

function isManifestUrl(value: string): boolean {
  if (value.startsWith('/')) {
    // A path must stay on the shell's origin: browsers read "//host", "/\host" and
    // "/<tab>/host" as another origin, so resolve it the way they do and compare.
    try {
      return new URL(value, SAME_ORIGIN_PROBE).origin === SAME_ORIGIN_PROBE;
    } catch {
      return false;
    }
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Fetches and validates the registry; every failure is a RegistryError naming its cause. */
export async function fetchRemoteRegistry(url: string = REMOTE_REGISTRY_URL, fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new RegistryError('unreachable', `${url} could not be fetched (${String(error)})`);
  }
  if (response.status === 404) throw new RegistryError('missing', `${url} answered 404`);
  if (!response.ok) throw new RegistryError('unreachable', `${url} answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RegistryError('malformed', `${url} is not valid JSON`);
  }
  return parseRemoteRegistry(body);
}
