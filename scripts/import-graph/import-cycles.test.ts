/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findImportCycles } from './import-cycles.mjs';
import { buildImportGraph } from './import-graph.mjs';

const ROOT = join(__dirname, '..', '..');

function graphOf(edges: Record<string, string[]>): Map<string, string[]> {
  return new Map(Object.entries(edges));
}

describe('findImportCycles', () => {
  it('finds no circle in a graph that runs one way', () => {
    expect(findImportCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds a circle of two and one of three, each once', () => {
    const cycles = findImportCycles(graphOf({ a: ['b'], b: ['a', 'c'], c: ['d'], d: ['e'], e: ['c'], f: ['a'] }));
    expect(cycles).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('finds a file that imports itself', () => {
    expect(findImportCycles(graphOf({ a: ['a'] }))).toEqual([['a']]);
  });
});

describe('buildImportGraph', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'import-graph-'));
    write('one/package.json', JSON.stringify({ name: '@x/one', exports: { '.': './src/index.ts', './parts/*': './src/parts/*.ts' } }));
    write('two/package.json', JSON.stringify({ name: '@x/two' }));
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('follows type-only imports and re-exports, so a circle of types is found', () => {
    write('one/src/index.ts', "export { rule } from './rule';\n");
    write('one/src/rule.ts', "import type { State } from './state';\nexport const rule = (s: State) => s;\n");
    write('one/src/state.ts', "import { rule } from './rule';\nexport type State = ReturnType<typeof rule>;\n");
    const graph = buildImportGraph(root, ['one', 'two']);
    expect([...(graph.get('one/src/index.ts') ?? [])]).toEqual(['one/src/rule.ts']);
    expect(findImportCycles(graph)).toEqual([['one/src/rule.ts', 'one/src/state.ts']]);
  });

  it('crosses packages through their exports, and ignores what only looks like an import', () => {
    write('one/src/index.ts', "import { b } from '@x/two';\nexport const a = b;\n");
    write('one/src/parts/wheel.ts', 'export const wheel = 1;\n');
    write('two/src/index.ts', "// import { a } from '@x/one';\nconst text = \"import '@x/one'\";\nexport const b = text;\n");
    write('two/src/uses.ts', "import { wheel } from '@x/one/parts/wheel';\nimport { a } from '@x/one';\nexport const c = [wheel, a];\n");
    const graph = buildImportGraph(root, ['one', 'two']);
    expect([...(graph.get('two/src/uses.ts') ?? [])].sort()).toEqual(['one/src/index.ts', 'one/src/parts/wheel.ts']);
    expect([...(graph.get('two/src/index.ts') ?? [])]).toEqual([]);
    expect(findImportCycles(graph)).toEqual([]);
  });
});

describe("the project's imports", () => {
  it('hold no circle, type-only imports included', () => {
    const { workspaces } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
    const graph = buildImportGraph(ROOT, [...workspaces, 'scripts', 'e2e']);
    expect(graph.size).toBeGreaterThan(500);
    expect(findImportCycles(graph)).toEqual([]);
  });
});
