import type { AudioManifestEntry, SoundSet } from '@mission/content/audio/audio-manifest';

/**
 * Sound ids for the test branch (test-branch.ts), per chapter and kit role: every role a
 * chapter plays, one file each, named as the id. The kit may not import a remote, and a
 * branch's manifest lives in its own room, so the kit's tests carry their own.
 */
export const TEST_BRANCH_SOUND_IDS = {
  summit: {
    ambience: 'ridge-summit-wind',
    hold: 'ridge-summit-rope',
    targetDone: 'ridge-summit-anchor-set',
    hotspot: 'ridge-summit-hotspot',
    levelUp: 'ridge-summit-level-up',
    complete: 'ridge-summit-complete',
  },
  river: {
    ambience: 'ridge-river-water',
    step: 'ridge-river-splash',
    targetDone: 'ridge-river-buoy-laid',
    hotspot: 'ridge-river-hotspot',
    levelUp: 'ridge-river-level-up',
    complete: 'ridge-river-complete',
  },
  camp: {
    ambience: 'ridge-camp-night',
    step: 'ridge-camp-knock',
    targetDone: 'ridge-camp-ready',
    hotspot: 'ridge-camp-hotspot',
    levelUp: 'ridge-camp-level-up',
    complete: 'ridge-camp-complete',
  },
} as const;

/** A chapter's sound set, `ridge-<chapter>`: the test branch's, which the types of the real list do not know, so typed as a set here, once. */
export function testSoundSet(chapter: string): SoundSet {
  return `ridge-${chapter}` as SoundSet;
}

const LOOPED_ROLES = new Set(['ambience', 'hold']);

/** The manifest behind those ids: chapter `summit` plays from set `ridge-summit`, and so on. */
export const TEST_BRANCH_SOUNDS: readonly AudioManifestEntry[] = Object.entries(TEST_BRANCH_SOUND_IDS).flatMap(([chapter, roles]) =>
  Object.entries(roles).map(([role, id]) => ({
    id,
    name: `${chapter} ${role}`,
    filename: id,
    loop: LOOPED_ROLES.has(role),
    html5: false,
    scene: testSoundSet(chapter),
  })),
);
