import { BRANCH_LIST } from '@mission/content/branch-list';
import { parseAudioManifest, type SoundSet } from '@mission/content/audio/audio-manifest';
import { soundManifestWriter } from './sound-manifest';

// Any branch's first set: the writer does not care whose it is.
const SET: SoundSet = BRANCH_LIST[0].soundSets[0];
type Stem = 'wind-loop' | 'thud' | 'chirp' | 'two-tone' | 'swell';

describe('soundManifestWriter', () => {
  const { entry, sharedCues } = soundManifestWriter<Stem, SoundSet>({ hotspot: 'chirp', levelUp: 'two-tone', complete: 'swell' });

  it('writes an entry decoded in memory, a one-shot unless looped', () => {
    expect(entry('x-thud', 'A thud', 'thud', SET)).toEqual({
      id: 'x-thud',
      name: 'A thud',
      filename: 'thud',
      loop: false,
      html5: false,
      scene: SET,
    });
    expect(entry('x-wind', 'Wind (loop)', 'wind-loop', SET, true)).toMatchObject({ loop: true, html5: false });
  });

  it("writes a chapter's three shared cues under its ids, from the branch's cue stems, in order", () => {
    const cues = sharedCues({ hotspot: 'c-hotspot', levelUp: 'c-level-up', complete: 'c-complete' }, SET);
    expect(cues.map(({ id, filename, scene, loop }) => ({ id, filename, scene, loop }))).toEqual([
      { id: 'c-hotspot', filename: 'chirp', scene: SET, loop: false },
      { id: 'c-level-up', filename: 'two-tone', scene: SET, loop: false },
      { id: 'c-complete', filename: 'swell', scene: SET, loop: false },
    ]);
  });

  it('writes entries the manifest parser accepts', () => {
    const sounds = [
      entry('x-wind', 'Wind (loop)', 'wind-loop', SET, true),
      ...sharedCues({ hotspot: 'h', levelUp: 'l', complete: 'c' }, SET),
    ];
    expect(parseAudioManifest(sounds)).toEqual({ entries: sounds, rejected: [] });
  });
});
