// @ts-check
import { execFileSync } from 'node:child_process';

/**
 * The build's identity, read once from the CI environment.
 * Fallbacks keep a laptop build honest: "local" and whatever git branch is checked out.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ buildNumber: string, branchName: string }}
 */
export function readBuildInfo(env = process.env) {
  const buildNumber = env.BUILD_NUMBER?.trim() || 'local';
  const branchName = env.BRANCH_NAME?.trim() || currentGitBranch() || 'unknown';
  return { buildNumber, branchName };
}

function currentGitBranch() {
  try {
    return execFileSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

/** Emits build-info.json beside the app's index.html / remoteEntry.js. */
export class BuildInfoPlugin {
  /** @param {{ buildNumber: string, branchName: string }} info */
  constructor(info) {
    this.info = info;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('build-info.json', new RawSource(JSON.stringify(this.info, null, 2) + '\n'));
        },
      );
    });
  }
}
