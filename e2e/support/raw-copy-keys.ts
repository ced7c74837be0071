import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const LOCALES_DIR = fileURLToPath(new URL('../../content/locales', import.meta.url));

/** Every copy key of the content, as a page shows it when its namespace is missing ("home.title", "errors:registry.label"). */
function copyKeys(): string[] {
  const keys = new Set<string>();
  const walk = (ns: string, tree: unknown, prefix: string) => {
    if (typeof tree !== 'object' || tree === null) {
      keys.add(prefix);
      keys.add(`${ns}:${prefix}`);
      return;
    }
    for (const [key, value] of Object.entries(tree)) walk(ns, value, prefix ? `${prefix}.${key}` : key);
  };
  for (const file of readdirSync(path.join(LOCALES_DIR, 'en-US'))) {
    walk(file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(LOCALES_DIR, 'en-US', file), 'utf8')), '');
  }
  return [...keys];
}

/**
 * Watches the page, from before its first script, for any text that is a copy key shown raw,
 * even for one frame: every text node added or changed is checked as it appears.
 * `rawKeysSeen` returns what was caught.
 */
export async function watchForRawKeys(page: Page): Promise<void> {
  await page.addInitScript((keys: string[]) => {
    const known = new Set(keys);
    const seen: string[] = [];
    (window as unknown as { __RAW_KEYS__: string[] }).__RAW_KEYS__ = seen;
    const check = (text: string | null) => {
      const trimmed = text?.trim();
      if (trimmed && known.has(trimmed)) seen.push(trimmed);
    };
    const checkTree = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) check(node.textContent);
      else node.childNodes.forEach(checkTree);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') check(record.target.textContent);
        record.addedNodes.forEach(checkTree);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, copyKeys());
}

export function rawKeysSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __RAW_KEYS__?: string[] }).__RAW_KEYS__ ?? []);
}
