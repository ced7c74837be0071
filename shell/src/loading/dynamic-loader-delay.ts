/**
 * The dynamic loader's default delay (docs/product-rules.md §9): a loading indicator for
 * something loaded on demand (a branch's remote, a lazy screen or scene) shows only once the
 * load has taken this long, so a fast load never flashes it.
 */
export const DYNAMIC_LOADER_DELAY_MS = 200;
