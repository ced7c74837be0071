import type { i18n } from 'i18next';

const held = new WeakMap<i18n, string>();

/**
 * Which copy an i18next instance loads: the version of content/locales its starter was built
 * with (`__COPY_VERSION__`, shared/tooling/build/copy-version.mjs). The shell says it when it starts
 * the page's instance; a remote built from the same copy then has nothing to lay over it.
 */
export function holdCopyVersion(instance: i18n, version: string): void {
  held.set(instance, version);
}

/** The version the instance's starter gave, if it gave one (a team's own page does not). */
export function heldCopyVersion(instance: i18n): string | undefined {
  return held.get(instance);
}
