/** @jest-environment node */
import { RegistryError } from './remote-errors';
import { fetchRemoteRegistry, parseRemoteRegistry, REMOTE_REGISTRY_URL } from './remote-registry';

const army = { name: 'army', manifestUrl: 'https://army.example.ca/mf-manifest.json' };
const navy = { name: 'navy', manifestUrl: '/navy/mf-manifest.json', version: '42' };
const air = { name: 'air', manifestUrl: 'http://localhost:8083/mf-manifest.json' };

function problemOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RegistryError);
    return (error as RegistryError).problem;
  }
  return undefined;
}

describe('parseRemoteRegistry', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('accepts a valid registry and keeps each entry', () => {
    expect(parseRemoteRegistry({ remotes: [army, navy, air] })).toEqual({ remotes: [army, navy, air] });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('treats version as optional', () => {
    const { remotes } = parseRemoteRegistry({ remotes: [army, navy] });
    expect(remotes[0]).not.toHaveProperty('version');
    expect(remotes[1]?.version).toBe('42');
  });

  it("keeps a remote's integrity pin", () => {
    const pinned = { ...army, integrity: `sha384-${'A1+/'.repeat(16)}` };
    expect(parseRemoteRegistry({ remotes: [pinned, navy] }).remotes).toEqual([pinned, navy]);
  });

  it('keeps a rollout pin: each build that answers at once, one space apart', () => {
    const pinned = { ...army, integrity: `sha384-${'A'.repeat(64)} sha384-${'B'.repeat(64)}` };
    expect(parseRemoteRegistry({ remotes: [pinned, navy] }).remotes).toEqual([pinned, navy]);
  });

  it.each([
    ['another algorithm', `sha256-${'A'.repeat(44)}`],
    ['a short hash', `sha384-${'A'.repeat(63)}`],
    ['four builds (a rollout pins at most three)', ['A', 'B', 'C', 'D'].map((c) => `sha384-${c.repeat(64)}`).join(' ')],
    ['two values two spaces apart', `sha384-${'A'.repeat(64)}  sha384-${'B'.repeat(64)}`],
    ['a trailing space', `sha384-${'A'.repeat(64)} `],
    ['a number', 384],
  ])('refuses to load a remote whose integrity is %s, with one error naming it, and keeps the others', (_what, integrity) => {
    expect(parseRemoteRegistry({ remotes: [{ ...army, integrity }, navy] }).remotes).toEqual([navy]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('remote "army" an integrity that is not');
  });

  it('accepts an empty list', () => {
    expect(parseRemoteRegistry({ remotes: [] })).toEqual({ remotes: [] });
  });

  it.each([
    ['no remotes array', {}],
    ['remotes not an array', { remotes: { army } }],
    ['null', null],
    ['an array', [army]],
    ['a string', 'remotes'],
  ])('refuses %s as malformed', (_what, raw) => {
    expect(problemOf(() => parseRemoteRegistry(raw))).toBe('malformed');
  });

  it.each([
    ['a non-object entry', ['army']],
    ['a null entry', [null]],
    ['an empty name', [{ ...army, name: '' }]],
    ['a missing name', [{ manifestUrl: army.manifestUrl }]],
    ['a missing manifestUrl', [{ name: 'army' }]],
    ['a javascript: manifestUrl', [{ name: 'army', manifestUrl: 'javascript:alert(1)' }]],
    ['a protocol-relative manifestUrl', [{ name: 'army', manifestUrl: '//evil.example/x' }]],
    ['a backslash protocol-relative manifestUrl', [{ name: 'army', manifestUrl: '/\\evil.example/x' }]],
    ['a data: manifestUrl', [{ name: 'army', manifestUrl: 'data:application/json,{}' }]],
    ['a relative manifestUrl', [{ name: 'army', manifestUrl: 'army/mf-manifest.json' }]],
    ['a numeric version', [{ ...army, version: 3 }]],
    ['a duplicate name', [army, { ...army, manifestUrl: '/other/mf-manifest.json' }]],
  ])('refuses %s as malformed', (_what, remotes) => {
    expect(problemOf(() => parseRemoteRegistry({ remotes }))).toBe('malformed');
  });

  it('ignores an unknown remote name and logs it by name', () => {
    const registry = parseRemoteRegistry({
      remotes: [army, { name: 'marines', manifestUrl: '/marines/mf-manifest.json' }, air],
    });
    expect(registry.remotes.map((entry) => entry.name)).toEqual(['army', 'air']);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('"marines"');
  });
});

describe('parseRemoteRegistry allowedOrigins (QA candidates)', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps valid origins, normalised and each once', () => {
    expect(
      parseRemoteRegistry({
        remotes: [army],
        allowedOrigins: ['https://qa.example.ca/', 'http://127.0.0.1:8181', 'https://qa.example.ca'],
      }),
    ).toEqual({ remotes: [army], allowedOrigins: ['https://qa.example.ca', 'http://127.0.0.1:8181'] });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('drops what is not an https (or loopback http) origin, logging it, and keeps the branches working', () => {
    const registry = parseRemoteRegistry({
      remotes: [army],
      allowedOrigins: [
        'http://qa.example.ca',
        'javascript:alert(1)',
        'https://a.example@evil.example',
        '//evil.example',
        7,
        'https://ok.example',
      ],
    });
    expect(registry).toEqual({ remotes: [army], allowedOrigins: ['https://ok.example'] });
    expect(consoleError).toHaveBeenCalledTimes(5);
  });

  it('ignores an allowedOrigins that is not an array, with one error', () => {
    expect(parseRemoteRegistry({ remotes: [army], allowedOrigins: 'https://ok.example' })).toEqual({ remotes: [army] });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('fetchRemoteRegistry', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  async function problemOfFetch(fetchImpl: typeof fetch): Promise<string> {
    const error = await fetchRemoteRegistry('/remotes.json', fetchImpl).then(
      () => {
        throw new Error('expected a RegistryError');
      },
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(RegistryError);
    return (error as RegistryError).problem;
  }

  it('fetches the registry fresh from its URL and parses it', async () => {
    const fetchImpl = jest.fn(async () => json({ remotes: [army] }));
    await expect(fetchRemoteRegistry(undefined, fetchImpl)).resolves.toEqual({ remotes: [army] });
    expect(fetchImpl).toHaveBeenCalledWith(REMOTE_REGISTRY_URL, expect.objectContaining({ cache: 'no-store' }));
  });

  it('reports a 404 as missing', async () => {
    expect(await problemOfFetch(async () => json({ error: 'nope' }, 404))).toBe('missing');
  });

  it('reports a 500 as unreachable', async () => {
    expect(await problemOfFetch(async () => json({ error: 'down' }, 500))).toBe('unreachable');
  });

  it('reports a network error as unreachable', async () => {
    expect(
      await problemOfFetch(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe('unreachable');
  });

  it('reports a body that is not JSON as malformed', async () => {
    expect(await problemOfFetch(async () => new Response('<html>not json</html>', { status: 200 }))).toBe('malformed');
  });

  it('reports JSON of the wrong shape as malformed', async () => {
    expect(await problemOfFetch(async () => json({ remote: [] }))).toBe('malformed');
  });
});
