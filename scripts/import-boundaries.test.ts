/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const FORBIDDEN: [string, string][] = [
  ['army/src/x.ts', "import '@mission/shell';"],
  ['army/src/x.ts', "import '@mission/navy';"],
  ['navy/src/x.ts', "import '../../air/src/branch-app';"],
  ['air/src/x.ts', "import '../../shell/src/app/bootstrap';"],
  ['shared/src/x.ts', "import '@mission/army';"],
  ['accessible/src/x.ts', "import 'three';"],
  ['accessible/src/x.ts', "import '@react-three/fiber';"],
];
const ALLOWED: [string, string][] = [
  ['army/src/x.ts', "import '@mission/shared';"],
  ['navy/src/x.ts', "import '@mission/content';"],
  ['shell/src/x.ts', "import '@mission/accessible';"],
];

let ruleHits: string[][] = [];

beforeAll(() => {
  const snippets = [...FORBIDDEN, ...ALLOWED].map(([filePath, code]) => ({ filePath, code }));
  const stdout = execFileSync('node', [path.join(__dirname, 'lint-snippets.mjs')], {
    input: JSON.stringify(snippets),
    encoding: 'utf8',
  });
  ruleHits = JSON.parse(stdout) as string[][];
}, 60_000);

describe('import boundaries (ESLint no-restricted-imports)', () => {
  it.each(FORBIDDEN.map((pair, index) => [...pair, index] as const))('%s may not run %s', (_file, _code, index) => {
    expect(ruleHits[index]).toContain('no-restricted-imports');
  });

  it.each(ALLOWED.map((pair, index) => [...pair, FORBIDDEN.length + index] as const))(
    '%s may run %s',
    (_file, _code, index) => {
      expect(ruleHits[index]).not.toContain('no-restricted-imports');
    },
  );
});
