/** @jest-environment node */
import { typescriptRule } from './typescript-rule.mjs';

describe('typescriptRule', () => {
  it('compiles .ts, .tsx, .mts and .cts with swc, never node_modules', () => {
    const rule = typescriptRule({ production: true });
    const test = rule.test as RegExp;
    for (const file of ['a.ts', 'a.tsx', 'a.mts', 'a.cts']) expect([file, test.test(file)]).toEqual([file, true]);
    expect(test.test('a.js')).toBe(false);
    expect(rule.exclude).toEqual(/node_modules/);
  });

  it("uses React's development transform in development builds only", () => {
    const reactOf = (production: boolean) =>
      (typescriptRule({ production }).use as { options: { jsc: { transform: { react: { development: boolean } } } } }).options.jsc.transform
        .react;
    expect(reactOf(true).development).toBe(false);
    expect(reactOf(false).development).toBe(true);
  });
});
