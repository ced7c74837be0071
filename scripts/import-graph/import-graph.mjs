import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Every source file of the workspaces and the files it imports, type-only imports and
 * re-exports included, across packages through their `exports` maps (the doors,
 * docs/tests.md). Read with TypeScript's own pre-parser, so a comment or a string that looks
 * like an import is not one. Paths are relative to the root, with forward slashes.
 */

const require = createRequire(import.meta.url);
const ts = require('typescript');

const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '/index.ts', '/index.tsx', '/index.mjs', '/index.js'];

function sourceFilesUnder(folder) {
  const files = [];
  for (const name of readdirSync(folder)) {
    if (SKIPPED_FOLDERS.has(name) || name.startsWith('.')) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) files.push(...sourceFilesUnder(path));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

function resolveFile(base) {
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  // `./x.js` written for a `./x.ts` file (ESM style).
  const typed = base.replace(/\.js$/, '.ts');
  return typed !== base && existsSync(typed) ? typed : null;
}

function exportTarget(entry) {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object') return entry.types ?? entry.import ?? entry.default ?? null;
  return null;
}

/** `@mission/x/door` → the file its package's `exports` names, or null (an outside package). */
function packageResolver(root, workspaces) {
  const packages = new Map();
  for (const workspace of workspaces) {
    // A folder of plain scripts (scripts/, e2e/) has no package and so no doors.
    if (!existsSync(join(root, workspace, 'package.json'))) continue;
    const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
    packages.set(manifest.name, { folder: join(root, workspace), exports: manifest.exports ?? {} });
  }
  return (specifier) => {
    const name = [...packages.keys()].find((candidate) => specifier === candidate || specifier.startsWith(`${candidate}/`));
    if (!name) return null;
    const { folder, exports } = packages.get(name);
    const door = `.${specifier.slice(name.length)}`;
    const exact = exportTarget(exports[door]);
    if (exact) return resolveFile(resolve(folder, exact));
    for (const [pattern, target] of Object.entries(exports)) {
      if (!pattern.endsWith('*')) continue;
      const prefix = pattern.slice(0, -1);
      const to = exportTarget(target);
      if (to && door.startsWith(prefix)) return resolveFile(resolve(folder, to.replace('*', door.slice(prefix.length))));
    }
    return null;
  };
}

/**
 * @param {string} root the repository
 * @param {string[]} workspaces its workspaces' folders (the root package.json's `workspaces`)
 * @returns {Map<string, Set<string>>}
 */
export function buildImportGraph(root, workspaces) {
  const resolvePackage = packageResolver(root, workspaces);
  const graph = new Map();
  const name = (path) => relative(root, path).split('\\').join('/');
  for (const workspace of workspaces) {
    for (const file of sourceFilesUnder(join(root, workspace))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = new Set();
      for (const { fileName: specifier } of importedFiles) {
        const target = specifier.startsWith('.') ? resolveFile(resolve(dirname(file), specifier)) : resolvePackage(specifier);
        if (target) targets.add(name(target));
      }
      graph.set(name(file), targets);
    }
  }
  return graph;
}
