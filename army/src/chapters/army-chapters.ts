import { CHAPTERS_BY_SECTION, DEBRIEF_SLUG } from '@mission/content';

export type ArmyChapter = (typeof CHAPTERS_BY_SECTION.army)[number];

/** Spec 9 progress targets: 3 fires, 4 sandbags, 3 debris. */
export const ARMY_TASK_TARGETS = { fire: 3, flood: 4, mudslide: 3 } as const satisfies Record<ArmyChapter, number>;

/** Where a chapter's complete card leads: the next chapter of the branch, the debrief after the last. */
export function nextArmyStep(chapter: ArmyChapter): { slug: string; isDebrief: boolean } {
  const order = CHAPTERS_BY_SECTION.army;
  const next = order[order.indexOf(chapter) + 1];
  return next ? { slug: next, isDebrief: false } : { slug: DEBRIEF_SLUG, isDebrief: true };
}
