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
 * Every data row of every table (its header and separator left out), with the `##` heading it
 * sits under.
 * @param {string} markdown
 * @returns {TableRow[]}
 */
export function tableRows(markdown) {
  let section = '';
  let header = true;
  /** @type {TableRow[]} */
  const rows = [];
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) [section, header] = [line.slice(3).trim(), true];
    if (!line.startsWith('|') || /^\|[\s|:-]+\|$/.test(line)) continue;
    if (header) header = false;
    else
      rows.push({
        section,
        cells: line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      });
  }
  return rows;
}

/**
 * One link per address and language: the occupation pages (key, English address and title,
 * French address and title) and the careers list pages (key, English address, French address).
 * @param {string} markdown
 * @returns {CareersLink[]}
 */
export function careersLinks(markdown) {
  return tableRows(markdown).flatMap(({ section, cells }) => {
    const cell = (/** @type {number} */ index) => cells[index] ?? '';
    const list = section === 'Careers list pages';
    return [
      { key: cell(0), language: /** @type {const} */ ('en'), address: cell(1), title: list ? CAREERS_LIST_TITLE : cell(2) },
      { key: cell(0), language: /** @type {const} */ ('fr'), address: cell(list ? 2 : 3), title: list ? CAREERS_LIST_TITLE : cell(4) },
    ];
  });
}
