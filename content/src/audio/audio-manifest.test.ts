/** @jest-environment node */
import { filenameProblem, isSoundSet, parseAudioManifest, SOUND_SETS } from './audio-manifest';

const valid = {
  id: 'fire-crackle',
  name: 'Fire crackle',
  filename: 'fire/crackle-loop',
  loop: true,
  html5: false,
  scene: 'army-fire',
};

describe('SOUND_SETS', () => {
  it('are the twelve sets of docs/product-rules.md §9', () => {
    expect(SOUND_SETS).toEqual([
      'army-fire',
      'army-flood',
      'army-mudslide',
      'navy-bridge',
      'navy-cormorant',
      'navy-passenger',
      'air-force-aurora',
      'hercules',
      'pack-drop',
      'menu-select',
      'portal',
      'global',
    ]);
  });

  it('isSoundSet knows them and nothing else', () => {
    expect(isSoundSet('portal')).toBe(true);
    expect(isSoundSet('Portal')).toBe(false);
    expect(isSoundSet(undefined)).toBe(false);
  });
});

describe('parseAudioManifest', () => {
  it('keeps a valid entry as it is (only the known fields)', () => {
    expect(parseAudioManifest([{ ...valid, extra: 'dropped' }])).toEqual({ entries: [valid], rejected: [] });
  });

  it('rejects something that is not a list', () => {
    expect(parseAudioManifest({ entries: [] })).toEqual({
      entries: [],
      rejected: [{ index: -1, reason: 'the manifest must be an array of entries' }],
    });
  });

  it('keeps the good entries and says why each bad one was rejected', () => {
    const result = parseAudioManifest([
      valid,
      null,
      { ...valid, id: '' },
      { ...valid, id: 'no-name', name: ' ' },
      { ...valid, id: 'loop-text', loop: 'yes' },
      { ...valid, id: 'html5-missing', html5: undefined },
      { ...valid, id: 'wrong-scene', scene: 'army-forest' },
      { ...valid, id: 'number-file', filename: 42 },
      { ...valid, name: 'Same id again' },
    ]);
    expect(result.entries).toEqual([valid]);
    expect(result.rejected).toEqual([
      { index: 1, reason: 'an entry must be an object' },
      { index: 2, reason: 'id must be a non-empty string' },
      { index: 3, id: 'no-name', reason: 'name must be a non-empty string' },
      { index: 4, id: 'loop-text', reason: 'loop must be true or false' },
      { index: 5, id: 'html5-missing', reason: 'html5 must be true or false' },
      { index: 6, id: 'wrong-scene', reason: expect.stringContaining('scene must be one of the sound sets') },
      { index: 7, id: 'number-file', reason: 'filename must be a string' },
      { index: 8, id: 'fire-crackle', reason: 'id "fire-crackle" is already used by an earlier entry' },
    ]);
  });

  it('rejects a filename that is not a plain relative stem', () => {
    const ids = ['scheme', 'protocol-relative', 'slash', 'backslash', 'climb', 'climb-inside', 'extension', 'query'];
    const filenames = [
      'https://cdn.example.org/fire',
      '//cdn.example.org/fire',
      '/sounds/fire',
      '\\sounds\\fire',
      '../shell/fire',
      'fire/../../secret',
      'fire.webm',
      'fire?v=2',
    ];
    const result = parseAudioManifest(filenames.map((filename, i) => ({ ...valid, id: ids[i], filename })));
    expect(result.entries).toEqual([]);
    expect(result.rejected.map((r) => [r.id, r.reason])).toEqual([
      ['scheme', 'filename must be relative, not a URL'],
      ['protocol-relative', 'filename must be relative, not a URL'],
      ['slash', 'filename must not start with a slash'],
      ['backslash', 'filename must not start with a slash'],
      ['climb', 'filename must not climb out of its folder ("..")'],
      ['climb-inside', 'filename must not climb out of its folder ("..")'],
      ['extension', 'filename must be a stem without extension (the player adds .webm and .mp3)'],
      ['query', expect.stringContaining('filename may hold only')],
    ]);
  });
});

describe('filenameProblem', () => {
  it.each(['global-tap', 'portal/ambience_loop', 'v1.2-tap', 'a'])('accepts "%s"', (filename) => {
    expect(filenameProblem(filename)).toBeUndefined();
  });

  it.each(['', '  ', 'data:audio/mp3;base64,AAAA', 'a//b', './tap', 'tap/', '.hidden', 'C:\\tap', 'tap.MP3'])(
    'rejects "%s"',
    (filename) => {
      expect(filenameProblem(filename)).toEqual(expect.any(String));
    },
  );
});
