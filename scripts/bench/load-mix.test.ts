/** @jest-environment node */
import { RANGE, loadMix, wrkScript } from './load-mix.mjs';

const file = (path: string, bytes = 1_000) => ({ path, bytes });
const SHELL = [
  file('/index.html'),
  file('/main.0123456789.js', 50_000),
  file('/453.48ed67f073.js', 90_000),
  file('/2.18cc16a6a3.js', 4_000),
  file('/2.18cc16a6a3.js.map', 400_000),
  file('/scenes/navy-overboard-thumbnail-640.34fee36a34.webp'),
  file('/video/portal.81f30f458e.mp4', 2_000_000),
  file('/sounds/global-success.09063ccce1.webm'),
];

describe("a first visit's load mix", () => {
  test('the shell: its page, registry, entry, largest chunk (not a source map), an image, its video in ranges', () => {
    expect(loadMix('shell', SHELL)).toEqual([
      { path: '/' },
      { path: '/remotes.json' },
      { path: '/main.0123456789.js' },
      { path: '/453.48ed67f073.js' },
      { path: '/scenes/navy-overboard-thumbnail-640.34fee36a34.webp' },
      { path: '/video/portal.81f30f458e.mp4', range: RANGE },
    ]);
  });

  test('a remote: its manifest and entry, largest chunk, a sound, a briefing video in ranges', () => {
    const army = [
      file('/remoteEntry.js'),
      file('/mf-manifest.json'),
      file('/261.2065c65400.js', 120_000),
      file('/sounds/fire-crackle.0123456789.mp3'),
      file('/video/army-fire-briefing.4d2e5e99ff.mp4'),
      file('/video/army-fire-briefing.a1fa934433.webm'),
    ];
    expect(loadMix('remote', army).map((request) => request.path)).toEqual([
      '/mf-manifest.json',
      '/remoteEntry.js',
      '/261.2065c65400.js',
      '/sounds/fire-crackle.0123456789.mp3',
      '/video/army-fire-briefing.4d2e5e99ff.mp4',
    ]);
  });

  test('a build without a video (not built) is named, not benched short', () => {
    expect(() =>
      loadMix(
        'shell',
        SHELL.filter((entry) => !entry.path.endsWith('.mp4')),
      ),
    ).toThrow(/build it first/);
  });

  test("wrk's script sends each of the mix, compressed, from many visitors' addresses", () => {
    const script = wrkScript(loadMix('shell', SHELL));
    expect(script).toContain('path = "/remotes.json", range = nil');
    expect(script).toContain(`path = "/video/portal.81f30f458e.mp4", range = "${RANGE}"`);
    expect(script).toContain('["Accept-Encoding"] = "gzip, br"');
    expect(script).toMatch(/\["X-Forwarded-For"\] = "198\.18\."/);
  });
});
