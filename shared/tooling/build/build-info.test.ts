/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readBuildInfo } from './build-info.mjs';

jest.mock('node:child_process', () => ({ execFileSync: jest.fn() }));

const git = jest.mocked(execFileSync);

describe('readBuildInfo', () => {
  beforeEach(() => {
    git.mockReset();
    git.mockReturnValue('feature/from-git\n');
  });

  it('uses BUILD_NUMBER and BRANCH_NAME from the CI environment', () => {
    expect(readBuildInfo({ BUILD_NUMBER: '1234', BRANCH_NAME: 'release/2.0' })).toEqual({
      buildNumber: '1234',
      branchName: 'release/2.0',
    });
    expect(git).not.toHaveBeenCalled();
  });

  it('trims the values it is given', () => {
    expect(readBuildInfo({ BUILD_NUMBER: ' 77 \n', BRANCH_NAME: ' main ' })).toEqual({
      buildNumber: '77',
      branchName: 'main',
    });
  });

  it.each([
    ['unset', {}],
    ['empty', { BUILD_NUMBER: '' }],
    ['blank', { BUILD_NUMBER: '   ' }],
  ])('falls back to "local" when BUILD_NUMBER is %s', (_what, env) => {
    expect(readBuildInfo({ BRANCH_NAME: 'main', ...env }).buildNumber).toBe('local');
  });

  it('falls back to the checked-out git branch without BRANCH_NAME', () => {
    expect(readBuildInfo({ BUILD_NUMBER: '9' }).branchName).toBe('feature/from-git');
    expect(git).toHaveBeenCalledWith('git', ['rev-parse', '--abbrev-ref', 'HEAD'], expect.anything());
  });

  it('falls back to the git branch when BRANCH_NAME is blank', () => {
    expect(readBuildInfo({ BRANCH_NAME: '  ' }).branchName).toBe('feature/from-git');
  });

  it('says "unknown" when git cannot tell', () => {
    git.mockImplementation(() => {
      throw new Error('not a git repository');
    });
    expect(readBuildInfo({})).toEqual({ buildNumber: 'local', branchName: 'unknown' });
  });

  it('reads process.env when given nothing', () => {
    const saved = { BUILD_NUMBER: process.env.BUILD_NUMBER, BRANCH_NAME: process.env.BRANCH_NAME };
    process.env.BUILD_NUMBER = '555';
    process.env.BRANCH_NAME = 'from-process-env';
    try {
      expect(readBuildInfo()).toEqual({ buildNumber: '555', branchName: 'from-process-env' });
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});
