// @ts-check
// `npm run new-branch -- NAME [--chapter CHAPTER]`: scaffolds a branch on the chapter kit and
// registers it (docs/build-a-branch.md "Start from the scaffold"). Run from the repository's root.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANCH_LIST, SHELL_PORT } from '../../content/src/branches/branch-list.mjs';
import { branchListProblems } from '../../content/src/branches/branch-list-rules.mjs';
import { branchFiles } from './branch-files.mjs';
import { withComposeService } from './compose-service.mjs';
import { withRegistryRemote } from './registry-remotes.mjs';
import { withAccessibleMission, withBranchName, withTsconfigInclude, withWorkspace } from './json-registrations.mjs';
import { listedBranch, listEntry, nextFreePort, withListEntry } from './list-entry.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LIST_FILE = 'content/src/branches/branch-list.mjs';

const args = process.argv.slice(2);
const chapterAt = args.indexOf('--chapter');
const chapter = chapterAt >= 0 ? args[chapterAt + 1] : 'drill';
const name = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--chapter')[0];

function fail(/** @type {string} */ message) {
  console.error(`new-branch: ${message}`);
  process.exit(1);
}

if (!name || !chapter) fail('usage: npm run new-branch -- NAME [--chapter CHAPTER] (lowercase letters and digits)');
const branch = {
  name: /** @type {string} */ (name),
  chapter: /** @type {string} */ (chapter),
  port: nextFreePort(BRANCH_LIST, SHELL_PORT),
};

// The list's own rules judge the new entry (a name twice, a clash of chapter or slug).
const problems = branchListProblems([...BRANCH_LIST, listedBranch(branch)], SHELL_PORT);
if (problems.length > 0) fail(problems.join('; '));
if (existsSync(path.join(ROOT, branch.name))) fail(`${branch.name}/ already exists`);

/** Every file the scaffold writes, formatted at the end as `npm run lint` expects (.prettierrc.json). */
const touched = new Set(/** @type {string[]} */ ([]));
const write = (/** @type {string} */ file, /** @type {string} */ text) => {
  mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
  writeFileSync(path.join(ROOT, file), text);
  touched.add(file);
};
const edit = (/** @type {string} */ file, /** @type {(text: string) => string} */ change) =>
  write(file, change(readFileSync(path.join(ROOT, file), 'utf8')));

for (const [file, text] of Object.entries(branchFiles(branch))) write(file, text);
edit(LIST_FILE, (text) => withListEntry(text, branch));
edit('package.json', (text) => withWorkspace(text, branch.name));
edit('tsconfig.json', (text) => withTsconfigInclude(text, branch.name));
edit('docker-compose.yml', (text) => withComposeService(text, branch, SHELL_PORT));
edit('shell/deploy/remote-registry.envsh', (text) => withRegistryRemote(text, branch.name));
edit('content/locales/en-US/common.json', (text) => withBranchName(text, branch.name, 'en'));
edit('content/locales/fr-CA/common.json', (text) => withBranchName(text, branch.name, 'fr'));
const mission = { ...branch, taskItems: listedBranch(branch).chapters[0].taskItems };
edit('content/locales/en-US/accessible.json', (text) => withAccessibleMission(text, mission, 'en'));
edit('content/locales/fr-CA/accessible.json', (text) => withAccessibleMission(text, mission, 'fr'));

// The templates and JSON edits are plain text: Prettier gives them the repository's format
// (it leaves the files .prettierignore names, the copy among them, as written).
const formatted = spawnSync('npx', ['prettier', '--write', '--ignore-unknown', '--log-level', 'warn', ...touched], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (formatted.status !== 0) console.warn('new-branch: `prettier --write` failed on the scaffold: run `npm run format`.');

// The API reports would spell out a union of the branches' names (sorted, so the new one alone
// shows): written again for the new one.
const report = spawnSync('npm', ['run', '--silent', 'api:report'], { cwd: ROOT, stdio: 'ignore' });
if (report.status !== 0) console.warn('new-branch: `npm run api:report` failed: run it again after `npm install`.');

// The Kubernetes manifests are generated from the list: the new branch's own file, its place in
// the shell's registry and its host in the ingress (docs/deploy-a-remote.md "On a cluster").
const manifests = spawnSync('npm', ['run', '--silent', 'deploy:kubernetes'], { cwd: ROOT, stdio: 'ignore' });
if (manifests.status !== 0) console.warn('new-branch: `npm run deploy:kubernetes` failed: run it again after `npm install`.');

console.log(`Branch "${branch.name}" scaffolded: ${branch.name}/, its copy in content/locales/*/${branch.name}.json, and in the list of branches:
${listEntry(branch)}`);

// The scaffold checks itself at once, before npm install: the tests that hold the
// registrations to the list and the files outside a branch to naming none
// (scripts/registrations), the list's own rules, the scaffold's, one version per dependency
// (the new package.json's pins) and the new branch's own test. A few seconds; the rest of
// `jest scripts` (API reports, lint snippets) takes half a minute and checks no registration.
const CHECKS = ['scripts/registrations', 'content/src/branches', 'scripts/new-branch', 'scripts/one-version.test.ts', `${branch.name}/`];
const checks = spawnSync('npx', ['jest', ...CHECKS], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
const output = `${checks.stdout ?? ''}${checks.stderr ?? ''}${checks.error ? checks.error.message : ''}`;
if (checks.status === 0) {
  console.log(
    `Checked: npx jest ${CHECKS.join(' ')}\n${output
      .split('\n')
      .filter((line) => /^(?:Test Suites|Tests):/.test(line))
      .join('\n')}`,
  );
} else {
  console.error(`${output}\nnew-branch: the scaffold is not consistent: npx jest ${CHECKS.join(' ')} failed (above).`);
}
console.log('Next: npm install (links the workspace), then docs/build-a-branch.md from "Files to write".');
process.exitCode = checks.status === 0 ? 0 : 1;
