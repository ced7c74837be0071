import { offlineRouteFor, type KnownRemote } from './offline-route';

const SHELL = 'http://localhost:8080';
const REMOTES: KnownRemote[] = [
  { name: 'army', manifestUrl: 'http://localhost:8081/mf-manifest.json', integrity: `sha384-${'a'.repeat(64)}` },
  { name: 'navy', manifestUrl: 'https://navy.example/app/mf-manifest.json' },
];
const route = (href: string, method = 'GET') => offlineRouteFor(new URL(href), method, SHELL, REMOTES);

describe('offlineRouteFor', () => {
  test('the shell run-time files are network first', () => {
    expect(route(`${SHELL}/remotes.json`)).toEqual({ kind: 'shell-data' });
    expect(route(`${SHELL}/build-info.json`)).toEqual({ kind: 'shell-data' });
    expect(route(`${SHELL}/analytics.json`)).toEqual({ kind: 'shell-data' });
  });

  test("a remote's manifest, entry and hashed chunks are its own", () => {
    expect(route('http://localhost:8081/mf-manifest.json')).toEqual({ kind: 'manifest', remote: 'army' });
    expect(route('http://localhost:8081/remoteEntry.js')).toEqual({ kind: 'remote-script', remote: 'army', file: 'remoteEntry.js' });
    expect(route('http://localhost:8081/453.e12a79fb92.js')).toEqual({ kind: 'remote-script', remote: 'army', file: '453.e12a79fb92.js' });
    expect(route('https://navy.example/app/mf-manifest.json')).toEqual({ kind: 'manifest', remote: 'navy' });
    expect(route('https://navy.example/app/12.0123456789.js')).toEqual({ kind: 'remote-script', remote: 'navy', file: '12.0123456789.js' });
  });

  test("a remote's hashed media are assets of that remote", () => {
    expect(route('http://localhost:8081/video/army-fire.0123456789.mp4')).toEqual({
      kind: 'asset',
      owner: 'army',
      file: 'video/army-fire.0123456789.mp4',
    });
    expect(route('http://localhost:8081/sounds/a.abcdef0123.webm')).toEqual({
      kind: 'asset',
      owner: 'army',
      file: 'sounds/a.abcdef0123.webm',
    });
  });

  test("the shell's hashed media are the shell's assets", () => {
    expect(route(`${SHELL}/video/portal.0123456789.mp4`)).toEqual({ kind: 'asset', owner: 'shell', file: 'video/portal.0123456789.mp4' });
  });

  test('what is not hashed, not ours or not a GET goes to the network', () => {
    expect(route('http://localhost:8081/build-info.json')).toEqual({ kind: 'network' });
    expect(route('http://localhost:8081/app.0123456789.js.map')).toEqual({ kind: 'network' });
    expect(route('https://navy.example/other/1.0123456789.js')).toEqual({ kind: 'network' });
    expect(route('https://api.example/track')).toEqual({ kind: 'network' });
    expect(route(`${SHELL}/remotes.json`, 'POST')).toEqual({ kind: 'network' });
    expect(route('http://localhost:8082/mf-manifest.json')).toEqual({ kind: 'network' });
  });

  test('any script of a remote is its script; its manifest decides what is kept (keep-rule.ts)', () => {
    expect(route('http://localhost:8081/unhashed.js')).toEqual({ kind: 'remote-script', remote: 'army', file: 'unhashed.js' });
  });

  test('a manifest asked with a query is still the manifest', () => {
    expect(route('http://localhost:8081/mf-manifest.json?t=1')).toEqual({ kind: 'manifest', remote: 'army' });
  });
});
