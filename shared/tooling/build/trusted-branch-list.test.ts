import { existsSync } from 'node:fs';
import { BRANCH_LIST } from '@mission/content/branch-list';
import { BRANCH_LIST_RULES, TRUSTED_BRANCH_LIST, trustedBranchListPlugin } from './trusted-branch-list.mjs';
// The build swaps these two files of content by path (TRUSTED_BRANCH_LIST): the test compares the files themselves.
// eslint-disable-next-line import-x/no-relative-packages
import { checkedBranchList as trusted } from '../../../content/src/branches/branch-list-trusted.mjs';
// eslint-disable-next-line import-x/no-relative-packages
import { checkedBranchList as checked } from '../../../content/src/branches/branch-list-rules.mjs';

describe('trusted list of branches in browser builds', () => {
  it('replaces the rules module, whatever the path style, and nothing else', () => {
    expect(BRANCH_LIST_RULES.test('/work/content/src/branches/branch-list-rules.mjs')).toBe(true);
    expect(BRANCH_LIST_RULES.test('C:\\work\\content\\src\\branches\\branch-list-rules.mjs')).toBe(true);
    expect(BRANCH_LIST_RULES.test('/work/content/src/branches/branch-list.mjs')).toBe(false);
    expect(BRANCH_LIST_RULES.test('/work/content/src/branches/branch-list-rules.test.ts')).toBe(false);
    expect(existsSync(TRUSTED_BRANCH_LIST)).toBe(true);
    const plugin = trustedBranchListPlugin() as unknown as { resourceRegExp: RegExp; newResource: string };
    expect(plugin.resourceRegExp).toBe(BRANCH_LIST_RULES);
    expect(plugin.newResource).toBe(TRUSTED_BRANCH_LIST);
  });

  it('gives back the very list the rules accept, and does not check it again', () => {
    expect(trusted(BRANCH_LIST)).toBe(checked(BRANCH_LIST, 8080));
    const twice = [...BRANCH_LIST, ...BRANCH_LIST];
    expect(() => checked(twice, 8080)).toThrow(/declared twice|twice|more than once/);
    expect(trusted(twice)).toBe(twice);
  });
});
