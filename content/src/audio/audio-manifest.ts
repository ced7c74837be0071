import { BRANCH_LIST } from '../branches/branch-list.mjs';

/** The shell's own sets. */
const SHELL_SETS = ['menu-select', 'portal', 'global'] as const;

export type SoundSet = (typeof BRANCH_LIST)[number]['soundSets'][number] | (typeof SHELL_SETS)[number];

/**
 * The sound sets of the experience, one per scene (docs/product-rules.md §9). A set's sounds load when its
 * scene starts; the shell owns menu-select, portal and global, each remote its own (its `soundSets` in the list of branches).
 */
export const SOUND_SETS: readonly SoundSet[] = [...BRANCH_LIST.flatMap((branch) => branch.soundSets), ...SHELL_SETS];

/**
 * One sound (docs/product-rules.md §3 "Audio manifest entry"). `filename` is a stem relative to the folder
 * the app serves its sounds from, without extension: the player asks for `<stem>.webm`
 * and a Safari-playable `<stem>.mp3`.
 */
export interface AudioManifestEntry {
  /** Unique on the page: what code plays, e.g. "global-tap". */
  id: string;
  /** What it is, for people reading the manifest. */
  name: string;
  filename: string;
  loop: boolean;
  /** Stream through an <audio> element instead of decoding into memory (long tracks). */
  html5: boolean;
  scene: SoundSet;
}

export interface RejectedAudioEntry {
  index: number;
  /** The entry's id when it has a usable one, to find it in the source. */
  id?: string;
  reason: string;
}

export interface ParsedAudioManifest {
  entries: AudioManifestEntry[];
  rejected: RejectedAudioEntry[];
}

export function isSoundSet(value: unknown): value is SoundSet {
  return typeof value === 'string' && (SOUND_SETS as readonly string[]).includes(value);
}

/** The player appends the extension itself; a stem that has one is a mistake. */
const AUDIO_EXTENSION = /\.(webm|mp3|ogg|oga|opus|m4a|aac|wav|flac)$/i;
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** One path segment: letters, digits, dot, dash, underscore; not starting with a dot. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Why a filename is not a plain relative file stem, or undefined when it is one. */
export function filenameProblem(filename: string): string | undefined {
  if (filename.trim() === '') return 'filename is empty';
  if (URL_SCHEME.test(filename) || filename.startsWith('//')) return 'filename must be relative, not a URL';
  if (filename.startsWith('/') || filename.startsWith('\\')) return 'filename must not start with a slash';
  if (filename.split(/[/\\]/).includes('..')) return 'filename must not climb out of its folder ("..")';
  if (AUDIO_EXTENSION.test(filename)) return 'filename must be a stem without extension (the player adds .webm and .mp3)';
  if (!filename.split('/').every((segment) => SEGMENT.test(segment))) {
    return 'filename may hold only letters, digits, ".", "-", "_" and "/" between folder names';
  }
  return undefined;
}

/**
 * Checks a manifest read from anywhere (JSON, a remote's bundle). Valid entries are kept,
 * each invalid one is reported with the reason, so one bad line costs one sound, not the set.
 * A repeated id is rejected: the first one wins.
 */
export function parseAudioManifest(value: unknown): ParsedAudioManifest {
  if (!Array.isArray(value)) {
    return { entries: [], rejected: [{ index: -1, reason: 'the manifest must be an array of entries' }] };
  }
  const entries: AudioManifestEntry[] = [];
  const rejected: RejectedAudioEntry[] = [];
  const seen = new Set<string>();

  value.forEach((item: unknown, index) => {
    const problem = entryProblem(item);
    const id = isRecord(item) && typeof item.id === 'string' && item.id.trim() !== '' ? item.id : undefined;
    if (problem) {
      rejected.push({ index, ...(id === undefined ? {} : { id }), reason: problem });
      return;
    }
    const entry = item as unknown as AudioManifestEntry;
    if (seen.has(entry.id)) {
      rejected.push({ index, id: entry.id, reason: `id "${entry.id}" is already used by an earlier entry` });
      return;
    }
    seen.add(entry.id);
    entries.push({
      id: entry.id,
      name: entry.name,
      filename: entry.filename,
      loop: entry.loop,
      html5: entry.html5,
      scene: entry.scene,
    });
  });
  return { entries, rejected };
}

function entryProblem(item: unknown): string | undefined {
  if (!isRecord(item)) return 'an entry must be an object';
  if (typeof item.id !== 'string' || item.id.trim() === '') return 'id must be a non-empty string';
  if (typeof item.name !== 'string' || item.name.trim() === '') return 'name must be a non-empty string';
  if (typeof item.filename !== 'string') return 'filename must be a string';
  const filename = filenameProblem(item.filename);
  if (filename) return filename;
  if (typeof item.loop !== 'boolean') return 'loop must be true or false';
  if (typeof item.html5 !== 'boolean') return 'html5 must be true or false';
  if (!isSoundSet(item.scene)) return `scene must be one of the sound sets (${SOUND_SETS.join(', ')})`;
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
