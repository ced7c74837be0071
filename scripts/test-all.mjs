// @ts-check
// `npm test` (docs/tests.md "npm test, in stages"): lint, types, unit, build, then what needs
// the machine's tools (scripts/test-all/stages.mjs), each stage opened and closed by a banner
// with its time. prepare-machine runs in the background from the start; its output is held
// and printed whole between two stages once it has ended, and its exit code counts. The
// first stage that fails ends the run (after prepare-machine has ended: an apt install is
// never cut short), exit 1.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PREPARE, STAGES, commandLine, endBanner, formatElapsed, startBanner } from './test-all/stages.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const began = Date.now();
/** @type {{ name: string, code: number | null, ms: number }[]} */
const results = [];

const machine = { output: /** @type {Buffer[]} */ ([]), code: /** @type {number | null} */ (null), ended: false, printed: false, ms: 0 };
const prepareChild = spawn(PREPARE.command, PREPARE.args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
prepareChild.stdout.on('data', (chunk) => machine.output.push(chunk));
prepareChild.stderr.on('data', (chunk) => machine.output.push(chunk));
/** @type {Promise<void>} */
const machineReady = new Promise((resolve) => {
  const end = (/** @type {number | null} */ code) => {
    if (machine.ended) return;
    Object.assign(machine, { code, ended: true, ms: Date.now() - began });
    resolve();
  };
  prepareChild.on('error', (error) => {
    machine.output.push(Buffer.from(`${error.message}\n`));
    end(1);
  });
  prepareChild.on('close', (code) => end(code));
});

/** prepare-machine's held output, once it has ended, between two stages. */
function printMachine() {
  if (!machine.ended || machine.printed) return;
  machine.printed = true;
  console.log(`${startBanner(`${PREPARE.name} (in the background)`, commandLine(PREPARE))}`);
  process.stdout.write(Buffer.concat(machine.output).toString());
  console.log(endBanner(PREPARE.name, machine.code, machine.ms, Date.now() - began));
  results.push({ name: PREPARE.name, code: machine.code, ms: machine.ms });
}

/** @param {{ command: string, args: readonly string[] }} stage @returns {Promise<number | null>} */
function run(stage) {
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (code) => resolve(code));
  });
}

function summary() {
  console.log(
    `\n=== npm test: ${results.map(({ name, code, ms }) => `${name} ${code === 0 ? '' : 'FAILED '}${formatElapsed(ms)}`).join(', ')}; ${formatElapsed(Date.now() - began)} in all`,
  );
}

/** @param {string} what */
async function fail(what) {
  if (!machine.ended) {
    console.log(
      `\n=== npm test: ${what} failed; waiting for ${commandLine(PREPARE)} to end before exiting (an apt install is not cut short)`,
    );
    await machineReady;
  }
  printMachine();
  summary();
  process.exit(1);
}

console.log(
  `=== npm test: ${STAGES.map((stage) => stage.name).join(', ')}; the machine's tools installed meanwhile (${commandLine(PREPARE)})`,
);
for (const stage of STAGES) {
  printMachine();
  if (stage.needsMachine) {
    if (!machine.ended)
      console.log(`\n=== npm test > ${stage.name}: waiting for ${commandLine(PREPARE)} (${formatElapsed(Date.now() - began)} so far)`);
    await machineReady;
    printMachine();
    if (machine.code !== 0) await fail(PREPARE.name);
  }
  const started = Date.now();
  console.log(startBanner(stage.name, commandLine(stage)));
  const code = await run(stage);
  results.push({ name: stage.name, code, ms: Date.now() - started });
  console.log(endBanner(stage.name, code, Date.now() - started, Date.now() - began));
  if (code !== 0) await fail(stage.name);
}
printMachine();
summary();
