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
 */
function forbidWorkspaces(forbidden, extra = []) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((name) => ({
            group: [`@mission/${name}`, `@mission/${name}/*`, `**/${name}/src/*`, `**/${name}/src`],
            message: `Import boundary: this workspace may not import "${name}". Only shared/ and content/ are common ground.`,
          })),
          ...extra,
        ],
      },
    ],
  };
}

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
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: forbidWorkspaces(['shell', 'accessible', ...REMOTES.filter((other) => other !== remote)]),
  })),
  {
    files: ['shared/**/*.{ts,tsx}', 'content/**/*.{ts,tsx}'],
    rules: forbidWorkspaces(['shell', 'accessible', ...REMOTES]),
  },
  {
    files: ['accessible/**/*.{ts,tsx}'],
    rules: forbidWorkspaces(['shell', ...REMOTES], [
      { group: ['three', 'three/*', '@react-three/*'], message: 'The accessible version loads no three.js.' },
    ]),
  },
);
