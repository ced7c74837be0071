import type { LanguageTag } from './locale';
import type { Namespace, NamespaceCopy } from './namespaces';

/**
 * One namespace in one language, from its own chunk (copy-en-US-common-json, ...): a page
 * fetches only the copy of its language that its screens show, and the other language's
 * when the visitor switches.
 */
export async function loadNamespaceCopy(tag: LanguageTag, ns: Namespace): Promise<NamespaceCopy> {
  const module = (await import(/* webpackChunkName: "copy-[request]" */ `../locales/${tag}/${ns}.json`)) as {
    default?: NamespaceCopy;
  } & NamespaceCopy;
  return module.default ?? module;
}
