/** i18next namespaces, one per area (docs/decisions.md §9). */
export const NAMESPACES = ['common', 'errors', 'army', 'navy', 'air', 'accessible', 'menu'] as const;
export type Namespace = (typeof NAMESPACES)[number];

type CopyTree = { [key: string]: string | CopyTree };
export type NamespaceCopy = CopyTree;
