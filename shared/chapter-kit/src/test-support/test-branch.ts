import type { Section } from '@mission/content';
import type { SectionProgress } from '@mission/shared';
import type { Branch } from '../branch-definition';
import type { ChapterDefinition, TaskTargetDefinition } from '../chapter-definition';
import type { BranchDeclaration, ChapterDeclaration } from '../declaration/branch-declaration';
import { defineBranch } from '../declaration/define-branch';
import { polar } from '../view/polar';
import { TEST_BRANCH_ENTRY } from './test-branch-list';
import { TEST_BRANCH_SOUND_IDS, TEST_BRANCH_SOUNDS, testSoundSet } from './test-branch-sounds';

/**
 * The test branch's name. The kit's types know the sections of the real list only, and stay
 * that strict; the test branch joins the list at run time (test-branch-list.ts), so its name
 * is typed as a section here, once (docs/decisions.md "The kit's test branch").
 */
export const TEST_SECTION = TEST_BRANCH_ENTRY.name as unknown as Section;

/** The test branch's chapters, in play order. */
export type TestChapter = (typeof TEST_BRANCH_ENTRY)['chapters'][number]['name'];

/** A declaration of the test branch: the kit's declaration, its chapters the test branch's. */
export interface TestBranchDeclaration extends Omit<BranchDeclaration<Section>, 'chapters'> {
  chapters: Record<TestChapter, ChapterDeclaration>;
}

const Icon = () => null;
const noScene = () => Promise.resolve({ default: () => null });

function targets(chapter: TestChapter, count: number): TaskTargetDefinition[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `${chapter}-${index + 1}`,
    position: polar(index * 40, 10, 1),
    interaction: { kind: 'tap', taps: 1 },
    label: { key: `${TEST_BRANCH_ENTRY.name}:${chapter}.task.target`, values: { number: index + 1 } },
  }));
}

/**
 * The test branch declared as a remote declares its branch, with stand-in sounds
 * (test-branch-sounds.ts) and empty scenes: what the kit's own tests build branches from (the
 * kit may not import a remote). Its three chapters are shaped as a real branch's are: a
 * briefing on the first, a view of its own on the second, four targets there.
 */
export function testBranchDeclaration(): TestBranchDeclaration {
  return {
    section: TEST_SECTION,
    sounds: TEST_BRANCH_SOUNDS,
    tradeIcons: Object.fromEntries(TEST_BRANCH_ENTRY.chapters.flatMap((chapter) => chapter.trades.map((trade) => [trade, Icon]))),
    view: { fov: 72 },
    chapters: {
      summit: {
        hotspots: { ropeLead: polar(38, 9), pilot: polar(-105, 17), medicalTechnician: polar(158, 10) },
        hero: polar(-100, 14),
        heroSize: { width: 2, bottom: 0, top: 2 },
        targets: targets('summit', 3),
        loadScene: noScene,
        sounds: { sets: [testSoundSet('summit')], roles: TEST_BRANCH_SOUND_IDS.summit },
        briefing: { cues: [{ line: 'alert', start: 0.2, end: 2.1 }] },
      },
      river: {
        hotspots: { combatEngineer: polar(62, 15), vehicleTechnician: polar(-128, 12), logisticsOfficer: polar(140, 11) },
        hero: polar(60, 18),
        heroSize: { width: 2, bottom: 0, top: 2 },
        targets: targets('river', 4),
        loadScene: noScene,
        sounds: { sets: [testSoundSet('river')], roles: TEST_BRANCH_SOUND_IDS.river },
        view: { eyeHeight: 2.9 },
      },
      camp: {
        hotspots: { campCook: polar(-118, 11), geomaticsTechnician: polar(72, 12), infantrySoldier: polar(168, 9) },
        hero: polar(10, 20),
        heroSize: { width: 2, bottom: 0, top: 2 },
        targets: targets('camp', 3),
        loadScene: noScene,
        sounds: { sets: [testSoundSet('camp')], roles: TEST_BRANCH_SOUND_IDS.camp },
      },
    },
    assetUrl: (path) => `https://ridge.example.ca/${path}`,
  };
}

/**
 * A declared test branch: a kit `Branch` (so a stage or a debrief takes it), whose chapters a
 * test reads by the test branch's names.
 */
export type TestBranch = Branch & { chapters: Readonly<Record<TestChapter, ChapterDefinition>> };

/** A test branch's declaration, declared: where its chapters meet the real list's types, once. */
export function declareTestBranch(declaration: TestBranchDeclaration): TestBranch {
  return defineBranch(declaration as unknown as BranchDeclaration<Section>) as TestBranch;
}

/** The test branch, declared: a branch ready to play, for the rooms below the declaration (debrief, stage). */
export function testBranch(): TestBranch {
  return declareTestBranch(testBranchDeclaration());
}

/** The test branch with a spy for each chapter's scene loader: which chapter's code a test's action started. */
export function testBranchWithSceneSpies() {
  const declaration = testBranchDeclaration();
  const loaders = {
    summit: jest.fn(() => Promise.resolve({ default: () => null })),
    river: jest.fn(() => Promise.resolve({ default: () => null })),
    camp: jest.fn(() => Promise.resolve({ default: () => null })),
  };
  for (const chapter of ['summit', 'river', 'camp'] as const) declaration.chapters[chapter].loadScene = loaders[chapter];
  return { branch: declareTestBranch(declaration), loaders };
}

/** The test branch's progress, to spread into `sectionProgressOf`: its chapters' level flags. */
export function testBranchProgress(chapters: Partial<Record<TestChapter | 'end', boolean[]>>): Partial<SectionProgress> {
  return { [TEST_SECTION]: chapters } as Partial<SectionProgress>;
}
