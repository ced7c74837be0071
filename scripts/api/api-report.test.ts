/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectGeneratedFile } from '../docs/generated-doc';
import { API_ENTRIES, apiReportPath, createApiProgram, renderApiReport, type ApiEntry } from './api-report';

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

  it.each(API_ENTRIES.map((entry) => [apiReportPath(entry), entry.name] as const))(
    '%s is checked in as generated (npm run api:report)',
    (file, name) => {
      expectGeneratedFile(file, reports.get(name)!, 'npm run api:report');
    },
  );
});

describe('the order of a report', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-report-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The report of one module, written to a file of its own and read by a program of its own. */
  function reportOf(name: string, source: string): string[] {
    const file = path.join(dir, `${name}.ts`);
    writeFileSync(file, source);
    const entry: ApiEntry = { name, importPath: name, files: [file] };
    return renderApiReport(createApiProgram([entry]), entry).split('\n');
  }
  const line = (report: string[], start: string) => report.find((text) => text.startsWith(start));

  it('gives a union the same order whatever the compiler met first', () => {
    // The compiler orders a union by when it first met each member: here `first` makes it meet
    // 'zulu' before 'alpha' in one program, 'alpha' before 'zulu' in the other, as a new
    // branch's name met early reordered the kit's unions of section names.
    const pair = `export declare const pair: 'alpha' | 'zulu' | null;
export declare function pick(section: 'zulu' | 'alpha'): 'zulu' | 'alpha' | undefined;
export declare class Picker { chosen: 'zulu' | 'alpha'; }
`;
    const zuluFirst = reportOf('zulu-first', `export declare const first: 'zulu';\n${pair}`);
    const alphaFirst = reportOf('alpha-first', `export declare const first: 'alpha';\n${pair}`);
    for (const start of ['const pair', 'function pick', '  chosen']) expect(line(zuluFirst, start)).toBe(line(alphaFirst, start));
    expect(line(zuluFirst, 'const pair')).toBe("const pair: 'alpha' | 'zulu' | null");
    expect(line(zuluFirst, 'function pick')).toBe("function pick(section: 'alpha' | 'zulu'): 'alpha' | 'zulu' | undefined");
    expect(line(zuluFirst, '  chosen')).toBe("  chosen: 'alpha' | 'zulu'");
  });

  it('gives a declared union the same order however its source lists it, and a new member moves nothing else', () => {
    const written = reportOf(
      'written',
      "export type Section = 'navy' | 'army' | 'air';\nexport type Place = { section: Section } | { none: true };\n",
    );
    const reversed = reportOf(
      'reversed',
      "export type Section = 'air' | 'army' | 'navy';\nexport type Place = { none: true } | { section: Section };\n",
    );
    expect(written.slice(1)).toEqual(reversed.slice(1));
    expect(line(written, 'type Section')).toBe("type Section = 'air' | 'army' | 'navy';");
    const added = reportOf('added', "export type Section = 'navy' | 'coast' | 'army' | 'air';\n");
    expect(line(added, 'type Section')).toBe("type Section = 'air' | 'army' | 'coast' | 'navy';");
  });

  it('keeps the order of overloads, parameters and intersections, which can mean something', () => {
    const report = reportOf(
      'kept',
      'export declare function at(index: number, from: string): string;\nexport declare function at(name: string): number;\nexport type Both = { z: 1 } & { a: 2 };\n',
    );
    expect(report.filter((text) => text.startsWith('function at'))).toEqual([
      'function at(index: number, from: string): string',
      'function at(name: string): number',
    ]);
    expect(line(report, 'type Both')).toBe('type Both = { z: 1; } & { a: 2; };');
  });
});
