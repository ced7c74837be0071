// @ts-check
// Comments and docs cite the project's own docs (docs/product-rules.md, docs/decisions.md,
// docs/game-design.md), not documents outside the repository ("a newcomer's map").
// `node scripts/docs/cite-project-docs.mjs` rewrites the old citations in every tracked text
// file; `--check` only lists what is left and exits 1 if anything is.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { citeProjectDocs, outsideCitations } from './citations.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The docs themselves, and this script and its test, which name the old forms on purpose. */
const SKIP = [/^docs\//, /^scripts\/docs\//, /^package-lock\.json$/];
const TEXT = /\.(ts|tsx|mjs|cjs|js|css|md|sh|yml|yaml|json|template|conf|envsh)$|Dockerfile$/;

function trackedTextFiles() {
  return execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && TEXT.test(file) && !SKIP.some((skip) => skip.test(file)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const left = [];
  let rewritten = 0;
  for (const file of trackedTextFiles()) {
    const full = path.join(ROOT, file);
    const text = readFileSync(full, 'utf8');
    if (check) {
      for (const citation of outsideCitations(text, file)) left.push(`${file}: ${citation}`);
    } else {
      const next = citeProjectDocs(text, file);
      if (next !== text) {
        writeFileSync(full, next);
        rewritten += outsideCitations(text, file).length;
      }
    }
  }
  if (check) {
    if (left.length > 0) {
      console.error(`Citations of documents outside the repository (cite docs/ instead):\n${left.join('\n')}`);
      process.exit(1);
    }
    console.log("Every citation is to the project's own docs.");
  } else {
    console.log(`Rewrote ${rewritten} citations.`);
  }
}
