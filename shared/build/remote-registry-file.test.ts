/** @jest-environment node */
import { REMOTE_NAMES, remoteRegistryFromEnv } from './remote-registry-file.mjs';

describe('remoteRegistryFromEnv', () => {
  it('lists the three branches at their local ports', () => {
    expect(remoteRegistryFromEnv({})).toEqual({
      remotes: [
        { name: 'army', manifestUrl: 'http://localhost:8081/mf-manifest.json' },
        { name: 'navy', manifestUrl: 'http://localhost:8082/mf-manifest.json' },
        { name: 'air', manifestUrl: 'http://localhost:8083/mf-manifest.json' },
      ],
    });
    expect([...REMOTE_NAMES]).toEqual(['army', 'navy', 'air']);
  });

  it('follows port overrides and the host it is given', () => {
    const { remotes } = remoteRegistryFromEnv({ NAVY_PORT: '9002' }, '127.0.0.1');
    expect(remotes.map((remote) => remote.manifestUrl)).toEqual([
      'http://127.0.0.1:8081/mf-manifest.json',
      'http://127.0.0.1:9002/mf-manifest.json',
      'http://127.0.0.1:8083/mf-manifest.json',
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

  it('throws on an invalid port instead of writing a broken registry', () => {
    expect(() => remoteRegistryFromEnv({ AIR_PORT: 'eighty' })).toThrow('AIR_PORT');
  });

  it('is plain JSON', () => {
    const registry = remoteRegistryFromEnv({ ARMY_VERSION: '7' });
    expect(JSON.parse(JSON.stringify(registry))).toEqual(registry);
  });
});
