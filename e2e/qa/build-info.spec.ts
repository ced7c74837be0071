import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../support/test-ports';

const APPS = Object.entries(E2E_PORTS.node) as [string, number][];

test.describe('build info for QA', () => {
  for (const [app, port] of APPS) {
    test(`${app} serves build-info.json and its manifest carries the same version`, async ({ request }) => {
      const info = await request.get(`http://localhost:${port}/build-info.json`);
      expect(info.ok()).toBe(true);
      const body = (await info.json()) as { buildNumber: unknown; branchName: unknown };
      expect(typeof body.buildNumber).toBe('string');
      expect(body.buildNumber).not.toBe('');
      expect(typeof body.branchName).toBe('string');

      const manifest = await request.get(`http://localhost:${port}/mf-manifest.json`);
      const meta = (await manifest.json()) as { metaData: { buildInfo: { buildVersion: string } } };
      expect(meta.metaData.buildInfo.buildVersion).toBe(body.buildNumber);
    });
  }
});
