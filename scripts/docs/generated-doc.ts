import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * A document written from code and checked in: under `WRITE_GENERATED=1` (the npm scripts
 * that regenerate) it is written; otherwise the test fails when the checked-in copy is
 * stale, naming the command that refreshes it.
 */
export function expectGeneratedFile(relativePath: string, rendered: string, command: string): void {
  const path = resolve(__dirname, '../..', relativePath);
  if (process.env.WRITE_GENERATED === '1') {
    writeFileSync(path, rendered);
    return;
  }
  if (readOrNull(path) !== rendered) {
    throw new Error(`${relativePath} is stale (or missing): run \`${command}\` and commit the result.`);
  }
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
