/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRANCH_LIST, SHELL_PORT } from '@mission/content/branch-list';
import { listedBranch, nextFreePort } from '../new-branch/list-entry.mjs';
import { branchMention, branchMentionsOutside } from './branch-mentions.mjs';

const ROOT = path.resolve(__dirname, '../..');

/**
 * What may name the branches outside their folders: the list itself; the registrations that
 * cannot import it, each checked against it (branch-registrations.test.ts); npm's lock of the
 * workspaces; the scene pictures' manifest that `npm run scene-images` writes per chapter; and
 * each branch's Kubernetes manifest, generated from the list (`npm run deploy:kubernetes`, held
 * to it by scripts/docs/kubernetes-files.test.ts).
 */
const ALLOWED = [
  'content/src/branches/branch-list.mjs',
  ...BRANCH_LIST.map((branch) => `deploy/kubernetes/${branch.name}.yaml`).sort(),
  'docker-compose.yml',
  'package-lock.json',
  'package.json',
  'shell/deploy/remote-registry.envsh',
  'shell/src/scene-images/scene-image-manifest.json',
  'tsconfig.json',
];

const coast = [{ name: 'coast', title: { en: 'Coast Guard' } }];

// Tracked files and new ones not ignored: what a commit would hold.
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('the files outside a branch that name it', () => {
  it('are the list of branches and the registrations derived from it, nothing else', () => {
    const found = branchMentionsOutside(files, read, BRANCH_LIST);
    expect(found.filter(({ file }) => !ALLOWED.includes(file))).toEqual([]);
    // The allowed files still do name them: the scan reads what it should.
    expect(found.map(({ file }) => file).sort()).toEqual(ALLOWED);
  });
});

describe('a branch the scaffold would add', () => {
  // The docs' example (docs/build-a-branch.md, the scaffold's e2e) and a name of no meaning:
  // `npm run new-branch` names them in its own registrations (ALLOWED) only, so nothing else
  // in the repository, the scaffold's and this rule's own comments included, may.
  it.each(['coast', 'testbranch'])('"%s" is named nowhere else', (name) => {
    const branch = listedBranch({ name, chapter: 'drill', port: nextFreePort(BRANCH_LIST, SHELL_PORT) });
    expect(branchMentionsOutside(files, read, [branch]).filter(({ file }) => !ALLOWED.includes(file))).toEqual([]);
  });
});

describe('what counts as naming a branch', () => {
  const mention = branchMention(coast);

  it.each(["section: 'coast'", 'path: `/coast/${chapter}`', "soundSets: ['coast-storm']", "'coast': 8090,", 'the Coast Guard’s boats'])(
    'finds %s',
    (line) => {
      expect(mention.test(line)).toBe(true);
    },
  );

  it('leaves a plain English word and an environment variable alone', () => {
    expect(mention.test('// along the coast of the bay')).toBe(false);
    expect(mention.test('const coastline = 3;')).toBe(false);
    expect(mention.test('COAST_URL=http://localhost:8090')).toBe(false);
  });

  it('leaves a public site’s address alone, but not a name beside it', () => {
    const read = (file: string) =>
      file === 'shell/src/a.ts' ? "url: 'https://www.canada.ca/en/coast/divers.html'," : "url: 'https://example.ca/', section: 'coast',";
    expect(branchMentionsOutside(['shell/src/a.ts', 'shell/src/b.ts'], read, coast).map(({ file }) => file)).toEqual(['shell/src/b.ts']);
  });

  it('reads code outside the branches, but not tests, copy, prose or the branch’s own folder', () => {
    const files = [
      'coast/src/a.ts',
      'shell/src/a.ts',
      'shell/src/a.test.ts',
      'shared/page/src/test-support/b.ts',
      'content/locales/en-US/coast.json',
      'docs/x.md',
      'shell/deploy/nginx.conf.template',
      'shell/public/x.png',
    ];
    const found = branchMentionsOutside(files, () => "const section = 'coast';", coast);
    expect(found).toEqual([
      { file: 'shell/src/a.ts', line: 1, text: "const section = 'coast';" },
      { file: 'shell/deploy/nginx.conf.template', line: 1, text: "const section = 'coast';" },
    ]);
  });
});
