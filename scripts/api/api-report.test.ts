/** @jest-environment node */
import { expectGeneratedFile } from '../docs/generated-doc';
import { API_ENTRIES, apiReportPath, createApiProgram, renderApiReport } from './api-report';

// One program for all three doors: reading the kit's types takes a few seconds.
const program = createApiProgram();
const reports = new Map(API_ENTRIES.map((entry) => [entry.name, renderApiReport(program, entry)]));

describe('the API reports of the kit and the bus contract', () => {
  it('names each export with its kind and signature', () => {
    const kit = reports.get('chapter-kit')!;
    expect(kit).toMatch(/^function defineBranch/m);
    expect(kit).toMatch(/^class ChapterRuntime/m);
    const bus = reports.get('bus-contract')!;
    expect(bus).toContain("const BUS_CONTRACT_VERSION: '");
    expect(bus).toMatch(/^function isCompatibleContract\(remoteVersion: string, hostVersion\?: string\): boolean$/m);
    expect(bus).toMatch(/^type BusEvent = /m);
    expect(bus).toMatch(/^interface BusState \{/m);
  });

  it.each(API_ENTRIES.map((entry) => [apiReportPath(entry), entry.name] as const))('%s is checked in as generated (npm run api:report)', (file, name) => {
    expectGeneratedFile(file, reports.get(name)!, 'npm run api:report');
  });
});
