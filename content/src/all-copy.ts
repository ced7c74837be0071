import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_TAGS, LOCALES, type LanguageTag } from './locale';
import { NAMESPACES, type Namespace, type NamespaceCopy } from './namespaces';

/** One namespace's file of one language, as committed under content/locales/. */
function readCopy(tag: LanguageTag, namespace: Namespace): NamespaceCopy {
  return JSON.parse(readFileSync(path.join(__dirname, '..', 'locales', tag, `${namespace}.json`), 'utf8')) as NamespaceCopy;
}

/**
 * All copy at once, by language tag then namespace: for tests and checks
 * ("@mission/content/all-copy"), read from the files so every namespace (each branch's from
 * the list of branches) is here without naming it. The apps load each namespace of one
 * language when a screen needs it (load-namespace-copy.ts); importing this into an app would
 * ship every string (lint refuses it).
 */
export const resources = Object.fromEntries(
  LOCALES.map((locale) => [
    LANGUAGE_TAGS[locale],
    Object.fromEntries(NAMESPACES.map((namespace) => [namespace, readCopy(LANGUAGE_TAGS[locale], namespace)])),
  ]),
) as Record<LanguageTag, Record<Namespace, NamespaceCopy>>;
