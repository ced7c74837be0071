/** @jest-environment node */
import { BRANCH_LIST } from '@mission/content/branch-list';
import { candidateOriginsFromEnv, REMOTE_NAMES, remoteRegistryFromEnv } from './remote-registry-file.mjs';

/** The branches the list holds after the product's three (a scaffolded one). */
const LATER = BRANCH_LIST.slice(3);
const laterManifests = (host: string) => LATER.map((branch) => `http://${host}:${branch.port}/mf-manifest.json`);

describe('remoteRegistryFromEnv', () => {
  it('lists the branches at their local ports', () => {
    expect(remoteRegistryFromEnv({})).toEqual({
      remotes: [
        { name: 'army', manifestUrl: 'http://localhost:8081/mf-manifest.json' },
        { name: 'navy', manifestUrl: 'http://localhost:8082/mf-manifest.json' },
        { name: 'air', manifestUrl: 'http://localhost:8083/mf-manifest.json' },
        ...LATER.map((branch, index) => ({ name: branch.name, manifestUrl: laterManifests('localhost')[index] })),
      ],
    });
    expect([...REMOTE_NAMES]).toEqual(['army', 'navy', 'air', ...LATER.map((branch) => branch.name)]);
  });

  it('follows port overrides and the host it is given', () => {
    const { remotes } = remoteRegistryFromEnv({ NAVY_PORT: '9002' }, '127.0.0.1');
    expect(remotes.map((remote) => remote.manifestUrl)).toEqual([
      'http://127.0.0.1:8081/mf-manifest.json',
      'http://127.0.0.1:9002/mf-manifest.json',
      'http://127.0.0.1:8083/mf-manifest.json',
      ...laterManifests('127.0.0.1'),
    ]);
  });

  it('lets ARMY_URL win over the army port, leaving the others alone', () => {
    const { remotes } = remoteRegistryFromEnv({ ARMY_URL: 'https://army.example.ca', ARMY_PORT: '9001' });
    expect(remotes[0]).toEqual({ name: 'army', manifestUrl: 'https://army.example.ca/mf-manifest.json' });
    expect(remotes[1]?.manifestUrl).toBe('http://localhost:8082/mf-manifest.json');
  });

  it('does not double the slash of an origin that ends with one', () => {
    const { remotes } = remoteRegistryFromEnv({ AIR_URL: 'https://cdn.example.ca/air/' });
    expect(remotes[2]?.manifestUrl).toBe('https://cdn.example.ca/air/mf-manifest.json');
  });

  it('adds a version only to the remote that has one', () => {
    const { remotes } = remoteRegistryFromEnv({ NAVY_VERSION: '2024.11.3' });
    expect(remotes[1]).toEqual({
      name: 'navy',
      manifestUrl: 'http://localhost:8082/mf-manifest.json',
      version: '2024.11.3',
    });
    expect(remotes[0]).not.toHaveProperty('version');
    expect(remotes[2]).not.toHaveProperty('version');
  });

  it('pins only the remote given an integrity, trimmed, and refuses one out of shape', () => {
    const pin = `sha384-${'x'.repeat(64)}`;
    const { remotes } = remoteRegistryFromEnv({ AIR_INTEGRITY: ` ${pin}\n`, ARMY_INTEGRITY: '' });
    expect(remotes[2]).toEqual({ name: 'air', manifestUrl: 'http://localhost:8083/mf-manifest.json', integrity: pin });
    expect(remotes[0]).not.toHaveProperty('integrity');
    expect(() => remoteRegistryFromEnv({ AIR_INTEGRITY: `sha512-${'x'.repeat(64)}` })).toThrow('AIR_INTEGRITY');
  });

  it('takes a rollout pin, each answering build one space apart (up to three), and refuses a fourth', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((letter) => `sha384-${letter.repeat(64)}`);
    expect(remoteRegistryFromEnv({ NAVY_INTEGRITY: `${a}\n  ${b}` }).remotes[1]).toHaveProperty('integrity', `${a} ${b}`);
    expect(remoteRegistryFromEnv({ NAVY_INTEGRITY: `${a} ${b} ${c}` }).remotes[1]).toHaveProperty('integrity', `${a} ${b} ${c}`);
    expect(() => remoteRegistryFromEnv({ NAVY_INTEGRITY: `${a} ${b} ${c} ${d}` })).toThrow('NAVY_INTEGRITY');
    expect(() => remoteRegistryFromEnv({ NAVY_INTEGRITY: `${a} md5-x` })).toThrow('NAVY_INTEGRITY');
  });

  it('throws on an invalid port instead of writing a broken registry', () => {
    expect(() => remoteRegistryFromEnv({ AIR_PORT: 'eighty' })).toThrow('AIR_PORT');
  });

  it('is plain JSON', () => {
    const registry = remoteRegistryFromEnv({ ARMY_VERSION: '7' });
    expect(JSON.parse(JSON.stringify(registry))).toEqual(registry);
  });

  it('writes no allowedOrigins without CANDIDATE_ORIGINS', () => {
    expect(remoteRegistryFromEnv({ CANDIDATE_ORIGINS: '  ' })).not.toHaveProperty('allowedOrigins');
  });

  it('lists CANDIDATE_ORIGINS as allowedOrigins, after the remotes, each once and without a trailing slash', () => {
    const registry = remoteRegistryFromEnv({ CANDIDATE_ORIGINS: 'https://qa.example.ca/ http://localhost:9181\thttps://qa.example.ca' });
    expect(Object.keys(registry)).toEqual(['remotes', 'allowedOrigins']);
    expect(registry.allowedOrigins).toEqual(['https://qa.example.ca', 'http://localhost:9181']);
  });
});

describe('candidateOriginsFromEnv', () => {
  it('accepts https origins and http on loopback hosts', () => {
    expect(candidateOriginsFromEnv('https://qa.example.ca:8443 http://127.0.0.1:8181 http://[::1]')).toEqual([
      'https://qa.example.ca:8443',
      'http://127.0.0.1:8181',
      'http://[::1]',
    ]);
    expect(candidateOriginsFromEnv(undefined)).toEqual([]);
  });

  it.each([
    'http://qa.example.ca',
    'https://qa.example.ca/path',
    'https://qa.example.ca?x=1',
    'https://allowed.example.ca@evil.example',
    'https://*.example.ca',
    'javascript:alert(1)',
    'data:text/html,x',
    '//qa.example.ca',
    'qa.example.ca',
  ])('throws on %s', (value) => {
    expect(() => candidateOriginsFromEnv(value)).toThrow('CANDIDATE_ORIGINS');
  });
});
