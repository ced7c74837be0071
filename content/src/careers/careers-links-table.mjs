// @ts-check

/**
 * The table of docs/fact-sources/careers-links.md read into rows, for the test that holds the
 * code to it and for `npm run check:links`, so the two read it one way.
 *
 * @typedef {{ section: string, cells: string[] }} TableRow
 * @typedef {{ key: string, language: 'en' | 'fr', address: string, title: string }} CareersLink
 */

/** The table, from the repository root. */
export const CAREERS_LINKS_DOC = 'docs/fact-sources/careers-links.md';

/** The list pages' title in the table: `npm run check:links` checks them live, no page proves them. */
export const CAREERS_LIST_TITLE = '(careers list)';

/**
 * Every data row of every table, with the `##` heading it sits under.
 * @param {string} markdown
 * @returns {TableRow[]}
 */
export function tableRows(markdown) {
  let section = '';
  /** @type {TableRow[]} */
  const rows = [];
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) section = line.slice(3).trim();
    const isRow = line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line);
    if (isRow) rows.push({ section, cells: line.split('|').slice(1, -1).map((cell) => cell.trim()) });
  }
  // Each table's first row is its header.
  return rows.filter((row, index) => index > 0 && rows[index - 1].section === row.section);
}

/**
 * One link per address and language: the occupation pages (key, English address and title,
 * French address and title) and the careers list pages (key, English address, French address).
 * @param {string} markdown
 * @returns {CareersLink[]}
 */
export function careersLinks(markdown) {
  return tableRows(markdown).flatMap(({ section, cells }) => {
    const [key, ...rest] = cells;
    const [en, enTitle, fr, frTitle] = section === 'Careers list pages' ? [rest[0], CAREERS_LIST_TITLE, rest[1], CAREERS_LIST_TITLE] : rest;
    return [
      { key, language: /** @type {const} */ ('en'), address: en, title: enTitle },
      { key, language: /** @type {const} */ ('fr'), address: fr, title: frTitle },
    ];
  });
}
