import type { LanguageTag, Namespace, NamespaceCopy } from '@mission/content';

type Resources = Readonly<Record<LanguageTag, Readonly<Record<Namespace, NamespaceCopy>>>>;

/** The string at "ns:a.b.c" in one language's copy, or undefined. */
function lookUp(copy: Readonly<Record<Namespace, NamespaceCopy>>, key: string): unknown {
  const [ns, path = ''] = key.split(':', 2) as [Namespace, string?];
  let node: unknown = copy[ns];
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Each key that is not a non-empty string in each language, as "<language> <key>". */
export function missingCopyKeys(keys: readonly string[], resources: Resources): string[] {
  return (Object.keys(resources) as LanguageTag[]).flatMap((tag) =>
    keys
      .filter((key) => {
        const value = lookUp(resources[tag], key);
        return typeof value !== 'string' || value.trim() === '';
      })
      .map((key) => `${tag} ${key}`),
  );
}
