// @ts-check
/**
 * How every build resolves imports: the extensions it tries, and the package export
 * conditions it accepts beyond webpack's own ('...'). `es2015` picks the ES2015 build a
 * package offers over its ES5 one: rxjs's ES5 build (its default) carries tslib's helpers
 * and transpiled classes, about 2 KB gzip more on every first screen for code every browser
 * we serve (ES2022, typescript-rule.mjs) runs as written (docs/decisions.md, "What / loads
 * before interaction").
 * @returns {NonNullable<import('webpack').Configuration['resolve']>}
 */
export function moduleResolution() {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    conditionNames: ['es2015', '...'],
  };
}
