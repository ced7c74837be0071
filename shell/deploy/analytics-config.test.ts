/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyticsConfigFromEnv, analyticsOriginsOf } from '@mission/tooling/build/analytics-config-file.mjs';

/**
 * analytics-config.envsh, sourced as the image's entrypoint sources it (POSIX sh,
 * `set -e`), must write the analytics.json the node servers serve (analytics-config-file.mjs)
 * and export the origin they put in the CSP.
 */
const SCRIPT = path.join(__dirname, 'analytics-config.envsh');

let htmlRoot: string;
beforeEach(() => {
  htmlRoot = mkdtempSync(path.join(os.tmpdir(), 'analytics-config-'));
});
afterEach(() => {
  rmSync(htmlRoot, { recursive: true, force: true });
});

function source(env: Record<string, string>) {
  const result = spawnSync('/bin/sh', ['-c', 'set -e; . "$1" >/dev/null; printf "%s" "$ANALYTICS_ORIGINS"', 'sh', SCRIPT], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HTML_ROOT: htmlRoot, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, exported: result.stdout, stderr: result.stderr };
}

const readConfig = () => readFileSync(path.join(htmlRoot, 'analytics.json'), 'utf8');

test.each<[string, Record<string, string>]>([
  ['no token: off', {}],
  ['a token alone', { MIXPANEL_TOKEN: 'abc123' }],
  [
    'a proxy, page views and recording on',
    {
      MIXPANEL_TOKEN: 'abc_12-3',
      MIXPANEL_API_HOST: 'https://missions.example.org:8443/mp//',
      ANALYTICS_PAGE_VIEWS: 'Yes',
      ANALYTICS_SESSION_RECORDING: '1',
    },
  ],
  ['http on loopback', { MIXPANEL_TOKEN: 'abc', MIXPANEL_API_HOST: 'http://127.0.0.1:9000', ANALYTICS_PAGE_VIEWS: 'false' }],
])('%s: writes analytics.json as analytics-config-file.mjs lays it out, byte for byte, and exports its origin', (_what, env) => {
  const result = source(env);
  expect(result).toMatchObject({ status: 0, stderr: '' });
  const expected = analyticsConfigFromEnv(env);
  expect(readConfig()).toBe(`${JSON.stringify(expected, null, 2)}\n`);
  expect(result.exported).toBe(analyticsOriginsOf(expected).join(' '));
});

test('off is "{}" and exports no origin', () => {
  expect(source({}).exported).toBe('');
  expect(JSON.parse(readConfig())).toEqual({});
});

test.each([
  [{ MIXPANEL_TOKEN: 'a"b' }, 'MIXPANEL_TOKEN may hold only letters'],
  [
    { MIXPANEL_TOKEN: 'abc', MIXPANEL_API_HOST: 'http://p.example.org' },
    'MIXPANEL_API_HOST="http://p.example.org" must be an https:// address',
  ],
  [{ MIXPANEL_TOKEN: 'abc', MIXPANEL_API_HOST: 'https://p.example.org/?a=1' }, 'must be an https:// address'],
  [{ MIXPANEL_TOKEN: 'abc', MIXPANEL_API_HOST: 'https://p.example.org\nhttps://evil.example' }, 'must be an https:// address'],
  [{ MIXPANEL_TOKEN: 'abc', ANALYTICS_PAGE_VIEWS: 'sometimes' }, 'ANALYTICS_PAGE_VIEWS="sometimes" must be true or false'],
  [{ MIXPANEL_TOKEN: 'abc', ANALYTICS_SESSION_RECORDING: 'on' }, 'ANALYTICS_SESSION_RECORDING="on" must be true or false'],
])('refuses a bad environment with a sentence, as the node servers do, and the container does not start (%#)', (env, message) => {
  const { status, stderr } = source(env);
  expect(status).not.toBe(0);
  expect(stderr).toContain(message);
  expect(() => analyticsConfigFromEnv(env)).toThrow();
});
