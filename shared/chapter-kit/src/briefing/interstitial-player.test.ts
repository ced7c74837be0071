import { cueAt, playableSource, startPlayback } from './interstitial-player';

const sources = [
  { src: 'v.webm', type: 'video/webm; codecs="vp9, opus"' },
  { src: 'v.mp4', type: 'video/mp4; codecs="avc1.42E01E, mp4a.40.2"' },
];

describe('interstitial player rules', () => {
  it('picks WebM first, MP4 where WebM cannot play, nothing when neither can', () => {
    expect(playableSource(sources, () => 'probably')).toBe('v.webm');
    expect(playableSource(sources, (type) => (type.startsWith('video/mp4') ? 'maybe' : ''))).toBe('v.mp4');
    expect(playableSource(sources, () => '')).toBeUndefined();
  });

  it('shows the caption whose window holds the time', () => {
    const cues = [
      { start: 0, end: 1.5, text: { key: 'a' } },
      { start: 1.5, end: 3, text: { key: 'b' } },
    ];
    expect(cueAt(cues, 0)?.text.key).toBe('a');
    expect(cueAt(cues, 1.5)?.text.key).toBe('b');
    expect(cueAt(cues, 3)).toBeUndefined();
  });

  describe('starting playback', () => {
    const refusal = () => Object.assign(new Error('no'), { name: 'NotAllowedError' });

    it('plays with sound when allowed', async () => {
      const video = { muted: true, play: jest.fn().mockResolvedValue(undefined) };
      await expect(startPlayback(video, true)).resolves.toBe('playing');
      expect(video.muted).toBe(false);
    });

    it('falls back to muted when sound needs a tap', async () => {
      const video = { muted: false, play: jest.fn().mockRejectedValueOnce(refusal()).mockResolvedValueOnce(undefined) };
      await expect(startPlayback(video, true)).resolves.toBe('muted');
      expect(video.muted).toBe(true);
    });

    it('asks for a tap when even muted playback is refused (iOS low power mode)', async () => {
      const video = { muted: false, play: jest.fn().mockRejectedValue(refusal()) };
      await expect(startPlayback(video, true)).resolves.toBe('needs-tap');
    });

    it('leaves other failures to the error event', async () => {
      const video = { muted: false, play: jest.fn().mockRejectedValue(Object.assign(new Error('gone'), { name: 'AbortError' })) };
      await expect(startPlayback(video, false)).resolves.toBe('error');
    });
  });
});
