/** @jest-environment node */
import { parseAudioManifest } from './audio-manifest';
import { SHELL_SOUND_IDS, SHELL_SOUND_SETS, SHELL_SOUNDS } from './shell-sounds';

describe('SHELL_SOUNDS', () => {
  it('is a valid manifest', () => {
    expect(parseAudioManifest(SHELL_SOUNDS)).toEqual({ entries: [...SHELL_SOUNDS], rejected: [] });
  });

  it('uses only the sets the shell owns, and gives each of them a sound', () => {
    const scenes = new Set(SHELL_SOUNDS.map((entry) => entry.scene));
    expect([...scenes].sort()).toEqual([...SHELL_SOUND_SETS].sort());
  });

  it('has an entry for every id the shell plays', () => {
    const ids = SHELL_SOUNDS.map((entry) => entry.id).sort();
    expect(ids).toEqual(Object.values(SHELL_SOUND_IDS).sort());
  });

  it('has the portal ambience as its only loop', () => {
    expect(SHELL_SOUNDS.filter((entry) => entry.loop).map((entry) => entry.id)).toEqual([SHELL_SOUND_IDS.portalAmbience]);
  });
});
