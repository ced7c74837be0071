/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The doors between workspaces hold by lint (eslint.config.mjs): each rule is proven here by
 * snippets linted as if they lived at a path, through the project's real ESLint config.
 * Each forbidden case names the rule that must refuse it.
 */
const RESTRICTED = 'no-restricted-imports';
const CYCLE = 'import-x/no-cycle';

const FORBIDDEN: [file: string, code: string, rule: string][] = [
  // A remote never imports the shell or another remote, by name or by path.
  ['army/src/x.ts', "import '@mission/shell';", RESTRICTED],
  ['army/src/x.ts', "import '@mission/navy';", RESTRICTED],
  ['navy/src/x.ts', "import '../../air/src/branch-app';", RESTRICTED],
  ['air/src/x.ts', "import '../../shell/src/app/bootstrap';", RESTRICTED],
  ['army/src/x.test.tsx', "import '@mission/shell';", RESTRICTED],
  // shared and content import no app.
  ['shared/src/x.ts', "import '@mission/army';", RESTRICTED],
  ['content/src/x.ts', "import '../../shell/src/app/bootstrap';", RESTRICTED],
  ['shared/src/chapter-kit/x.ts', "import '@mission/army';", RESTRICTED],
  // The shell never imports a remote: it loads them at run time.
  ['shell/src/x.ts', "import '@mission/army';", RESTRICTED],
  ['shell/src/remotes/x.tsx', "import BranchApp from '../../../navy/src/branch-app';", RESTRICTED],
  // The accessible version loads no three.js.
  ['accessible/src/x.ts', "import 'three';", RESTRICTED],
  ['accessible/src/x.ts', "import '@react-three/fiber';", RESTRICTED],
  // The bus's writable handle is the host's: not in a remote or the chapter kit, by any path.
  ['army/src/x.ts', "import { hostBus } from '@mission/shared';", RESTRICTED],
  ['navy/src/x.tsx', "import { hostBus as bus } from '@mission/shared';", RESTRICTED],
  ['air/src/x.ts', "import * as shared from '@mission/shared';", RESTRICTED],
  ['army/src/x.ts', "import { hostBus } from '@mission/shared/src/bus/mission-bus';", RESTRICTED],
  ['air/src/x.ts', "import { hostBus } from '@mission/shared/src';", RESTRICTED],
  ['shared/src/chapter-kit/x.tsx', "import { hostBus } from '@mission/shared';", RESTRICTED],
  ['shared/src/chapter-kit/stage/x.ts', "import { hostBus } from '../../bus/mission-bus';", RESTRICTED],
  ['shared/src/chapter-kit/x.ts', "import { hostBus } from '..';", RESTRICTED],
  ['shared/src/chapter-kit/art/x.ts', "import { hostBus } from '../..';", RESTRICTED],
  // The shared singletons (bus, audio, i18n) only through the package root: a deep copy is a second bus.
  ['army/src/x.ts', "import { missionBus } from '@mission/shared/src/bus/mission-bus';", RESTRICTED],
  ['shell/src/x.ts', "import { audioManager } from '@mission/shared/src/audio/audio-manager-instance';", RESTRICTED],
  ['accessible/src/x.ts', "import { initMissionI18n } from '../../shared/src/i18n/mission-i18n';", RESTRICTED],
  ['shared/src/chapter-kit/hud/x.ts', "import { missionBus } from '../../bus/mission-bus';", RESTRICTED],
  ['shared/src/chapter-kit/art/x.ts', "import { audioManager } from '../../audio/audio-manager-instance';", RESTRICTED],
  ['shared/src/dev-harness/x.tsx', "import { initMissionI18n } from '../i18n/mission-i18n';", RESTRICTED],
  // Only the shell stores and tracks: no analytics client and no storage in a remote or in shared.
  ['army/src/x.ts', "import mixpanel from 'mixpanel-browser';", RESTRICTED],
  ['shared/src/x.ts', "import mixpanel from 'mixpanel-browser';", RESTRICTED],
  ['shared/src/chapter-kit/x.ts', "import 'mixpanel-browser/src/loaders/loader-module-core';", RESTRICTED],
  ['navy/src/x.ts', "localStorage.setItem('progress', '{}');", 'no-restricted-globals'],
  ['shared/src/x.ts', "sessionStorage.clear();", 'no-restricted-globals'],
  ['air/src/x.tsx', "export const read = () => window.localStorage.getItem('progress');", 'no-restricted-properties'],
  ['shared/src/chapter-kit/x.ts', "globalThis.sessionStorage.clear();", 'no-restricted-properties'],
  // The page's one router is the shared routing module: React Router itself, or the module by path, builds a second one.
  ['shell/src/x.tsx', "import { Link } from 'react-router-dom';", RESTRICTED],
  ['army/src/x.tsx', "import { useNavigate } from 'react-router';", RESTRICTED],
  ['accessible/src/x.tsx', "import { Routes } from 'react-router/dom';", RESTRICTED],
  ['shared/src/chapter-kit/hud/x.tsx', "import { Link } from '../../routing/routing';", RESTRICTED],
  ['shared/src/branch/x.tsx', "import { Routes } from 'react-router';", RESTRICTED],
  ['shell/src/x.test.tsx', "import { MemoryRouter } from 'react-router';", RESTRICTED],
  // The same for react-i18next: one copy, through the shared translation module.
  ['shell/src/x.tsx', "import { useTranslation } from 'react-i18next';", RESTRICTED],
  ['shared/src/chapter-kit/x.tsx', "import { useTranslation } from 'react-i18next';", RESTRICTED],
  ['accessible/src/x.tsx', "import { useTranslation } from '../../shared/src/translation/translation';", RESTRICTED],
  // The apps load copy per namespace and language: all of it at once is for tests.
  ['shell/src/x.ts', "import { resources } from '@mission/content/all-copy';", RESTRICTED],
  ['army/src/x.ts', "import { resources } from '@mission/content/all-copy';", RESTRICTED],
  ['shared/src/i18n/x.ts', "import { resources } from '@mission/content/all-copy';", RESTRICTED],
  ['shared/src/chapter-kit/x.ts', "import { resources } from '../../../content/src/all-copy';", RESTRICTED],
  // The shell's rooms run one way: app/ and the prerender on top, features below, lib/ at the bottom.
  ['shell/src/menu/x.ts', "import { ShellApp } from '../app/shell-app';", RESTRICTED],
  ['shell/src/services/analytics/x.ts', "import { startShell } from '../../app/bootstrap';", RESTRICTED],
  ['shell/src/screens/x.test.tsx', "import { ShellApp } from '../app/shell-app';", RESTRICTED],
  ['shell/src/screens/x.tsx', "import { renderPage } from '../prerender/render-page';", RESTRICTED],
  ['shell/src/lib/x.ts', "import { headerControls } from '../header/header-rules';", RESTRICTED],
  ['shell/src/lib/x.ts', "import { ShellApp } from '../app/shell-app';", RESTRICTED],
  // The layout composes the header: the header never imports the layout.
  ['shell/src/header/x.tsx', "import { ShellLayout } from '../layout/shell-layout';", RESTRICTED],
  ['shell/src/header/x.tsx', "import { ShellApp } from '../app/shell-app';", RESTRICTED],
  // The prerender (and the rest of the shell's top) imports nothing from scripts/.
  ['shell/prerender/x.mjs', "import { qrTargets } from '../../scripts/qr/qr-targets.mjs';", RESTRICTED],
  ['shell/src/prerender/x.tsx', "import '../../../scripts/bench/bench-ports.mjs';", RESTRICTED],
  ['shell/src/app/x.tsx', "import '../../../scripts/qr/qr-targets.mjs';", RESTRICTED],
  // No import cycles: this snippet, as the bus class, would import the module that imports it.
  ['shared/src/bus/event-bus.ts', "import { missionBus } from './mission-bus';\nexport const pageBus = missionBus;", CYCLE],
];

const ALLOWED: [file: string, code: string][] = [
  ['army/src/x.ts', "import '@mission/shared';"],
  ['navy/src/x.ts', "import '@mission/content';"],
  ['army/src/x.ts', "import { defineBranch } from '@mission/shared/chapter-kit';"],
  ['army/src/x.ts', "import { SkyDome } from '@mission/shared/chapter-kit/scene';"],
  ['shell/src/x.ts', "import '@mission/accessible';"],
  ['shell/src/x.ts', "import { deviceQuat } from '@mission/shared/orientation';"],
  ['army/src/x.ts', "import { missionBus } from '@mission/shared';"],
  ['shared/src/chapter-kit/x.ts', "import { missionBus } from '@mission/shared';"],
  ['shared/src/chapter-kit/hud/x.ts', "import { ChapterRuntime } from '../stage/chapter-runtime';"],
  ['shared/src/chapter-kit/debrief/x.ts', "import { defineBranch } from '../declaration/define-branch';"],
  ['shell/src/x.ts', "import { hostBus } from '@mission/shared';"],
  ['shared/src/dev-harness/x.tsx', "import { hostBus } from '@mission/shared';"],
  // A test plays the host: it publishes the state the page under test would get.
  ['army/src/x.test.tsx', "import { hostBus } from '@mission/shared';"],
  ['shared/src/chapter-kit/x.test.tsx', "import { hostBus } from '@mission/shared';"],
  // The shell is where storage and analytics live.
  ['shell/src/services/x.ts', "import mixpanel from 'mixpanel-browser';\nlocalStorage.getItem('progress');"],
  ['shared/src/bus/x.ts', "import { missionBus } from './mission-bus';\nexport const bus = missionBus;"],
  ['army/src/x.tsx', "import { Link } from '@mission/shared/routing';"],
  ['shared/src/chapter-kit/x.tsx', "import { Link } from '@mission/shared/routing';"],
  ['shared/src/routing/x.ts', "export { Link } from 'react-router';"],
  ['shared/src/translation/x.ts', "export { useTranslation } from 'react-i18next';"],
  ['navy/src/x.tsx', "import { useTranslation } from '@mission/shared/translation';"],
  ['shared/src/i18n/x.test.ts', "import { resources } from '@mission/content/all-copy';"],
  ['shared/test-setup/x.ts', "import { resources } from '@mission/content/all-copy';"],
  // The shell's rooms, downwards: app over features, features over lib, layout over header.
  ['shell/src/app/x.tsx', "import { ShellLayout } from '../layout/shell-layout';"],
  ['shell/src/prerender/x.tsx', "import { ShellApp } from '../app/shell-app';"],
  ['shell/src/screens/x.ts', "import { lazyNamed } from '../lib/lazy-named';"],
  ['shell/src/layout/x.tsx', "import { ShellHeader } from '../header/shell-header';"],
  ['shell/src/lib/x.ts', "import { withCopy } from './with-copy';"],
  ['shell/src/services/progress/x.ts', "import { AppUiStore } from '../ui/app-ui-store';"],
  ['shell/prerender/x.mjs', "import { publicOrigin } from '@mission/shared/build/public-origin.mjs';"],
];

const BOUNDARY_RULES = [RESTRICTED, CYCLE, 'no-restricted-globals', 'no-restricted-properties'];

let ruleHits: string[][] = [];

beforeAll(() => {
  const snippets = [...FORBIDDEN, ...ALLOWED].map(([filePath, code]) => ({ filePath, code }));
  const stdout = execFileSync('node', [path.join(__dirname, 'lint-snippets.mjs')], {
    input: JSON.stringify(snippets),
    encoding: 'utf8',
  });
  ruleHits = JSON.parse(stdout) as string[][];
}, 120_000);

describe('import boundaries (ESLint)', () => {
  it.each(FORBIDDEN.map(([file, code, rule], index) => [file, code, rule, index] as const))('%s may not run %s (%s)', (_file, _code, rule, index) => {
    expect(ruleHits[index]).toContain(rule);
  });

  it.each(ALLOWED.map(([file, code], index) => [file, code, FORBIDDEN.length + index] as const))('%s may run %s', (_file, _code, index) => {
    expect(ruleHits[index]!.filter((rule) => BOUNDARY_RULES.includes(rule))).toEqual([]);
  });
});
