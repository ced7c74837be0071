// @ts-check
/**
 * `npm test`'s stages, in order (docs/tests.md "npm test, in stages"): the quick ones first, so
 * a lint or type error shows within minutes on a fresh machine, while the machine's tools
 * (Chromium, nginx, docker-compose, podman, Firefox ESR, WebKitWebDriver, Xvfb:
 * scripts/setup/prepare-machine.mjs, minutes of apt there) are installed beside them. A stage
 * that needs those tools waits for them; the rest do not. Pure: `scripts/test-all.mjs` runs
 * what this says.
 */

/**
 * The unit tests that run a tool prepare-machine installs (docker-compose validates the
 * compose file): left out of the first unit stage, run once the machine is ready.
 */
export const MACHINE_UNIT_TESTS = /** @type {const} */ (['shared/tooling/deploy/compose.test.ts']);

/** The machine's tools, installed in the background from the start. */
export const PREPARE = { name: 'machine', command: 'node', args: ['scripts/setup/prepare-machine.mjs'] };

/**
 * @typedef {{ name: string, command: string, args: readonly string[], needsMachine?: boolean }} Stage
 * @type {readonly Stage[]}
 */
export const STAGES = [
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'types', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  // jest.config.mjs's own ignores, and the tests that wait for the machine.
  { name: 'unit', command: 'npx', args: ['jest', '--testPathIgnorePatterns', '/node_modules/', '/dist/', ...MACHINE_UNIT_TESTS] },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  { name: 'unit on the machine', command: 'npx', args: ['jest', ...MACHINE_UNIT_TESTS], needsMachine: true },
  { name: 'e2e', command: 'npm', args: ['run', 'test:e2e'], needsMachine: true },
];

/** "42 s", "3 min 05 s". @param {number} ms */
export function formatElapsed(ms) {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** A stage's command as a person would type it. @param {{ command: string, args: readonly string[] }} stage */
export const commandLine = (stage) => [stage.command, ...stage.args].join(' ');

/** The line that opens a stage. @param {string} name @param {string} command */
export const startBanner = (name, command) => `\n=== npm test > ${name}: ${command}`;

/**
 * The line that closes one: how it ended, its own time and the time since `npm test` began.
 * @param {string} name @param {number | null} code @param {number} elapsedMs @param {number} totalMs
 */
export const endBanner = (name, code, elapsedMs, totalMs) =>
  `=== npm test > ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code ?? 'signal'})`} in ${formatElapsed(elapsedMs)} (${formatElapsed(totalMs)} since npm test began)`;
