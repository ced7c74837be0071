import type { CSSProperties } from 'react';
import { branchEntry, type Section } from '@mission/content';

/**
 * A branch's colours from the list of branches (docs/build-a-branch.md "The list") as the
 * custom properties the stylesheets read: `--branch-accent` (its borders, bars and tints) and
 * `--branch-ink` (text in its colour on the dark page). Set as the `style` of the element that
 * holds the branch, so no stylesheet names a branch, and a prerendered page carries its
 * colours in its HTML, before any script runs (docs/prerendered-pages.md).
 */
export function branchColourStyle(section: Section): CSSProperties {
  const { accent, ink } = branchEntry(section).colours;
  return { '--branch-accent': accent, '--branch-ink': ink } as CSSProperties;
}
