import { readFileSync } from 'node:fs';
import { CAREERS_LINKS_DOC, careersLinks } from '@mission/content/careers-links-table';

/**
 * Every careers page the cards and debriefs may link, per language: the addresses of
 * docs/fact-sources/careers-links.md, each proven by the page it points to (a unit test holds
 * the code to the table), so a journey checks a link is one of these rather than guessing the
 * site's address pattern.
 */
const links = careersLinks(readFileSync(new URL(`../../${CAREERS_LINKS_DOC}`, import.meta.url), 'utf8'));

export const CAREERS_PAGES = {
  en: new Set(links.filter((link) => link.language === 'en').map((link) => link.address)),
  fr: new Set(links.filter((link) => link.language === 'fr').map((link) => link.address)),
} as const;
