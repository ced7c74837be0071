import type { BackendModule, ReadCallback } from 'i18next';
import type { LanguageTag, Namespace, NamespaceCopy } from '@mission/content';
import { layCopyOver } from './lay-copy-over';
import type { OverlayLoader } from './namespace-overlays';

/** Where one namespace of one language comes from (by default its own chunk of the content). */
export type CopyLoader = (tag: LanguageTag, ns: Namespace) => Promise<NamespaceCopy>;

/**
 * The i18next backend of the page: each namespace of each language loads when i18next first
 * needs it (a screen asks for it, or the visitor switches language), with the overlay a
 * remote has laid on that namespace, if any, already over it, so nothing shows the shell's
 * words and then the remote's.
 */
export function copyBackend(load: CopyLoader, overlays: ReadonlyMap<Namespace, OverlayLoader>): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const tag = language as LanguageTag;
      const ns = namespace as Namespace;
      load(tag, ns)
        .then(async (base) => {
          // Read once the base has arrived: a remote that registered meanwhile still counts.
          const overlay = overlays.get(ns);
          return overlay ? layCopyOver(base, await overlay(tag)) : base;
        })
        .then(
          (copy) => callback(null, copy),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
        );
    },
  };
}
