import { branchEntry, isSection } from '@mission/content';
import type { InsigniaKind } from './branch-emblem';

export interface InsigniaField {
  light: string;
  dark: string;
}

/** The experience's own insignia (every branch done) sits on the page's dark field. */
const EXPERIENCE_FIELD: InsigniaField = { light: '#2b3325', dark: '#12160f' };

/**
 * The field of an insignia: its branch's accent from the list of branches (the colour its
 * cards and borders take, docs/build-a-branch.md "The list"), darkened towards the centre to
 * the branch's deep colour so the leaf stands out.
 */
export function insigniaField(kind: InsigniaKind): InsigniaField {
  if (!isSection(kind)) return EXPERIENCE_FIELD;
  const { accent, deep } = branchEntry(kind).colours;
  return { light: accent, dark: deep };
}
