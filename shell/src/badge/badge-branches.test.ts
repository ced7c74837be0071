/** @jest-environment node */
import { showsBuildBadge } from './badge-branches';

test.each([
  ['qa', true],
  ['develop', true],
  [' QA ', true],
  ['main', false],
  ['staging', false],
  ['feature/qa', false],
  ['', false],
  [null, false],
  [undefined, false],
])('the badge shows on deployment branch %p: %p', (branch, shows) => {
  expect(showsBuildBadge(branch)).toBe(shows);
});
