import i18next from 'i18next';
import type { Namespace } from '@mission/content';

/**
 * A lazy screen's loader that also fetches the namespaces the screen reads beyond the
 * frame's, at the same time as its code: the screen would wait for them anyway
 * (useTranslation suspends), but only after its chunk had arrived, one round trip later.
 */
export function withCopy<M>(load: () => Promise<M>, namespaces: readonly Namespace[]): () => Promise<M> {
  return async () => {
    const [module] = await Promise.all([load(), i18next.loadNamespaces([...namespaces])]);
    return module;
  };
}
