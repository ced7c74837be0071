import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORTS } from '../support/test-ports';

const APPS = Object.entries(E2E_PORTS.node) as [string, number][];

async function buildInfoOf(request: APIRequestContext, port: number) {
  const info = await request.get(`http://localhost:${port}/build-info.json`);
  expect(info.ok()).toBe(true);
  const body = (await info.json()) as { buildNumber: unknown; branchName: unknown };
  expect(typeof body.buildNumber).toBe('string');
  expect(body.buildNumber).not.toBe('');
  expect(typeof body.branchName).toBe('string');
  return body;
}

test.describe('build info for QA', () => {
  for (const [app, port] of APPS) {
    // The shell is a plain app that starts the federation runtime itself (docs/decisions.md): only a remote has a manifest.
    if (app === 'shell') {
      test('shell serves build-info.json, and no federation manifest', async ({ request }) => {
        await buildInfoOf(request, port);
        expect((await request.get(`http://localhost:${port}/mf-manifest.json`)).headers()['content-type']).not.toContain('json');
      });
      continue;
    }
    test(`${app} serves build-info.json and its manifest carries the same version`, async ({ request }) => {
      const body = await buildInfoOf(request, port);
      const manifest = await request.get(`http://localhost:${port}/mf-manifest.json`);
      const meta = (await manifest.json()) as { metaData: { buildInfo: { buildVersion: string } } };
      expect(meta.metaData.buildInfo.buildVersion).toBe(body.buildNumber);
    });
  }
});
