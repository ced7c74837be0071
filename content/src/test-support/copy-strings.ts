import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The locale files as they ship (content/locales/<tag>/*.json), for the copy's tests. */
export const LOCALES_DIR = path.resolve(__dirname, '../../locales');

/** The JSON files of one language, in a stable order. */
export function localeFiles(tag: string): string[] {
  return readdirSync(path.join(LOCALES_DIR, tag))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

export function readLocaleFile(tag: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, tag, file), 'utf8'));
}

/** Every string of a copy tree, with its dotted key, so a test can name where a problem is. */
export function copyStrings(tree: unknown, prefix = ''): Array<[key: string, text: string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => copyStrings(value, prefix ? `${prefix}.${key}` : key));
}
