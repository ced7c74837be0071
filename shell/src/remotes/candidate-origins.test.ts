/** @jest-environment node */
import { candidateOriginsFor, checkCandidate, parseCandidateManifestUrl } from './candidate-origins';
import type { RemoteRegistry } from './remote-registry';

const SHELL = 'https://mission.example.ca';
const registry: RemoteRegistry = {
  remotes: [
    { name: 'army', manifestUrl: 'https://army.example.ca/mf-manifest.json', version: '7' },
    { name: 'navy', manifestUrl: '/navy/mf-manifest.json' },
  ],
  allowedOrigins: ['https://allowed.example'],
};

describe('parseCandidateManifestUrl', () => {
  it('takes an absolute http(s) URL of a .json file', () => {
    expect(parseCandidateManifestUrl('https://allowed.example/army/42/mf-manifest.json')?.href).toBe(
      'https://allowed.example/army/42/mf-manifest.json',
    );
  });

  it.each([
    'javascript:alert(1)//.json',
    'JaVaScRiPt:alert(1)',
    'data:application/json,{}',
    '//evil.example/mf-manifest.json',
    '/army/mf-manifest.json',
    'mf-manifest.json',
    'https://allowed.example@evil.example/mf-manifest.json',
    'https://user:pass@allowed.example/mf-manifest.json',
    'https://allowed.example/remoteEntry.js',
    'https:\\\\evil.example/mf-manifest.json',
    'https://allowed.example/mf-manifest.json\n',
    'ftp://allowed.example/mf-manifest.json',
    '',
    undefined,
  ])('refuses %p', (value) => {
    expect(parseCandidateManifestUrl(value)).toBeNull();
  });
});

describe('candidateOriginsFor', () => {
  it("is the registry's allowed origins plus that remote's own origin", () => {
    expect(candidateOriginsFor(registry, 'army', SHELL)).toEqual(['https://army.example.ca', 'https://allowed.example']);
    // A remote served by a path of the shell: the shell's origin is its own.
    expect(candidateOriginsFor(registry, 'navy', SHELL)).toEqual([SHELL, 'https://allowed.example']);
    expect(candidateOriginsFor(registry, 'air', SHELL)).toEqual([]);
  });

  it("never allows another remote's origin", () => {
    expect(candidateOriginsFor({ remotes: registry.remotes }, 'navy', SHELL)).not.toContain('https://army.example.ca');
  });
});

describe('checkCandidate', () => {
  it.each(['https://allowed.example/army/candidate/mf-manifest.json', 'https://army.example.ca/next/mf-manifest.json'])(
    'accepts %s for army',
    (url) => {
      expect(checkCandidate(registry, 'army', url, SHELL)).toEqual({ ok: true, manifestUrl: url });
    },
  );

  it.each([
    ['https://evil.example/mf-manifest.json', 'origin-not-allowed'],
    ['https://allowed.example.evil.example/mf-manifest.json', 'origin-not-allowed'],
    ['https://allowed.example:444/mf-manifest.json', 'origin-not-allowed'],
    ['http://allowed.example/mf-manifest.json', 'origin-not-allowed'],
    ['https://navy.example.ca/mf-manifest.json', 'origin-not-allowed'],
    ['https://allowed.example@evil.example/mf-manifest.json', 'not-a-manifest-url'],
    ['//evil.example/mf-manifest.json', 'not-a-manifest-url'],
    ['javascript:alert(document.domain)', 'not-a-manifest-url'],
    ['data:application/json,{"remoteEntry":"x"}', 'not-a-manifest-url'],
  ])('refuses %s', (url, refusal) => {
    expect(checkCandidate(registry, 'army', url, SHELL)).toEqual({ ok: false, refusal });
  });

  it('refuses a remote the registry does not list', () => {
    expect(checkCandidate(registry, 'air', 'https://allowed.example/mf-manifest.json', SHELL)).toEqual({
      ok: false,
      refusal: 'unknown-remote',
    });
  });
});
