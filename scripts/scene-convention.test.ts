import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHAPTERS_BY_SECTION, SECTIONS } from '@mission/content';
import { branchFiles } from './new-branch/branch-files.mjs';

const root = path.resolve(__dirname, '..');

/** The most lines a chapter's composition may hold (docs/build-a-branch.md, the scene convention). */
const SCENE_LINES = 200;

/** How many lines a file's text holds (a last line without its newline counts too). */
function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** What a chapter's scene breaks of the convention; nothing when it holds. */
function sceneProblems(chapter: string, files: { scene: string | undefined; look: string | undefined }): string[] {
  if (files.scene === undefined) return [`no ${chapter}-scene.tsx`];
  const problems: string[] = [];
  const lines = lineCount(files.scene);
  if (lines > SCENE_LINES) problems.push(`${chapter}-scene.tsx is ${lines} lines (at most ${SCENE_LINES})`);
  if (files.look === undefined) problems.push(`no ${chapter}-look.ts beside ${chapter}-scene.tsx`);
  else if (!files.scene.includes(`from './${chapter}-look'`))
    problems.push(`${chapter}-scene.tsx does not take its look from ./${chapter}-look`);
  return problems;
}

function read(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/**
 * Every chapter's scene is a composition file of at most 200 lines (what stands where, the
 * kit's parts, the task hooks), its look as data in `<chapter>-look.ts` beside it, and its
 * geometry in files named for what they hold, so the next branch team finds each chapter laid
 * out the same way.
 */
describe('the scene convention', () => {
  const chapters = SECTIONS.flatMap((section) => (CHAPTERS_BY_SECTION[section] as readonly string[]).map((chapter) => [section, chapter]));

  it.each(chapters)('%s/%s: a composition of at most 200 lines, its look beside it', (section, chapter) => {
    const folder = path.join(root, section, 'src/chapters', chapter);
    const problems = sceneProblems(chapter, {
      scene: read(path.join(folder, `${chapter}-scene.tsx`)),
      look: read(path.join(folder, `${chapter}-look.ts`)),
    });
    expect(problems).toEqual([]);
  });

  it('is what the scaffold writes for a new branch', () => {
    const files = branchFiles({ name: 'coast', chapter: 'drill' });
    const problems = sceneProblems('drill', {
      scene: files['coast/src/chapters/drill/drill-scene.tsx'],
      look: files['coast/src/chapters/drill/drill-look.ts'],
    });
    expect(problems).toEqual([]);
  });

  it('names what a scene breaks: its length, a missing look, a look it does not read', () => {
    const long = `import { SKY } from './drill-look';\n${'x;\n'.repeat(SCENE_LINES)}`;
    expect(sceneProblems('drill', { scene: long, look: '' })).toEqual([`drill-scene.tsx is ${SCENE_LINES + 1} lines (at most 200)`]);
    expect(sceneProblems('drill', { scene: "import { SKY } from './drill-look';\n", look: undefined })).toEqual([
      'no drill-look.ts beside drill-scene.tsx',
    ]);
    expect(sceneProblems('drill', { scene: 'const SKY = {};\n', look: '' })).toEqual([
      'drill-scene.tsx does not take its look from ./drill-look',
    ]);
    expect(sceneProblems('drill', { scene: undefined, look: '' })).toEqual(['no drill-scene.tsx']);
  });
});
