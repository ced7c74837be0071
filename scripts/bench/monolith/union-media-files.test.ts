/** @jest-environment node */
import { unionMediaFiles } from './union-media-files.mjs';

describe('unionMediaFiles', () => {
  it('merges the apps’ tables, each path to its hashed name', () => {
    expect(
      unionMediaFiles({
        shell: { 'sounds/global-tap.mp3': 'sounds/global-tap.0123456789.mp3' },
        army: { 'sounds/army-fire.mp3': 'sounds/army-fire.abcdefabcd.mp3', 'video/army.mp4': 'video/army.1111111111.mp4' },
      }),
    ).toEqual({
      'sounds/global-tap.mp3': 'sounds/global-tap.0123456789.mp3',
      'sounds/army-fire.mp3': 'sounds/army-fire.abcdefabcd.mp3',
      'video/army.mp4': 'video/army.1111111111.mp4',
    });
  });

  it('refuses a path two apps both use, naming both', () => {
    expect(() =>
      unionMediaFiles({
        navy: { 'sounds/splash.mp3': 'sounds/splash.aaaaaaaaaa.mp3' },
        air: { 'sounds/splash.mp3': 'sounds/splash.bbbbbbbbbb.mp3' },
      }),
    ).toThrow('public/sounds/splash.mp3 of both navy and air');
  });

  it('serves one file once when both apps name it by the same content hash (the same bytes)', () => {
    expect(
      unionMediaFiles({
        shell: { 'scenes/army-fire-thumbnail-320.webp': 'scenes/army-fire-thumbnail-320.aaaaaaaaaa.webp' },
        army: { 'scenes/army-fire-thumbnail-320.webp': 'scenes/army-fire-thumbnail-320.aaaaaaaaaa.webp' },
      }),
    ).toEqual({ 'scenes/army-fire-thumbnail-320.webp': 'scenes/army-fire-thumbnail-320.aaaaaaaaaa.webp' });
  });
});
