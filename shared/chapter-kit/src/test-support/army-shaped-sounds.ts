import type { AudioManifestEntry, SoundSet } from '@mission/content/audio/audio-manifest';

/**
 * Sound ids for the Army-shaped declaration, per chapter and kit role. The kit may not import a
 * remote, and a branch's manifest lives in its own room, so the kit's tests carry this stand-in:
 * every role a chapter plays, one file each, named as the id.
 */
export const ARMY_SHAPED_SOUND_IDS = {
  fire: {
    ambience: 'army-fire-ambience',
    hold: 'army-fire-hose',
    targetDone: 'army-fire-out',
    hotspot: 'army-fire-hotspot',
    levelUp: 'army-fire-level-up',
    complete: 'army-fire-complete',
  },
  flood: {
    ambience: 'army-flood-ambience',
    step: 'army-flood-sandbag',
    targetDone: 'army-flood-gap-closed',
    hotspot: 'army-flood-hotspot',
    levelUp: 'army-flood-level-up',
    complete: 'army-flood-complete',
  },
  mudslide: {
    ambience: 'army-mudslide-ambience',
    step: 'army-mudslide-tug',
    targetDone: 'army-mudslide-cleared',
    hotspot: 'army-mudslide-hotspot',
    levelUp: 'army-mudslide-level-up',
    complete: 'army-mudslide-complete',
  },
} as const;

const LOOPED_ROLES = new Set(['ambience', 'hold']);

/** The manifest behind those ids: chapter `fire` plays from set `army-fire`, and so on. */
export const ARMY_SHAPED_SOUNDS: readonly AudioManifestEntry[] = Object.entries(ARMY_SHAPED_SOUND_IDS).flatMap(([chapter, roles]) =>
  Object.entries(roles).map(([role, id]) => ({
    id,
    name: `${chapter} ${role}`,
    filename: id,
    loop: LOOPED_ROLES.has(role),
    html5: false,
    scene: `army-${chapter}` as SoundSet,
  })),
);
