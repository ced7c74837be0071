/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { citeProjectDocs, outsideCitations } from './citations.mjs';

describe('citations of the product rules, the decisions and the game design', () => {
  it('turn into the project docs, section for section', () => {
    expect(
      citeProjectDocs(
        '(spec 5) and Spec 9: ... (architecture decision 8), decision 13, spec §4, CHAPTERS.md step 2, ../shared/design/ARCHITECTURE.md',
      ),
    ).toBe(
      '(docs/product-rules.md §5) and docs/product-rules.md §9: ... (docs/decisions.md §8), docs/decisions.md §13, docs/product-rules.md §4, docs/game-design.md step 2, docs/decisions.md',
    );
  });

  it("rewrite the spec's in comments and markdown, never in a string of code", () => {
    const code = [
      "/** Records with the spec's settings. */",
      "// The spec's numbers.",
      'console.warn("rrweb\'s defaults (the spec\'s numbers)");',
    ].join('\n');
    expect(citeProjectDocs(code, 'a.ts')).toBe(
      [
        "/** Records with the product rules' settings. */",
        "// The product rules' numbers.",
        'console.warn("rrweb\'s defaults (the spec\'s numbers)");',
      ].join('\n'),
    );
    expect(outsideCitations(code, 'a.ts')).toEqual(["the spec's", "The spec's"]);
    expect(citeProjectDocs("Sampled with the spec's settings.", 'README.md')).toBe("Sampled with the product rules' settings.");
  });

  it('report issue numbers in comments and markdown (a tracker outside the repository), and leave them in code', () => {
    const code = ['// The prefetch (issue 26) waits for idle.', "describe('prefetch (issue 26)', () => {});"].join('\n');
    expect(outsideCitations(code, 'a.ts')).toEqual(['issue 26']);
    expect(outsideCitations('Prints Issue 16 figures.', 'README.md')).toEqual(['Issue 16']);
    expect(citeProjectDocs(code, 'a.ts')).toBe(code);
  });

  it('leave the project docs and ordinary words alone', () => {
    const text = "docs/product-rules.md §5, the spec rule, a spectator, respec 4, inspec's, docs/game-design.md";
    expect(citeProjectDocs(text, 'README.md')).toBe(text);
    expect(outsideCitations(text, 'README.md')).toEqual([]);
  });

  it('no tracked file cites a document outside the repository', () => {
    const root = path.join(__dirname, '..', '..');
    expect(() =>
      execFileSync('node', ['scripts/docs/cite-project-docs.mjs', '--check'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }),
    ).not.toThrow();
  });
});
