// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['army', 'navy', 'air'];

/**
 * One-way imports (architecture "Boundaries"): a remote never imports the shell or another
 * remote; shared and content import no app; accessible never pulls three.js or a remote.
 * @param {string[]} forbidden workspace folder names
 * @param {{ patterns?: object[], paths?: object[] }} [extra] more restrictions for the same files
 */
function forbidWorkspaces(forbidden, { patterns = [], paths = [] } = {}) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths,
        patterns: [
          ...forbidden.map((name) => ({
            group: [`@mission/${name}`, `@mission/${name}/*`, `**/${name}/src/*`, `**/${name}/src`],
            message: `Import boundary: this workspace may not import "${name}". Only shared/ and content/ are common ground.`,
          })),
          ...patterns,
        ],
      },
    ],
  };
}

const HOST_BUS_MESSAGE =
  'hostBus is the host\'s handle (it can setState): remotes and the chapter kit use missionBus, which reads and emits.';

/**
 * The bus's writable handle stays with the host (the shell and the team harness): by the
 * package root, a deep path into shared/src, or a relative path to the bus module. A
 * flat config replaces a rule's options rather than merging them, so this joins the
 * workspace boundaries of the same files.
 */
const NO_HOST_BUS = {
  paths: [{ name: '@mission/shared', importNames: ['hostBus'], message: HOST_BUS_MESSAGE }],
  patterns: [
    {
      group: ['@mission/shared/src', '@mission/shared/src/index', '**/bus/mission-bus', '**/shared/src', '**/shared/src/index', '..', '../index'],
      importNames: ['hostBus'],
      message: HOST_BUS_MESSAGE,
    },
  ],
};

/** Tests stand in for the host (they publish the state a page would get), so they may hold hostBus. */
const TESTS = ['**/*.test.{ts,tsx}'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
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
    files: ['**/*.test.{ts,tsx,mjs}', 'e2e/**', 'scripts/**', 'shared/test-setup/**'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { 'no-console': 'off' },
  },
  ...REMOTES.flatMap((remote) => {
    const others = ['shell', 'accessible', ...REMOTES.filter((other) => other !== remote)];
    return [
      { files: [`${remote}/**/*.{ts,tsx}`], rules: forbidWorkspaces(others) },
      { files: [`${remote}/**/*.{ts,tsx}`], ignores: TESTS, rules: forbidWorkspaces(others, NO_HOST_BUS) },
    ];
  }),
  {
    files: ['shared/**/*.{ts,tsx}', 'content/**/*.{ts,tsx}'],
    rules: forbidWorkspaces(['shell', 'accessible', ...REMOTES]),
  },
  {
    files: ['shared/src/chapter-kit/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: forbidWorkspaces(['shell', 'accessible', ...REMOTES], NO_HOST_BUS),
  },
  {
    files: ['accessible/**/*.{ts,tsx}'],
    rules: forbidWorkspaces(['shell', ...REMOTES], {
      patterns: [{ group: ['three', 'three/*', '@react-three/*'], message: 'The accessible version loads no three.js.' }],
    }),
  },
);
