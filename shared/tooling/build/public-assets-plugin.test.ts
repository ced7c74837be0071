/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { createWebpackConfig } from './create-webpack-config.mjs';
import { listPublicFiles, PublicAssetsPlugin } from './public-assets-plugin.mjs';

/** A throwaway app: src/index.js and the public files given. */
function makeApp(publicFiles: Record<string, string | Buffer>) {
  const appDir = mkdtempSync(path.join(tmpdir(), 'public-assets-'));
  mkdirSync(path.join(appDir, 'src'));
  writeFileSync(path.join(appDir, 'src/index.js'), 'console.info("app");\n');
  for (const [file, content] of Object.entries(publicFiles)) {
    const target = path.join(appDir, 'public', file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  return appDir;
}

function build(appDir: string, extraAssets: Record<string, string> = {}, rename?: (dir: string) => Record<string, string>) {
  const compiler = webpack({
    mode: 'production',
    context: appDir,
    entry: './src/index.js',
    output: { path: path.join(appDir, 'dist'), filename: 'main.js' },
    plugins: [
      new PublicAssetsPlugin({ dir: path.join(appDir, 'public'), rename }),
      {
        apply(c: webpack.Compiler) {
          c.hooks.thisCompilation.tap('Extra', (compilation) => {
            compilation.hooks.processAssets.tap({ name: 'Extra', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
              for (const [name, text] of Object.entries(extraAssets)) compilation.emitAsset(name, new webpack.sources.RawSource(text));
            });
          });
        },
      },
    ],
  });
  return new Promise<webpack.Stats>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats)));
    });
  });
}

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('PublicAssetsPlugin', () => {
  it('emits every public file at the same relative path, byte for byte', async () => {
    const mp3 = Buffer.from([0xff, 0xfb, 0x90, 0x00, 0x01, 0x02]);
    const appDir = makeApp({
      'sounds/global-tap.mp3': mp3,
      'sounds/global-tap.webm': 'webm bytes',
      'robots.txt': 'User-agent: *\n',
      'vendor/legacy.js': 'var   spaced   =   1 ;\n',
    });
    temporary.push(appDir);
    const stats = await build(appDir);
    expect(stats.hasErrors()).toBe(false);
    const dist = path.join(appDir, 'dist');
    expect(readFileSync(path.join(dist, 'sounds/global-tap.mp3')).equals(mp3)).toBe(true);
    expect(readFileSync(path.join(dist, 'sounds/global-tap.webm'), 'utf8')).toBe('webm bytes');
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toBe('User-agent: *\n');
    // Not minified: it is served as it is.
    expect(readFileSync(path.join(dist, 'vendor/legacy.js'), 'utf8')).toBe('var   spaced   =   1 ;\n');
  });

  it('emits a renamed file under its new name only (media under content-hashed names)', async () => {
    const appDir = makeApp({ 'sounds/tap.mp3': 'mp3 bytes', 'robots.txt': 'User-agent: *\n' });
    temporary.push(appDir);
    const stats = await build(appDir, {}, () => ({ 'sounds/tap.mp3': 'sounds/tap.0123456789.mp3' }));
    expect(stats.hasErrors()).toBe(false);
    const dist = path.join(appDir, 'dist');
    expect(readFileSync(path.join(dist, 'sounds/tap.0123456789.mp3'), 'utf8')).toBe('mp3 bytes');
    expect(existsSync(path.join(dist, 'sounds/tap.mp3'))).toBe(false);
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toBe('User-agent: *\n');
  });

  it('takes a public file with the name and the very bytes of one already made as that one file', async () => {
    const appDir = makeApp({ 'scenes/fire.webp': 'picture bytes', 'scenes/flood.webp': 'other bytes' });
    temporary.push(appDir);
    const stats = await build(appDir, { 'scenes/fire.webp': 'picture bytes', 'scenes/flood.webp': 'different bytes' });
    expect(stats.toJson({ all: false, errors: true }).errors?.map((e) => e.message)).toEqual([
      expect.stringContaining('public/scenes/flood.webp has the name of a file the build makes'),
    ]);
  });

  it('fails the build when a public file has the name of one the build makes', async () => {
    const appDir = makeApp({ 'build-info.json': '{}' });
    temporary.push(appDir);
    const stats = await build(appDir, { 'build-info.json': '{"buildNumber":"1"}' });
    expect(stats.toJson({ all: false, errors: true }).errors?.map((e) => e.message)).toEqual([
      expect.stringContaining('public/build-info.json has the name of a file the build makes'),
    ]);
  });
});

describe('listPublicFiles', () => {
  it('lists files in subfolders with "/" and leaves out hidden files and READMEs', () => {
    const appDir = makeApp({
      'sounds/b.mp3': 'b',
      'sounds/a.webm': 'a',
      'sounds/README.md': '# docs',
      '.DS_Store': 'x',
      'sounds/.gitkeep': '',
      'manifest.webmanifest': '{}',
    });
    temporary.push(appDir);
    expect(listPublicFiles(path.join(appDir, 'public'))).toEqual(['manifest.webmanifest', 'sounds/a.webm', 'sounds/b.mp3']);
  });
});

describe('createWebpackConfig', () => {
  const publicPlugins = (appDir: string) => {
    const saved = process.env.MF_BUILD_VERSION;
    try {
      const config = createWebpackConfig({ app: 'shell', appDir, htmlTitle: 'Test' })({}, { mode: 'production' });
      return (config.plugins ?? []).filter((plugin) => plugin instanceof PublicAssetsPlugin);
    } finally {
      if (saved === undefined) delete process.env.MF_BUILD_VERSION;
      else process.env.MF_BUILD_VERSION = saved;
    }
  };

  it("copies the app's public/ folder when it has one, and adds nothing when it has none", () => {
    const withPublic = makeApp({ 'sounds/tap.mp3': 'x' });
    const without = makeApp({});
    temporary.push(withPublic, without);
    expect(publicPlugins(withPublic).map((plugin) => plugin.dir)).toEqual([path.join(withPublic, 'public')]);
    expect(publicPlugins(without)).toEqual([]);
  });
});
