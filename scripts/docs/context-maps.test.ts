/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldersMissingFromMap, foldersToMap } from './context-map.mjs';

const ROOT = join(__dirname, '..', '..');

describe('foldersToMap', () => {
  it("takes a workspace's top folders and its rooms under src/, from its files", () => {
    expect(foldersToMap(['package.json', 'src/index.ts', 'src/pages/a.tsx', 'src/pages/deep/b.ts', 'deploy/nginx.conf'])).toEqual([
      'deploy',
      'src',
      'src/pages',
    ]);
  });
});

describe('foldersMissingFromMap', () => {
  const map = '| `src/pages/` | pages |\n| `deploy/nginx.conf` | the server |\n| `media/`, `sounds/` | generators |';

  it('counts a folder named as a path segment of a code span', () => {
    expect(foldersMissingFromMap(['src/pages', 'deploy', 'media', 'src/sounds'], map)).toEqual([]);
  });

  it('gives the folders the map leaves out', () => {
    expect(foldersMissingFromMap(['src/pages', 'src/layout', 'public'], map)).toEqual(['src/layout', 'public']);
  });

  it('does not take a word in prose, or a longer name, for the folder', () => {
    expect(foldersMissingFromMap(['src/page', 'layout'], 'the layout of each page: `src/pages/`')).toEqual(['src/page', 'layout']);
  });
});

/** What builds and tests write, which git ignores (read from the disk: a scaffold's scratch copy is no git checkout). */
const WRITTEN_BY_TOOLS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'coverage']);

function filesOf(folder: string, under = ''): string[] {
  return readdirSync(join(folder, under), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || WRITTEN_BY_TOOLS.has(entry.name)) return [];
    const path = under ? `${under}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesOf(folder, path) : [path];
  });
}

/** The workspaces and the two folders of tools that keep a map too. */
function mappedFolders(): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  return [...workspaces, 'scripts', 'e2e'];
}

/** The map, and the workspace's own documents it links to (the kit keeps its rooms in its README). */
function mapText(workspace: string): string {
  const map = readFileSync(join(ROOT, workspace, 'CONTEXT.md'), 'utf8');
  const linked = [...map.matchAll(/\]\(([^)#]+\.md)\)/g)]
    .map((match) => join(ROOT, workspace, match[1] ?? ''))
    .filter((path) => path.startsWith(join(ROOT, workspace) + '/') && existsSync(path));
  return [map, ...linked.map((path) => readFileSync(path, 'utf8'))].join('\n');
}

describe("the project's CONTEXT maps", () => {
  it.each(mappedFolders())('%s has a CONTEXT.md that names each of its folders', (workspace) => {
    expect(existsSync(join(ROOT, workspace, 'CONTEXT.md'))).toBe(true);
    const folders = foldersToMap(filesOf(join(ROOT, workspace)));
    expect(foldersMissingFromMap(folders, mapText(workspace))).toEqual([]);
  });
});
