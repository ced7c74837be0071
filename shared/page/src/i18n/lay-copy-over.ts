import type { NamespaceCopy } from '@mission/content';

/**
 * `overlay` laid over `base`, branch by branch: the overlay's strings win, the base keeps
 * whatever the overlay does not name. Neither input is changed.
 */
export function layCopyOver(base: NamespaceCopy, overlay: NamespaceCopy): NamespaceCopy {
  const result: NamespaceCopy = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    const under = result[key];
    result[key] = typeof value === 'object' && typeof under === 'object' ? layCopyOver(under, value) : value;
  }
  return result;
}
