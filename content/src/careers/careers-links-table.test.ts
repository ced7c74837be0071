/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRANCH_NAMES } from '../branches/branch-list.mjs';
import { CAREERS_LINKS_DOC, CAREERS_LIST_TITLE, careersLinks } from './careers-links-table.mjs';
import { CAREERS_LIST, TRADE_CAREERS } from './trade-careers';

/**
 * Every careers address the experience shows is proven by docs/fact-sources/careers-links.md
 * (the proving page's title, or the careers list), and every row there is shown somewhere.
 */
const ROOT = join(__dirname, '../../..');
const table = careersLinks(readFileSync(join(ROOT, CAREERS_LINKS_DOC), 'utf8'));

/** A careers page: forces.ca, or the Forces' careers and Navy pages on canada.ca. */
const CAREERS_ADDRESS =
  /https:\/\/(?:www\.)?(?:forces\.ca|canada\.ca\/(?:en\/navy|fr\/marine|en\/department-national-defence\/services\/caf-jobs|fr\/ministere-defense-nationale\/services\/emplois-fac))\/[^\s"'`<>)\\]*/g;

const SHIPPED = /\.(ts|tsx|mjs|json)$/;
const NOT_SHIPPED = /(^|\/)(node_modules|dist)(\/|$)|\.test\.[a-z]+$/;

function shippedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (NOT_SHIPPED.test(path)) return [];
    if (entry.isDirectory()) return shippedFiles(path);
    return SHIPPED.test(entry.name) ? [path] : [];
  });
}

/** Careers addresses written out in the apps' code and copy (a template such as `${slug}` is not one). */
const writtenAddresses = new Set(
  ['content', 'shared', 'shell', 'accessible', ...BRANCH_NAMES]
    .flatMap((workspace) => shippedFiles(join(ROOT, workspace)))
    .flatMap((file) => readFileSync(file, 'utf8').match(CAREERS_ADDRESS) ?? [])
    .filter((address) => !address.includes('${')),
);

const tradeLinks = Object.entries(TRADE_CAREERS).flatMap(([trade, career]) => [
  { trade, language: 'en', address: career.en },
  { trade, language: 'fr', address: career.fr },
]);

describe('the careers links table', () => {
  it('reads the occupation pages and the careers list', () => {
    expect(table.filter((row) => row.title !== CAREERS_LIST_TITLE).length).toBeGreaterThan(30);
    expect(table).toContainEqual({ key: 'careers list', language: 'fr', address: CAREERS_LIST.fr, title: CAREERS_LIST_TITLE });
  });

  it.each(tradeLinks)('proves the $language link of "$trade"', ({ trade, language, address }) => {
    const row = table.find((link) => link.key === trade && link.language === language);
    expect(row?.address).toBe(address);
    expect(row?.title).toBeTruthy();
  });

  it('proves every careers address written in the code and the copy', () => {
    expect(writtenAddresses.size).toBeGreaterThan(0);
    const proven = new Set(table.map((link) => link.address));
    expect([...writtenAddresses].filter((address) => !proven.has(address))).toEqual([]);
  });

  it('lists no address the experience does not show', () => {
    const shown = new Set([...writtenAddresses, ...tradeLinks.map((link) => link.address)]);
    expect(table.filter((link) => !shown.has(link.address))).toEqual([]);
  });

  it('gives a proving page’s title for every address but the careers list', () => {
    const lists = new Set<string>(Object.values(CAREERS_LIST));
    expect(table.filter((link) => (link.title === CAREERS_LIST_TITLE) !== lists.has(link.address))).toEqual([]);
  });
});
