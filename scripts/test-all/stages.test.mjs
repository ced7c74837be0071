/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import jestConfig from '../../jest.config.mjs';
import { MACHINE_UNIT_TESTS, PREPARE, STAGES, endBanner, formatElapsed } from './stages.mjs';

const ROOT = path.resolve(__dirname, '../..');
const names = STAGES.map((stage) => stage.name);
const stage = (name) => STAGES.find((each) => each.name === name);

describe("npm test's stages", () => {
  it('start with lint and types, then the unit tests, before anything that waits for the machine', () => {
    expect(names.slice(0, 3)).toEqual(['lint', 'types', 'unit']);
    const firstWaiting = STAGES.findIndex((each) => each.needsMachine);
    expect(firstWaiting).toBeGreaterThan(names.indexOf('unit'));
    expect(STAGES.slice(0, firstWaiting).every((each) => !each.needsMachine)).toBe(true);
  });

  it('end with e2e, after the build, on the machine', () => {
    expect(names.at(-1)).toBe('e2e');
    expect(names.indexOf('build')).toBeLessThan(names.indexOf('e2e'));
    expect(stage('e2e').needsMachine).toBe(true);
    expect(PREPARE.args).toEqual(['scripts/setup/prepare-machine.mjs']);
  });

  it('run every unit test once: the first unit stage keeps jest.config.mjs ignores and leaves out only what waits for the machine', () => {
    const unit = stage('unit').args;
    const ignored = unit.slice(unit.indexOf('--testPathIgnorePatterns') + 1);
    expect(ignored).toEqual([...jestConfig.testPathIgnorePatterns, ...MACHINE_UNIT_TESTS]);
    expect(stage('unit on the machine').args).toEqual(['jest', ...MACHINE_UNIT_TESTS]);
    expect(stage('unit on the machine').needsMachine).toBe(true);
  });

  it('hold back every unit test that runs docker-compose, and only those', () => {
    const tests = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx', '*.test.mjs'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const runsCompose = tests.filter((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return /spawnSync|execFileSync|spawn\(/.test(text) && /\['docker-compose'\]|\['docker', 'compose'\]/.test(text);
    });
    expect(runsCompose).toEqual([...MACHINE_UNIT_TESTS]);
  });
});

describe('the banners', () => {
  it('give each time in seconds, then minutes', () => {
    expect(formatElapsed(400)).toBe('0 s');
    expect(formatElapsed(42_400)).toBe('42 s');
    expect(formatElapsed(185_000)).toBe('3 min 05 s');
  });

  it('say how a stage ended, its time and the time since npm test began', () => {
    expect(endBanner('lint', 0, 27_000, 31_000)).toBe('=== npm test > lint: passed in 27 s (31 s since npm test began)');
    expect(endBanner('types', 2, 5_000, 36_000)).toBe('=== npm test > types: FAILED (exit 2) in 5 s (36 s since npm test began)');
  });
});
