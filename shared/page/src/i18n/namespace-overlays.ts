import type { i18n } from 'i18next';
import type { LanguageTag, Namespace, NamespaceCopy } from '@mission/content';

/** A remote's own copy of one namespace, in one language (from the remote's own chunks). */
export type OverlayLoader = (tag: LanguageTag) => Promise<NamespaceCopy>;

const overlaysByInstance = new WeakMap<i18n, Map<Namespace, OverlayLoader>>();

/**
 * The overlays remotes have laid on one i18next instance, by namespace: what the copy
 * backend lays over the shell's copy of each language it loads from then on.
 */
export function namespaceOverlays(instance: i18n): Map<Namespace, OverlayLoader> {
  let overlays = overlaysByInstance.get(instance);
  if (!overlays) {
    overlays = new Map();
    overlaysByInstance.set(instance, overlays);
  }
  return overlays;
}
