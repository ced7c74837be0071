/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CachedInputFileSystem, ResolverFactory } from 'enhanced-resolve';
import { moduleResolution } from './module-resolution.mjs';

const SHELL_DIR = fileURLToPath(new URL('../../../shell', import.meta.url));

/** What a browser build's `import` of a package resolves to: webpack's own conditions where the config says '...'. */
function resolveAsBrowserImport(request: string, conditionNames: string[]): string {
  const webpackDefaults = ['webpack', 'production', 'browser', 'import', 'module'];
  const resolver = ResolverFactory.createResolver({
    fileSystem: new CachedInputFileSystem(fs, 4000),
    extensions: moduleResolution().extensions,
    conditionNames: conditionNames.flatMap((name) => (name === '...' ? webpackDefaults : [name])),
    useSyncFileSystemCalls: true,
  });
  const resolved = resolver.resolveSync({}, SHELL_DIR, request);
  if (!resolved) throw new Error(`${request} did not resolve`);
  return path.relative(path.join(SHELL_DIR, '..'), resolved);
}

describe('moduleResolution', () => {
  it('resolves rxjs to its ES2015 build, which needs no tslib, not its ES5 default', () => {
    expect(resolveAsBrowserImport('rxjs', moduleResolution().conditionNames as string[])).toBe('node_modules/rxjs/dist/esm/index.js');
  });

  it("control: webpack's conditions alone would pick the ES5 build", () => {
    expect(resolveAsBrowserImport('rxjs', ['...'])).toBe('node_modules/rxjs/dist/esm5/index.js');
  });

  it('keeps the extensions the project writes', () => {
    expect(moduleResolution().extensions).toEqual(['.tsx', '.ts', '.mjs', '.js', '.json']);
  });
});
