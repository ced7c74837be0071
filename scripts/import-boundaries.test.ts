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
/** Package boundaries: only the packages a workspace declares, only through their exports, never by a path into another package. */
const UNDECLARED = 'import-x/no-extraneous-dependencies';
const INTO_PACKAGE = 'import-x/no-relative-packages';
const PAST_EXPORTS = 'import-x/no-unresolved';
/** The tooling and the test kit never in an app's own code. */
const NOT_BUILT_IN = 'import-x/no-restricted-paths';

const FORBIDDEN: [file: string, code: string, rule: string][] = [
  // A remote never imports the shell or another remote, by name or by path (an app has no
  // `exports`: no door at all).
  ['army/src/x.ts', "import '@mission/shell';", PAST_EXPORTS],
  ['army/src/x.ts', "import '@mission/navy';", PAST_EXPORTS],
  ['navy/src/x.ts', "import '../../air/src/branch-app';", INTO_PACKAGE],
  ['air/src/x.ts', "import '../../shell/src/app/bootstrap';", INTO_PACKAGE],
  ['army/src/x.test.tsx', "import '@mission/shell';", PAST_EXPORTS],
  // shared's packages and content import no app.
  ['shared/page/src/x.ts', "import '@mission/army';", PAST_EXPORTS],
  ['content/src/x.ts', "import '../../shell/src/app/bootstrap';", INTO_PACKAGE],
  ['shared/chapter-kit/src/x.ts', "import '@mission/army';", PAST_EXPORTS],
  ['shared/tooling/build/x.mjs', "import '@mission/shell';", PAST_EXPORTS],
  ['content/src/x.ts', "import '@mission/accessible';", UNDECLARED],
  // The shell never imports a remote: it loads them at run time.
  ['shell/src/x.ts', "import '@mission/army';", PAST_EXPORTS],
  ['shell/src/remotes/x.tsx', "import BranchApp from '../../../navy/src/branch-app';", INTO_PACKAGE],
  // One copy per page or built into each remote is a package boundary: the page's singletons,
  // the shell and the accessible version never pull in the chapter kit (it is each remote's own).
  ['shell/src/x.ts', "import { defineBranch } from '@mission/chapter-kit';", UNDECLARED],
  ['accessible/src/x.tsx', "import { SkyDome } from '@mission/chapter-kit/scene';", UNDECLARED],
  ['shared/page/src/x.ts', "import { defineBranch } from '@mission/chapter-kit';", UNDECLARED],
  ['shared/page/src/bus/x.ts', "import { defineBranch } from '../../../chapter-kit/src/declaration/define-branch';", INTO_PACKAGE],
  // An app never builds the tooling in: only its build config and tests may (they declare it as a dev dependency).
  ['content/src/x.ts', "import { APP_PORTS } from '@mission/tooling/build/app-ports.mjs';", UNDECLARED],
  ['shared/page/src/x.ts', "import { initTestI18n } from '@mission/test-kit/init-test-i18n';", NOT_BUILT_IN],
  ['army/src/x.ts', "import { buildPinOf } from '@mission/tooling/deploy/build-pins.mjs';", NOT_BUILT_IN],
  ['shell/src/x.tsx', "import { hasSettled } from '@mission/test-kit/has-settled';", NOT_BUILT_IN],
  // The accessible version loads no three.js.
  ['accessible/src/x.ts', "import 'three';", RESTRICTED],
  ['accessible/src/x.ts', "import '@react-three/fiber';", RESTRICTED],
  // The bus's writable handle is the host's: not in a remote or the chapter kit, by any path.
  ['army/src/x.ts', "import { hostBus } from '@mission/shared';", RESTRICTED],
  ['navy/src/x.tsx', "import { hostBus as bus } from '@mission/shared';", RESTRICTED],
  ['air/src/x.ts', "import * as shared from '@mission/shared';", RESTRICTED],
  ['army/src/x.ts', "import { hostBus } from '@mission/shared/src/bus/mission-bus';", PAST_EXPORTS],
  ['air/src/x.ts', "import { hostBus } from '@mission/shared/src';", PAST_EXPORTS],
  ['shared/chapter-kit/src/x.tsx', "import { hostBus } from '@mission/shared';", RESTRICTED],
  ['shared/chapter-kit/src/stage/x.ts', "import { hostBus } from '../../../page/src/bus/mission-bus';", INTO_PACKAGE],
  ['shared/chapter-kit/src/x.ts', "import { hostBus } from '../../page/src';", INTO_PACKAGE],
  // The shared singletons (bus, audio, i18n) only through the package's doors: a deep copy is a second bus.
  ['army/src/x.ts', "import { missionBus } from '@mission/shared/src/bus/mission-bus';", PAST_EXPORTS],
  ['shell/src/x.ts', "import { audioManager } from '@mission/shared/src/audio/audio-manager-instance';", PAST_EXPORTS],
  ['accessible/src/x.ts', "import { initMissionI18n } from '../../shared/page/src/i18n/mission-i18n';", INTO_PACKAGE],
  ['shared/chapter-kit/src/hud/x.ts', "import { missionBus } from '../../../page/src/bus/mission-bus';", INTO_PACKAGE],
  ['shared/chapter-kit/src/art/x.ts', "import { audioManager } from '../../../page/src/audio/audio-manager-instance';", INTO_PACKAGE],
  ['shared/chapter-kit/dev-harness/x.tsx', "import { initMissionI18n } from '../../page/src/i18n/mission-i18n';", INTO_PACKAGE],
  ['shared/tooling/build/x.mjs', "import { REMOTE_RETRY } from '../../page/src/retry/remote-retry.mjs';", INTO_PACKAGE],
  ['shared/test-kit/x.ts', "import { initMissionI18n } from '../page/src/i18n/mission-i18n';", INTO_PACKAGE],
  // The kit and the tooling by their names, through their exports only.
  ['army/src/x.ts', "import { defineBranch } from '@mission/chapter-kit/src/declaration/define-branch';", PAST_EXPORTS],
  ['army/src/x.ts', "import { defineBranch } from '@mission/shared/chapter-kit';", PAST_EXPORTS],
  ['army/webpack.config.mjs', "import { createWebpackConfig } from '@mission/shared/build/create-webpack-config.mjs';", PAST_EXPORTS],
  // Only the shell stores and tracks: no analytics client and no storage in a remote or in shared.
  ['army/src/x.ts', "import mixpanel from 'mixpanel-browser';", RESTRICTED],
  ['shared/page/src/x.ts', "import mixpanel from 'mixpanel-browser';", RESTRICTED],
  ['shared/chapter-kit/src/x.ts', "import 'mixpanel-browser/src/loaders/loader-module-core';", RESTRICTED],
  ['navy/src/x.ts', "localStorage.setItem('progress', '{}');", 'no-restricted-globals'],
  ['shared/page/src/x.ts', 'sessionStorage.clear();', 'no-restricted-globals'],
  ['air/src/x.tsx', "export const read = () => window.localStorage.getItem('progress');", 'no-restricted-properties'],
  ['shared/chapter-kit/src/x.ts', 'globalThis.sessionStorage.clear();', 'no-restricted-properties'],
  // The page's one router is the shared routing module: React Router itself, or the module by path, builds a second one.
  ['shell/src/x.tsx', "import { Link } from 'react-router-dom';", RESTRICTED],
  ['army/src/x.tsx', "import { useNavigate } from 'react-router';", RESTRICTED],
  ['accessible/src/x.tsx', "import { Routes } from 'react-router/dom';", RESTRICTED],
  ['shared/chapter-kit/src/hud/x.tsx', "import { Link } from '../../../page/src/routing/routing';", INTO_PACKAGE],
  ['shared/page/src/branch/x.tsx', "import { Routes } from 'react-router';", RESTRICTED],
  ['shared/page/src/branch/x.tsx', "import { Routes } from '../routing/routing';", RESTRICTED],
  ['shell/src/x.test.tsx', "import { MemoryRouter } from 'react-router';", RESTRICTED],
  // The same for react-i18next: one copy, through the shared translation module.
  ['shell/src/x.tsx', "import { useTranslation } from 'react-i18next';", RESTRICTED],
  ['shared/chapter-kit/src/x.tsx', "import { useTranslation } from 'react-i18next';", RESTRICTED],
  ['shared/page/src/page/x.ts', "import { useTranslation } from '../translation/translation';", RESTRICTED],
  ['accessible/src/x.tsx', "import { useTranslation } from '../../shared/page/src/translation/translation';", INTO_PACKAGE],
  // The apps load copy per namespace and language: all of it at once is for tests.
  ['shell/src/x.ts', "import { resources } from '@mission/content/all-copy';", RESTRICTED],
  ['army/src/x.ts', "import { resources } from '@mission/content/all-copy';", RESTRICTED],
  ['shared/page/src/i18n/x.ts', "import { resources } from '@mission/content/all-copy';", RESTRICTED],
  ['shared/chapter-kit/src/x.ts', "import { resources } from '../../../content/src/all-copy';", INTO_PACKAGE],
  ['shared/chapter-kit/src/x.ts', "import { resources } from '@mission/content/all-copy';", RESTRICTED],
  // The shell's rooms run one way: app/ and the prerender on top, features below, lib/ at the bottom.
  ['shell/src/menu/x.ts', "import { ShellApp } from '../app/shell-app';", RESTRICTED],
  ['shell/src/services/analytics/x.ts', "import { startShell } from '../../app/bootstrap';", RESTRICTED],
  ['shell/src/screens/x.test.tsx', "import { ShellApp } from '../app/shell-app';", RESTRICTED],
  ['shell/src/screens/x.tsx', "import { renderPage } from '../prerender/render-page';", RESTRICTED],
  ['shell/src/lib/x.ts', "import { ShellHeader } from '../header/shell-header';", RESTRICTED],
  ['shell/src/lib/x.ts', "import { ShellApp } from '../app/shell-app';", RESTRICTED],
  // Every room of the shell imports only the rooms below it (SHELL_ROOMS_TOP_DOWN): the four arrows that once ran up.
  ['shell/src/gates/x.tsx', "import { BuildBadge } from '../badge/build-badge';", RESTRICTED],
  ['shell/src/gates/x.tsx', "import { DeviceGate } from '../screens/lazy-screens';", RESTRICTED],
  ['shell/src/remotes/x.tsx', "import { NotFound } from '../screens/not-found';", RESTRICTED],
  ['shell/src/services/audio/x.ts', "import { ShellHeader } from '../../header/shell-header';", RESTRICTED],
  ['shell/src/error-page/x.tsx', "import { Home } from '../screens/home';", RESTRICTED],
  ['shell/src/menu/x.tsx', "import { ShellLayout } from '../layout/shell-layout';", RESTRICTED],
  ['shell/src/remotes/x.test.tsx', "import { PrefetchLink } from '../prefetch/prefetch-link';", RESTRICTED],
  // The layout composes the header: the header never imports the layout.
  ['shell/src/header/x.tsx', "import { ShellLayout } from '../layout/shell-layout';", RESTRICTED],
  ['shell/src/header/x.tsx', "import { ShellApp } from '../app/shell-app';", RESTRICTED],
  // The kit's rooms run one way (KIT_ROOMS_TOP_DOWN): the arrows that once ran up, and more.
  ['shared/chapter-kit/src/hud/x.ts', "import { ChapterRuntime } from '../stage/chapter-runtime';", RESTRICTED],
  ['shared/chapter-kit/src/render/x.ts', "import { pageRenderStats } from '../stage/render-stats';", RESTRICTED],
  ['shared/chapter-kit/src/debrief/x.ts', "import { defineBranch } from '../declaration/define-branch';", RESTRICTED],
  ['shared/chapter-kit/src/hud/x.tsx', "import { branchCopy } from '../declaration/branch-copy-keys';", RESTRICTED],
  ['shared/chapter-kit/src/runtime/x.ts', "import { Compass } from '../hud/compass';", RESTRICTED],
  ['shared/chapter-kit/src/view/x.ts', "import { ChapterRuntime } from '../runtime/chapter-runtime';", RESTRICTED],
  ['shared/chapter-kit/src/hud/x.test.tsx', "import { defineBranch } from '../declaration/define-branch';", RESTRICTED],
  // The prerender (and the rest of the shell's top) imports nothing from scripts/.
  ['shell/prerender/x.mjs', "import { qrTargets } from '../../scripts/qr/qr-targets.mjs';", RESTRICTED],
  ['shell/src/prerender/x.tsx', "import '../../../scripts/bench/bench-ports.mjs';", RESTRICTED],
  ['shell/src/app/x.tsx', "import '../../../scripts/qr/qr-targets.mjs';", RESTRICTED],
  // No import cycles: this snippet, as the bus class, would import the module that imports it.
  ['shared/page/src/bus/event-bus.ts', "import { missionBus } from './mission-bus';\nexport const pageBus = missionBus;", CYCLE],
];

const ALLOWED: [file: string, code: string][] = [
  ['army/src/x.ts', "import '@mission/shared';"],
  ['navy/src/x.ts', "import '@mission/content';"],
  ['army/src/x.ts', "import { defineBranch } from '@mission/chapter-kit';"],
  ['army/src/x.ts', "import { SkyDome } from '@mission/chapter-kit/scene';"],
  ['army/src/x.tsx', "import { mountBranchHarness } from '@mission/chapter-kit/dev-harness';"],
  ['shell/src/x.ts', "import '@mission/accessible';"],
  ['shell/src/x.ts', "import { deviceQuat } from '@mission/shared/orientation';"],
  ['army/src/x.ts', "import { missionBus } from '@mission/shared';"],
  ['shared/chapter-kit/src/x.ts', "import { missionBus } from '@mission/shared';"],
  ['shared/chapter-kit/src/x.ts', "import { mediaUrl } from '@mission/shared/media';"],
  // The kit's rooms, downwards (KIT_ROOMS_TOP_DOWN); the shared types and test-support from anywhere.
  ['shared/chapter-kit/src/hud/x.ts', "import { ChapterRuntime } from '../runtime/chapter-runtime';"],
  ['shared/chapter-kit/src/declaration/x.tsx', "import { BranchDebrief } from '../debrief/branch-debrief';"],
  ['shared/chapter-kit/src/debrief/x.ts', "import type { Branch } from '../branch-definition';"],
  ['shared/chapter-kit/src/runtime/x.ts', "import { LookState } from '../view/look-state';"],
  ['shared/chapter-kit/src/hud/x.test.tsx', "import { testBranch } from '../test-support/test-branch';"],
  ['shell/src/x.ts', "import { hostBus } from '@mission/shared';"],
  ['shared/chapter-kit/dev-harness/x.tsx', "import { hostBus } from '@mission/shared';"],
  // A test plays the host: it publishes the state the page under test would get.
  ['army/src/x.test.tsx', "import { hostBus } from '@mission/shared';"],
  ['shared/chapter-kit/src/x.test.tsx', "import { hostBus } from '@mission/shared';"],
  // Tests and build configs use the test kit and the tooling, which their workspace declares as dev dependencies.
  ['army/src/x.test.tsx', "import { initTestI18n } from '@mission/test-kit/init-test-i18n';"],
  ['shared/page/src/x.test.ts', "import { BUS_EVENT_SAMPLES } from '@mission/test-kit/bus-event-samples';"],
  ['army/webpack.config.mjs', "import { createWebpackConfig } from '@mission/tooling/build/create-webpack-config.mjs';"],
  ['shell/src/screens/x-test-kit.tsx', "import { initTestI18n } from '@mission/test-kit/init-test-i18n';"],
  ['shared/tooling/build/x.mjs', "import { REMOTE_RETRY } from '@mission/shared/remote-retry';"],
  // The shell is where storage and analytics live.
  ['shell/src/services/x.ts', "import mixpanel from 'mixpanel-browser';\nlocalStorage.getItem('progress');"],
  ['shared/page/src/bus/x.ts', "import { missionBus } from './mission-bus';\nexport const bus = missionBus;"],
  ['army/src/x.tsx', "import { Link } from '@mission/shared/routing';"],
  ['shared/chapter-kit/src/x.tsx', "import { Link } from '@mission/shared/routing';"],
  ['shared/page/src/branch/x.tsx', "import { Link } from '@mission/shared/routing';"],
  ['shared/page/src/routing/x.ts', "export { Link } from 'react-router';"],
  ['shared/page/src/translation/x.ts', "export { useTranslation } from 'react-i18next';"],
  ['navy/src/x.tsx', "import { useTranslation } from '@mission/shared/translation';"],
  ['shared/page/src/i18n/x.test.ts', "import { resources } from '@mission/content/all-copy';"],
  ['shared/test-kit/x.ts', "import { resources } from '@mission/content/all-copy';"],
  // The shell's rooms, downwards: app over features, features over lib, layout over header.
  ['shell/src/app/x.tsx', "import { ShellLayout } from '../layout/shell-layout';"],
  ['shell/src/prerender/x.tsx', "import { ShellApp } from '../app/shell-app';"],
  ['shell/src/screens/x.ts', "import { lazyNamed } from '../lib/lazy-named';"],
  ['shell/src/layout/x.tsx', "import { ShellHeader } from '../header/shell-header';"],
  ['shell/src/lib/x.ts', "import { withCopy } from './with-copy';"],
  ['shell/src/gates/x.tsx', "import { copyText } from '../lib/copy-text';"],
  ['shell/src/remotes/x.tsx', "import { ErrorPage } from '../error-page/error-page';"],
  ['shell/src/screens/x.tsx', "import { ErrorPage } from '../error-page/error-page';"],
  ['shell/src/services/audio/x.ts', "import { headerControls } from '../../lib/header-rules';"],
  ['shell/src/screens/portal/x.tsx', "import { DeviceGate } from '../../gates/device-gate';"],
  ['shell/src/app/x.tsx', "import { DeviceGate } from '../screens/lazy-screens';"],
  ['shell/src/gates/x.test.tsx', "import { renderAt } from '../test-support/render-at';"],
  ['shell/src/services/progress/x.ts', "import { AppUiStore } from '../ui/app-ui-store';"],
  ['shell/prerender/x.mjs', "import { publicOrigin } from '@mission/tooling/build/public-origin.mjs';"],
];

const BOUNDARY_RULES = [
  RESTRICTED,
  CYCLE,
  UNDECLARED,
  INTO_PACKAGE,
  PAST_EXPORTS,
  NOT_BUILT_IN,
  'no-restricted-globals',
  'no-restricted-properties',
];

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
  it.each(FORBIDDEN.map(([file, code, rule], index) => [file, code, rule, index] as const))(
    '%s may not run %s (%s)',
    (_file, _code, rule, index) => {
      expect(ruleHits[index]).toContain(rule);
    },
  );

  it.each(ALLOWED.map(([file, code], index) => [file, code, FORBIDDEN.length + index] as const))('%s may run %s', (_file, _code, index) => {
    expect(ruleHits[index]!.filter((rule) => BOUNDARY_RULES.includes(rule))).toEqual([]);
  });
});
