import type { ComponentType } from 'react';
import type { Section } from '@mission/content';

/** What each remote exposes as "./BranchApp". */
export interface BranchModule {
  default: ComponentType;
  section: Section;
  /** The bus contract the remote was built against (baked in at build time). */
  busContractVersion: string;
  /**
   * Starts loading what the branch's page at `address` (the path under /<branch>/, '' for its
   * index) shows first, as the shell's navigation to it begins. Optional: a remote without it
   * loads all of that once its route renders.
   */
  preload?: (address: string) => void;
}

export function isBranchModule(value: unknown): value is BranchModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<BranchModule>;
  return typeof candidate.default === 'function' && typeof candidate.busContractVersion === 'string';
}
