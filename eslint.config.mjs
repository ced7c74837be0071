// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readFileSync } from 'node:fs';
import { BRANCH_NAMES } from './content/src/branches/branch-list.mjs';

/** Every branch's workspace, from the list of branches (docs/build-a-branch.md "The list"). */
const REMOTES = [...BRANCH_NAMES];

/** Every workspace's folder, from the root package.json (shared/ holds four: shared/CONTEXT.md). */
const WORKSPACES = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).workspaces;

/*
 * The doors between workspaces (docs/decisions.md §11, "Boundaries", and "Packages by role"),
 * held by lint. Between packages, the package boundaries below: a workspace imports only the
 * packages its package.json declares, only through their `exports`, never by a relative path
 * into another package's files. Within an area, one `no-restricted-imports` built from the
 * restrictions after them: a flat config replaces a rule's options rather than merging them,
 * so an area lists all of its own.
 */

/**
 * The package boundaries, for the files of one workspace:
 * - `import-x/no-extraneous-dependencies`: it imports only what its own package.json declares
 *   (the third-party tools every workspace shares may also come from the root's
 *   devDependencies; no @mission package is there). What is one copy per page
 *   (`@mission/shared`) and what is built into each remote (`@mission/chapter-kit`) are two
 *   packages, so the shell, accessible and the page's singletons cannot pull in the kit, and
 *   no app pulls in another.
 * - `import-x/no-relative-packages`: no relative path into another package's files (a second
 *   copy of a singleton, or a reach past a door).
 * - `import-x/no-unresolved`, for @mission names: a subpath that is not in the package's
 *   `exports` does not resolve (`@mission/shared/src/bus/...` would build a second bus).
 */
const packageBoundaries = (dir) => ({
  files: [`${dir}/${CODE}`, `${dir}/**/*.mjs`],
  rules: {
    'import-x/no-extraneous-dependencies': [
      'error',
      { packageDir: [dir, '.'], devDependencies: true, peerDependencies: false, optionalDependencies: false },
    ],
    'import-x/no-relative-packages': 'error',
    'import-x/no-unresolved': ['error', { ignore: ['^(?!@mission/)'] }],
  },
});

/**
 * The tooling and the test kit are never built into an app: an app's and shared's own code
 * (not their tests, test helpers or build configs) imports neither, even where its
 * package.json declares them as dev dependencies for those.
 */
const NOT_BUILT_IN = {
  files: [
    '{content,accessible,shell,army,navy,air}/src/**/*.{ts,tsx}',
    'shared/page/src/**/*.{ts,tsx}',
    'shared/chapter-kit/{src,dev-harness}/**/*.{ts,tsx}',
  ],
  ignores: ['**/*.test.{ts,tsx}', '**/test-support/**', '**/*-test-kit.{ts,tsx}'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: '.',
            from: ['./shared/tooling', './shared/test-kit'],
            message: 'The build tooling and the test kit are never built into an app: only its build config and its tests import them.',
          },
        ],
      },
    ],
  },
};

const HOST_BUS_MESSAGE =
  "hostBus is the host's handle (it can setState): remotes and the chapter kit use missionBus, which reads and emits.";

/**
 * The bus's writable handle stays with the host (the shell and the team harness). Only
 * through the package root: no other package can reach the bus's module (package boundaries).
 */
const HOST_BUS = {
  paths: [{ name: '@mission/shared', importNames: ['hostBus'], message: HOST_BUS_MESSAGE }],
};

/** Only the shell keeps state and tracks: remotes and shared emit bus events. */
const NO_STORAGE_OR_ANALYTICS = {
  patterns: [
    {
      group: [
        'mixpanel-browser',
        'mixpanel-browser/*',
        '**/services/analytics',
        '**/services/analytics/*',
        '**/services/storage',
        '**/services/storage/*',
      ],
      message: 'Only the shell stores and tracks: emit a bus event and let the shell turn it into progress, persistence or analytics.',
    },
  ],
};
const STORAGE_GLOBALS = ['localStorage', 'sessionStorage', 'indexedDB'];
const NO_STORAGE_GLOBALS = {
  'no-restricted-globals': [
    'error',
    ...STORAGE_GLOBALS.map((name) => ({ name, message: 'Only the shell touches storage: emit a bus event instead.' })),
  ],
  'no-restricted-properties': [
    'error',
    ...STORAGE_GLOBALS.flatMap((property) =>
      ['window', 'globalThis', 'self'].map((object) => ({
        object,
        property,
        message: 'Only the shell touches storage: emit a bus event instead.',
      })),
    ),
  ],
};

/**
 * The page's one router and one react-i18next are our own modules over them, each shared as
 * one Module Federation singleton and tree-shaken to what the apps use
 * (shared/page/src/routing/routing.ts, shared/page/src/translation/translation.ts). Importing
 * the package itself, or (within @mission/shared) the module by a relative path, would build a
 * second copy.
 */
const ONE_COPY = {
  patterns: [
    {
      group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*', '**/routing/routing'],
      message: 'Import routing from "@mission/shared/routing", the page\'s one shared router.',
    },
    {
      group: ['react-i18next', 'react-i18next/*', '**/translation/translation'],
      message: 'Import useTranslation from "@mission/shared/translation", the page\'s one shared react-i18next.',
    },
  ],
};

/** Every string of both languages at once is for tests and checks; the apps load copy per namespace and language. */
const ALL_COPY = {
  patterns: [
    {
      group: ['@mission/content/all-copy', '**/content/src/all-copy'],
      message:
        'The apps load each namespace of one language when a screen needs it (loadNamespaceCopy): all-copy would ship every string. Tests start i18n with initTestI18n.',
    },
  ],
};

const ACCESSIBLE_NO_THREE = {
  patterns: [{ group: ['three', 'three/*', '@react-three/*'], message: 'The accessible version loads no three.js.' }],
};

/**
 * The shell's rooms run one way (docs/decisions.md, "Rooms that run one way"; shell/CONTEXT.md):
 * top to bottom, each room imports only the rooms below it. `app/` (and the prerender, which
 * renders the app) on top, the layout, which composes the menu and the header, the screens,
 * then the features the screens use, and `lib/`, the shell's own low helpers, at the bottom.
 * `test-support/` sits outside the order: only tests read it.
 */
const SHELL_ROOMS_TOP_DOWN = [
  'prerender',
  'app',
  'layout',
  'menu',
  'header',
  'badge',
  'screens',
  'gates',
  'offline',
  'prefetch',
  'remotes',
  'error-page',
  'rewards',
  'scene-images',
  'transitions',
  'loading',
  'bus',
  'viewport',
  'styles',
  'services',
  'lib',
];

/** The restriction of one room of the shell: none of the rooms above it. */
function shellRoomBelow(room) {
  const above = SHELL_ROOMS_TOP_DOWN.slice(0, SHELL_ROOMS_TOP_DOWN.indexOf(room));
  return {
    patterns: [
      {
        regex: `^(\\.\\./)+(${above.join('|')})(/|$)`,
        message: `Shell zones: ${room}/ sits below ${above.join(', ')} (shell/CONTEXT.md, top to bottom). Move what both need down, into the lower room or lib/.`,
      },
    ],
  };
}
const SHELL_FEATURES_BELOW_APP = {
  patterns: [
    {
      regex: '^(\\.\\./)+(app|prerender)(/|$)',
      message:
        'Shell zones: a feature folder never imports app/ or the prerender, which sit above it. Move what both need into lib/ or the feature.',
    },
  ],
};
const SHELL_LIB_AT_THE_BOTTOM = {
  patterns: [
    {
      regex: '^\\.\\./',
      message: "Shell zones: lib/ is the shell's bottom room; it imports only its own files, shared, content and packages.",
    },
  ],
};
/** The shell's top room: its entry and app, and the prerender (the build step that renders the app, and its source side). */
const SHELL_TOP = ['shell/src/app/**', 'shell/src/index.ts', 'shell/src/prerender/**', 'shell/prerender/**', 'shell/*.mjs'];

/** A build step of an app imports nothing from scripts/: the repo's tools sit above the apps, never under them. */
const NO_SCRIPTS = {
  patterns: [
    {
      group: ['**/scripts/*', '**/scripts/**'],
      message: 'An app and its build never import scripts/: move what both need into the app or @mission/tooling.',
    },
  ],
};

/**
 * The chapter kit's rooms run one way too (shared/chapter-kit/README.md, "Rooms"): top to
 * bottom, each imports only the rooms below it, tests included. The doors (`index.ts`,
 * `scene.ts`) sit above them all; the types every room reads (`chapter-definition.ts`,
 * `branch-definition.ts`, `kit-constants.ts`) and `test-support/` sit outside the order.
 */
const KIT_ROOMS_TOP_DOWN = [
  'declaration',
  'debrief',
  'stage',
  'briefing',
  'hud',
  'render',
  'effects',
  'people',
  'art',
  'sound',
  'light',
  'quality',
  'copy',
  'runtime',
  'play',
  'view',
];

/** The restriction of one room of the kit: none of the rooms above it. */
function kitRoomBelow(room) {
  const above = KIT_ROOMS_TOP_DOWN.slice(0, KIT_ROOMS_TOP_DOWN.indexOf(room));
  return {
    patterns: [
      {
        regex: `^(\\.\\./)+(${above.join('|')})(/|$)`,
        message: `Kit rooms: ${room}/ sits below ${above.join(', ')} (shared/chapter-kit/README.md, top to bottom). Move what both need down, into the lower room or beside chapter-definition.ts.`,
      },
    ],
  };
}

/** One `no-restricted-imports` from several restrictions. */
function restrict(...restrictions) {
  return {
    'no-restricted-imports': [
      'error',
      { paths: restrictions.flatMap((entry) => entry.paths ?? []), patterns: restrictions.flatMap((entry) => entry.patterns ?? []) },
    ],
  };
}

/** One room of the shell: the shell's own doors plus the room's, tests with copy for all languages. */
function shellRoom(files, ignores, ...room) {
  const doors = [ONE_COPY, ...room];
  return [
    { files, ignores, rules: restrict(...doors) },
    { files, ignores: [...ignores, ...TESTS], rules: restrict(...doors, ALL_COPY) },
  ];
}

/** Tests stand in for the host (they publish the state a page would get), so they may hold hostBus. */
const TESTS = ['**/*.test.{ts,tsx}'];
const CODE = '**/*.{ts,tsx}';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**', '**/.prerender/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [CODE],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // No import cycles anywhere: a cycle makes load order decide what a module sees.
    files: [CODE, '**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}', 'e2e/**', 'scripts/**', 'shared/test-kit/**'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { 'no-console': 'off' },
  },
  // The package boundaries of every workspace (above): declared packages only, through their exports.
  ...WORKSPACES.map(packageBoundaries),
  NOT_BUILT_IN,
  ...REMOTES.flatMap((remote) => [
    { files: [`${remote}/${CODE}`], rules: { ...restrict(NO_STORAGE_OR_ANALYTICS, ONE_COPY), ...NO_STORAGE_GLOBALS } },
    { files: [`${remote}/${CODE}`], ignores: TESTS, rules: restrict(NO_STORAGE_OR_ANALYTICS, HOST_BUS, ONE_COPY, ALL_COPY) },
  ]),
  {
    files: [`shared/${CODE}`, `content/${CODE}`],
    ignores: [...TESTS, 'shared/test-kit/**'],
    rules: { ...restrict(NO_STORAGE_OR_ANALYTICS, ONE_COPY, ALL_COPY), ...NO_STORAGE_GLOBALS },
  },
  {
    // Our modules over React Router and react-i18next are the one place each is imported.
    files: [`shared/page/src/routing/${CODE}`, `shared/page/src/translation/${CODE}`],
    ignores: TESTS,
    rules: restrict(NO_STORAGE_OR_ANALYTICS),
  },
  {
    files: [`shared/chapter-kit/src/${CODE}`],
    rules: restrict(NO_STORAGE_OR_ANALYTICS, ONE_COPY),
  },
  {
    // The chapter kit is built into each remote: it reads and emits through missionBus.
    files: [`shared/chapter-kit/src/${CODE}`],
    ignores: TESTS,
    rules: restrict(NO_STORAGE_OR_ANALYTICS, HOST_BUS, ONE_COPY, ALL_COPY),
  },
  // Each room of the kit: the kit's own doors, and none of the rooms above it.
  ...KIT_ROOMS_TOP_DOWN.slice(1).flatMap((room) => [
    { files: [`shared/chapter-kit/src/${room}/**`], rules: restrict(NO_STORAGE_OR_ANALYTICS, ONE_COPY, kitRoomBelow(room)) },
    {
      files: [`shared/chapter-kit/src/${room}/**`],
      ignores: TESTS,
      rules: restrict(NO_STORAGE_OR_ANALYTICS, HOST_BUS, ONE_COPY, ALL_COPY, kitRoomBelow(room)),
    },
  ]),
  {
    // The team page is the host of a remote's own page: it may hold hostBus.
    files: [`shared/chapter-kit/dev-harness/${CODE}`],
    rules: restrict(NO_STORAGE_OR_ANALYTICS, ONE_COPY, ALL_COPY),
  },
  // The shell never imports a remote: it loads them at run time through Module Federation.
  // Its rooms: app/ and the prerender on top, the features, lib/ at the bottom.
  ...shellRoom([`shell/${CODE}`], [...SHELL_TOP, ...SHELL_ROOMS_TOP_DOWN.map((room) => `shell/src/${room}/**`)], SHELL_FEATURES_BELOW_APP),
  ...shellRoom(SHELL_TOP, [], NO_SCRIPTS),
  ...SHELL_ROOMS_TOP_DOWN.filter((room) => room !== 'prerender' && room !== 'app' && room !== 'lib').flatMap((room) =>
    shellRoom([`shell/src/${room}/**`], [], shellRoomBelow(room)),
  ),
  ...shellRoom(['shell/src/lib/**'], [], SHELL_LIB_AT_THE_BOTTOM),
  {
    files: [`accessible/${CODE}`],
    rules: restrict(ACCESSIBLE_NO_THREE, ONE_COPY),
  },
  {
    files: [`accessible/${CODE}`],
    ignores: TESTS,
    rules: restrict(ACCESSIBLE_NO_THREE, ONE_COPY, ALL_COPY),
  },
);
