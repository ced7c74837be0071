/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRANCH_LIST, SHELL_PORT } from '../../content/src/branches/branch-list.mjs';
import { branchListProblems } from '../../content/src/branches/branch-list-rules.mjs';
import { listedBranch, listEntry, nextFreePort, withListEntry } from './list-entry.mjs';

const SOURCE = readFileSync(path.join(__dirname, '../../content/src/branches/branch-list.mjs'), 'utf8');
const ridge = { name: 'ridge', chapter: 'climb', port: 8084 };

describe('a new branch in the list of branches', () => {
  it("takes the next port after every port in use, the shell's included", () => {
    expect(nextFreePort(BRANCH_LIST, SHELL_PORT)).toBe(Math.max(SHELL_PORT, ...BRANCH_LIST.map((branch) => branch.port)) + 1);
    expect(nextFreePort([], 8080)).toBe(8081);
  });

  it('is appended after the last branch, the rest of the file unchanged', () => {
    const changed = withListEntry(SOURCE, ridge);
    expect(changed.replace(`\n${listEntry(ridge)}`, '')).toBe(SOURCE);
    expect(changed.indexOf("name: 'ridge'")).toBeGreaterThan(changed.indexOf(`name: '${BRANCH_LIST[BRANCH_LIST.length - 1]!.name}'`));
    expect(changed.indexOf("name: 'ridge'")).toBeLessThan(changed.indexOf('SHELL_PORT,\n);'));
  });

  it('names the branch and its one chapter in both languages, with the trades and task targets the scaffold places', () => {
    const entry = listEntry(ridge);
    expect(entry).toContain("title: { en: 'Placeholder Ridge', fr: 'Texte provisoire Ridge' }");
    expect(entry).toContain("title: { en: 'Placeholder climb', fr: 'Texte provisoire climb' }");
    expect(entry).toContain("slug: { en: 'ridge-climb', fr: 'ridge-climb' }");
    expect(entry).toContain("trades: ['crewLead', 'technician', 'medic']");
    expect(entry).toContain("taskItems: ['beacon1', 'beacon2', 'beacon3']");
    expect(entry).toContain("colours: { accent: '#8a9a7a', ink: '#d5dccb', deep: '#2b3325' }");
    expect(entry).toContain('draft: true');
  });

  it("passes the list's own rules beside the branches already there", () => {
    expect(
      branchListProblems([...BRANCH_LIST, listedBranch({ ...ridge, port: nextFreePort(BRANCH_LIST, SHELL_PORT) })], SHELL_PORT),
    ).toEqual([]);
  });

  it('says so when the list no longer ends as it did', () => {
    expect(() => withListEntry('export const BRANCH_LIST = [];', ridge)).toThrow('cannot find the end of BRANCH_LIST');
  });
});
