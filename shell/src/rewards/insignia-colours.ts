import type { InsigniaKind } from './branch-emblem';

export interface InsigniaField {
  light: string;
  dark: string;
}

/**
 * The field of each insignia: the branch's colour (the same as --colour-army/navy/air in
 * shell/src/styles/global.css), darkened towards the centre so the leaf stands out. A branch
 * added to the list without one here gets the experience's dark field (insigniaField).
 */
const INSIGNIA_FIELDS: Partial<Record<InsigniaKind, InsigniaField>> & { all: InsigniaField } = {
  army: { light: '#7a8f4e', dark: '#394621' },
  navy: { light: '#3d6e9e', dark: '#16304d' },
  air: { light: '#8fb3d9', dark: '#2f557d' },
  all: { light: '#2b3325', dark: '#12160f' },
};

export function insigniaField(kind: InsigniaKind): InsigniaField {
  return INSIGNIA_FIELDS[kind] ?? INSIGNIA_FIELDS.all;
}
