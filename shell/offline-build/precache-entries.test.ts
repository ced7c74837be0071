import { precacheEntries } from './precache-entries.mjs';

const file = (path: string, text = path) => ({ path, bytes: Buffer.from(text) });

describe('precacheEntries', () => {
  test('pages are revisioned by content; hashed scripts and styles need no revision', () => {
    const entries = precacheEntries([
      file('index.html', 'a'),
      file('select/index.html', 'b'),
      file('main.0123456789.js'),
      file('app.abcdef0123.css'),
    ]);
    expect(entries.map((entry) => entry.url)).toEqual(['/app.abcdef0123.css', '/index.html', '/main.0123456789.js', '/select/index.html']);
    expect(entries.find((entry) => entry.url === '/main.0123456789.js')?.revision).toBeNull();
    expect(entries.find((entry) => entry.url === '/index.html')?.revision).toMatch(/^[0-9a-f]{16}$/);
  });

  test('a page whose content changes gets a new revision', () => {
    const [before] = precacheEntries([file('index.html', 'old')]);
    const [after] = precacheEntries([file('index.html', 'new')]);
    expect(before?.revision).not.toBe(after?.revision);
  });

  test('maps, licences, reports, the worker, analytics code, media and run-time data are left out', () => {
    const entries = precacheEntries([
      file('main.0123456789.js.map'),
      file('5.0123456789.js.LICENSE.txt'),
      file('web-stats.json'),
      file('mf-manifest.json'),
      file('sw.js'),
      file('mixpanel-recorder.0123456789.js'),
      file('video/portal.0123456789.mp4'),
      file('build-info.json'),
      file('unhashed.js'),
    ]);
    expect(entries).toEqual([]);
  });
});
