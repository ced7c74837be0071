import { resources } from '../all-copy';
import { LANGUAGE_TAGS, type Locale } from '../locale';
import type { Namespace } from '../namespaces';

type Tree = { [key: string]: string | Tree };

/** One key's copy ("chapters.fire.title") in one language and namespace, as bundled; undefined when missing. */
export function copyAt(locale: Locale, ns: Namespace, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], resources[LANGUAGE_TAGS[locale]][ns]);
}
