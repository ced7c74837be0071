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
  // The bus's writable handle is the host's: not in a remote or the chapter kit, by any path.
  ['army/src/x.ts', "import { hostBus } from '@mission/shared';"],
  ['navy/src/x.tsx', "import { hostBus as bus } from '@mission/shared';"],
  ['air/src/x.ts', "import * as shared from '@mission/shared';"],
  ['army/src/x.ts', "import { hostBus } from '@mission/shared/src/bus/mission-bus';"],
  ['air/src/x.ts', "import { hostBus } from '@mission/shared/src';"],
  ['shared/src/chapter-kit/x.tsx', "import { hostBus } from '@mission/shared';"],
  ['shared/src/chapter-kit/x.ts', "import { hostBus } from '../bus/mission-bus';"],
  ['shared/src/chapter-kit/x.ts', "import { hostBus } from '..';"],
  ['shared/src/chapter-kit/art/x.ts', "import { hostBus } from '../..';"],
  // Its boundaries still hold where the hostBus rule is added or lifted.
  ['shared/src/chapter-kit/x.ts', "import '@mission/army';"],
  ['army/src/x.test.tsx', "import '@mission/shell';"],
];
const ALLOWED: [string, string][] = [
  ['army/src/x.ts', "import '@mission/shared';"],
  ['navy/src/x.ts', "import '@mission/content';"],
  ['shell/src/x.ts', "import '@mission/accessible';"],
  ['army/src/x.ts', "import { missionBus } from '@mission/shared';"],
  ['shared/src/chapter-kit/x.ts', "import { missionBus } from '../bus/mission-bus';"],
  ['shell/src/x.ts', "import { hostBus } from '@mission/shared';"],
  ['shared/src/dev-harness/x.tsx', "import { hostBus } from '@mission/shared';"],
  // A test plays the host: it publishes the state the page under test would get.
  ['army/src/x.test.tsx', "import { hostBus } from '@mission/shared';"],
  ['shared/src/chapter-kit/x.test.tsx', "import { hostBus } from '@mission/shared';"],
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
