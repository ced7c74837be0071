import { TASK_TARGETS, type Section } from '@mission/content';
import { yawTowards, type GroundPoint, type TaskTargetDefinition } from '@mission/chapter-kit';
import { angleBetween, deg } from './layout-test-kit';

/** One chapter's layout, as its `<chapter>-layout.ts` exports it. */
export interface ChapterLayoutUnderTest {
  chapter: string;
  hotspots: Readonly<Record<string, GroundPoint>>;
  targets: readonly TaskTargetDefinition[];
}

/** Trades closer than this in yaw are met without looking round: the player must turn to find them (docs/build-a-branch.md "Per chapter"). */
export const TRADES_APART_DEG = 60;

/**
 * The checks every chapter layout passes (docs/build-a-branch.md "Per chapter"), declared once:
 * a branch's layout test calls this, and adds what its own tasks need.
 */
export function describeChapterLayouts(branch: Section, layouts: readonly ChapterLayoutUnderTest[]): void {
  const targetCounts: Readonly<Record<string, number>> = TASK_TARGETS[branch];

  describe.each(layouts)('$chapter layout', ({ chapter, hotspots, targets }) => {
    it(`has three trades spread round the player, at least ${TRADES_APART_DEG}° apart, so they must look around`, () => {
      const yaws = Object.values(hotspots).map((point) => yawTowards(point));
      expect(yaws).toHaveLength(3);
      for (let i = 0; i < yaws.length; i += 1) {
        for (let j = i + 1; j < yaws.length; j += 1) expect(angleBetween(yaws[i]!, yaws[j]!)).toBeGreaterThan(deg(TRADES_APART_DEG));
      }
    });

    it('has the content’s number of targets, with unique ids and their own copy keys', () => {
      expect(targets).toHaveLength(targetCounts[chapter]!);
      expect(new Set(targets.map((target) => target.id)).size).toBe(targets.length);
      expect(targets.filter((target) => !target.label.key.startsWith(`${branch}:${chapter}.task.`)).map((target) => target.id)).toEqual([]);
    });
  });
}
