import { BRANCH_NAMES } from './branches/branch-list.mjs';
import type { Section } from './sections';

/** The namespaces that are not a branch's. */
const AREA_NAMESPACES = ['common', 'errors', 'accessible', 'menu'] as const;

/** i18next namespaces, one per area and one per branch (docs/decisions.md §9), the branches' from the list of branches. */
export const NAMESPACES: readonly Namespace[] = [...AREA_NAMESPACES.slice(0, 2), ...BRANCH_NAMES, ...AREA_NAMESPACES.slice(2)];
export type Namespace = (typeof AREA_NAMESPACES)[number] | Section;

type CopyTree = { [key: string]: string | CopyTree };
export type NamespaceCopy = CopyTree;
