/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { manifestWithEntryIntegrity, RemoteIntegrityPlugin } from './remote-integrity-plugin.mjs';

const sha384 = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const MANIFEST = JSON.stringify({
  id: 'army',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [],
});

describe('manifestWithEntryIntegrity', () => {
  it("adds the entry's integrity to metaData.remoteEntry and keeps the rest", () => {
    const manifest = JSON.parse(manifestWithEntryIntegrity(MANIFEST, 'sha384-x'));
    expect(manifest).toEqual({
      id: 'army',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global', integrity: 'sha384-x' } },
      shared: [],
      integrity: {},
    });
    expect(JSON.parse(manifestWithEntryIntegrity(MANIFEST, 'sha384-x', { '1.js': 'sha384-y' })).integrity).toEqual({ '1.js': 'sha384-y' });
  });

  it('refuses a manifest without a remote entry', () => {
    expect(() => manifestWithEntryIntegrity('{"metaData": {}}', 'sha384-x')).toThrow('no metaData.remoteEntry');
  });
});

describe('RemoteIntegrityPlugin in a build', () => {
  let appDir: string;
  afterAll(() => rmSync(appDir, { recursive: true, force: true }));

  /** A build that emits a remote's two files the way Module Federation does, late. */
  function build(files: Record<string, string>) {
    appDir = mkdtempSync(path.join(tmpdir(), 'remote-integrity-'));
    mkdirSync(path.join(appDir, 'src'));
    writeFileSync(path.join(appDir, 'src/index.js'), 'console.info("remote");\n');
    const compiler = webpack({
      mode: 'production',
      context: appDir,
      entry: './src/index.js',
      output: { path: path.join(appDir, 'dist'), filename: 'main.js' },
      plugins: [
        {
          apply(c: webpack.Compiler) {
            c.hooks.thisCompilation.tap('FakeFederation', (compilation) => {
              compilation.hooks.processAssets.tap(
                { name: 'FakeFederation', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
                () => {
                  // Minified already, as a real remote entry is by this stage.
                  for (const [name, text] of Object.entries(files))
                    compilation.emitAsset(name, new webpack.sources.RawSource(text), { minimized: true });
                },
              );
            });
          },
        },
        new RemoteIntegrityPlugin(),
      ],
    });
    return new Promise<webpack.Stats>((resolve, reject) => {
      compiler.run((error, result) => compiler.close(() => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))));
    });
  }

  it('writes integrity.json with the hashes of the files as served, the entry named inside the manifest', async () => {
    const entry = 'var army = { get() {}, init() {} };';
    const stats = await build({ 'remoteEntry.js': entry, 'mf-manifest.json': MANIFEST });
    expect(stats.compilation.errors).toEqual([]);
    const read = (file: string) => readFileSync(path.join(appDir, 'dist', file));
    const integrity = JSON.parse(read('integrity.json').toString());
    expect(read('remoteEntry.js').toString()).toBe(entry);
    expect(integrity).toEqual({ 'mf-manifest.json': sha384(read('mf-manifest.json')), 'remoteEntry.js': sha384(entry) });
    const served = JSON.parse(read('mf-manifest.json').toString());
    expect(served.metaData.remoteEntry.integrity).toBe(sha384(entry));
    // Every script of the build, for what the runtime preloads from the manifest's lists.
    expect(served.integrity).toEqual({ 'main.js': sha384(read('main.js')), 'remoteEntry.js': sha384(entry) });
  });

  it('fails the build of a remote that lacks its entry or manifest', async () => {
    const stats = await build({ 'mf-manifest.json': MANIFEST });
    expect(stats.compilation.errors.map((error) => error.message)).toEqual([
      'RemoteIntegrityPlugin: a remote build must emit remoteEntry.js and mf-manifest.json',
    ]);
  });
});
