/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chunkLibraries, librariesOfSourceMap } from './chunk-libraries.mjs';

describe('librariesOfSourceMap', () => {
  it('names the package of a chunk made of one library', () => {
    expect(
      librariesOfSourceMap({
        sources: [
          'webpack://shell/../node_modules/three/build/three.core.js',
          'webpack://shell/../node_modules/three/build/three.module.js',
        ],
        sourcesContent: ['x'.repeat(900), 'x'.repeat(100)],
      }),
    ).toBe('three');
  });

  it('names every library of at least a fifth of the chunk, largest first, scoped and nested ones included', () => {
    expect(
      librariesOfSourceMap({
        sources: [
          'webpack://shell/../node_modules/zustand/esm/vanilla.mjs',
          'webpack://shell/../node_modules/@react-three/fiber/dist/index.js',
          'webpack://shell/../node_modules/react-router/node_modules/cookie/index.js',
        ],
        sourcesContent: ['x'.repeat(100), 'x'.repeat(700), 'x'.repeat(200)],
      }),
    ).toBe('@react-three/fiber, cookie');
  });

  it("calls sources outside node_modules the app's own code", () => {
    expect(
      librariesOfSourceMap({ sources: ['webpack://army/./src/chapters/fire/fire-scene.tsx', 'webpack://army/./src/scene-art/rock.ts'] }),
    ).toBe('army app code');
  });

  it('names the workspaces built into an app, and a copy chunk by its language and namespace', () => {
    expect(librariesOfSourceMap({ sources: ['webpack://shell/../shared/page/src/bus/event-bus.ts'] })).toBe('shared code');
    expect(librariesOfSourceMap({ sources: ['webpack://shell/../content/src/locale.ts'] })).toBe('content code');
    expect(librariesOfSourceMap({ sources: ['webpack://shell/../content/locales/fr-CA/common.json'] })).toBe('copy fr-CA common');
  });

  it('names the largest part when no library reaches a fifth', () => {
    const sources = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `webpack://shell/../node_modules/${name}/index.js`);
    expect(librariesOfSourceMap({ sources, sourcesContent: ['x'.repeat(30), 'x', 'x', 'x', 'x', 'x'] })).toBe('a');
  });
});

describe('chunkLibraries', () => {
  let dist = '';
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'chunk-libraries-'));
    writeFileSync(join(dist, '5.abc.js.map'), JSON.stringify({ sources: ['webpack://shell/../node_modules/three/build/three.core.js'] }));
    writeFileSync(join(dist, 'broken.js.map'), '{ not json');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("labels a chunk of a known app's dist by its libraries and file", () => {
    expect(chunkLibraries('http://localhost:8280/5.abc.js', { 'http://localhost:8280': dist })).toBe('three');
  });

  it('keeps the URL when the origin, the map or its JSON is unknown', () => {
    expect(chunkLibraries('http://localhost:9999/5.abc.js', { 'http://localhost:8280': dist })).toBe('http://localhost:9999/5.abc.js');
    expect(chunkLibraries('http://localhost:8280/none.js', { 'http://localhost:8280': dist })).toBe('http://localhost:8280/none.js');
    expect(chunkLibraries('http://localhost:8280/broken.js', { 'http://localhost:8280': dist })).toBe('http://localhost:8280/broken.js');
    expect(chunkLibraries('(V8 internals)', {})).toBe('(V8 internals)');
  });
});
