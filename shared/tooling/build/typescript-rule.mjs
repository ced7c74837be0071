// @ts-check
/**
 * How every build compiles the project's TypeScript and TSX: swc (TypeScript 7 has no JS API
 * for a loader), ES2022, React's automatic runtime. One rule for the apps' builds, the shell's
 * prerender and the bench's monolith, so they compile the same code the same way.
 * @param {{ production: boolean }} options
 * @returns {import('webpack').RuleSetRule}
 */
export function typescriptRule({ production }) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
          target: 'es2022',
        },
      },
    },
  };
}
