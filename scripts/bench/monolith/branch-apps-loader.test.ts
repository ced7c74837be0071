/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BRANCH_NAMES } from '@mission/content/branch-list';
import branchAppsLoader, { BRANCH_APPS_MODULE, branchAppsSource } from './branch-apps-loader.mjs';

const REPO_ROOT = path.resolve(__dirname, '../../..');

describe('the monolith’s branch imports, written from the list of branches', () => {
  it('writes one literal import per branch, each its own named lazy chunk', () => {
    expect(branchAppsSource('/repo', ['coast', 'ridge'])).toBe(
      [
        'export const BRANCH_APPS = {',
        '  "coast": () => import(/* webpackChunkName: "branch-coast" */ "/repo/coast/src/branch-entry"),',
        '  "ridge": () => import(/* webpackChunkName: "branch-ridge" */ "/repo/ridge/src/branch-entry"),',
        '};',
        '',
      ].join('\n'),
    );
  });

  it('as a loader, imports every branch of the list from a file that exists', () => {
    const source = branchAppsLoader();
    const imported = [...source.matchAll(/import\(\/\* webpackChunkName: "branch-([a-z0-9]+)" \*\/ "([^"]+)"\)/g)];
    expect(imported.map(([, name]) => name)).toEqual([...BRANCH_NAMES]);
    for (const [, name, entry] of imported) {
      expect(entry).toBe(path.join(REPO_ROOT, name!, 'src', 'branch-entry'));
      expect(['.ts', '.tsx'].some((extension) => existsSync(`${entry}${extension}`))).toBe(true);
    }
  });

  it('replaces the module whose Node form the runtime’s tests load', () => {
    expect(existsSync(BRANCH_APPS_MODULE)).toBe(true);
    expect(path.basename(BRANCH_APPS_MODULE)).toBe('monolith-branch-apps.ts');
  });
});
