// @ts-check
import { BRANCH_NAMES } from './content/src/branches/branch-list.mjs';

/** Unit tests of every workspace: @swc/jest, jsdom by default (node per file via docblock). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'jsdom',
  // Each branch's workspace from the list of branches (docs/build-a-branch.md "The list").
  roots: ['content', 'shared', 'accessible', 'shell', ...BRANCH_NAMES, 'scripts'].map((dir) => `<rootDir>/${dir}`),
  testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // three ships its CommonJS build as a shim that requires the ES module, which Jest's
  // require cannot load on Node 20: tests get the ES build, compiled like our own code.
  transformIgnorePatterns: ['/node_modules/(?!three/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/shared/test-kit/style-stub.cjs',
    '^three$': '<rootDir>/node_modules/three/build/three.module.js',
  },
  setupFiles: ['<rootDir>/shared/test-kit/globals.cjs'],
  setupFilesAfterEnv: ['<rootDir>/shared/test-kit/jest-dom.ts'],
};
