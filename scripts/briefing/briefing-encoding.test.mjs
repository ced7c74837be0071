/** @jest-environment node */
import { VIDEO, encodeArgs, filmFilter } from './briefing-encoding.mjs';

describe('the briefing encoding', () => {
  it('fills a 540x960 portrait frame, cropping rather than leaving bars', () => {
    const filter = filmFilter(24);
    expect(filter).toContain('scale=540:960:force_original_aspect_ratio=increase');
    expect(filter).toContain('crop=540:960');
    expect(filter.split(',').some((step) => step.startsWith('pad='))).toBe(false);
    expect(filter.endsWith('format=yuv420p')).toBe(true);
  });

  it('interpolates a film made at 12 frames a second up to 24, and leaves one made at 24 alone', () => {
    expect(filmFilter(12)).toContain('minterpolate=fps=24');
    expect(filmFilter(24)).not.toContain('minterpolate');
  });

  it('fades in at the start and out to the end of the 6 s', () => {
    const filter = filmFilter(12);
    expect(filter).toContain('trim=duration=6');
    expect(filter).toContain('fade=t=in:st=0:d=0.5');
    expect(filter).toContain('fade=t=out:st=5.4:d=0.6');
    expect(VIDEO.seconds).toBe(6);
  });

  const job = { picture: 'p.y4m', bed: 'b.wav', kbps: 340, audioKbps: 24, passLog: 'log', out: 'x' };

  it('writes each file with its sound and no metadata', () => {
    for (const format of /** @type {const} */ (['webm', 'mp4'])) {
      const args = encodeArgs({ ...job, format, pass: 2, out: `x.${format}` });
      expect(args).toEqual(expect.arrayContaining(['-map_metadata', '-1', '+bitexact', '-i', 'b.wav', 'yuv420p']));
      expect(args.at(-1)).toBe(`x.${format}`);
      expect(args.join(' ')).toContain('-b:v 340k -pass 2 -passlogfile log');
    }
    expect(encodeArgs({ ...job, format: 'webm', pass: 2 }).join(' ')).toContain('-c:v libvpx-vp9');
    expect(encodeArgs({ ...job, format: 'webm', pass: 2 }).join(' ')).toContain('-c:a libopus -b:a 24k');
    const mp4 = encodeArgs({ ...job, format: 'mp4', pass: 2 }).join(' ');
    expect(mp4).toContain('-c:v libx264 -profile:v main');
    expect(mp4).toContain('-movflags +faststart');
  });

  it('makes the first pass silent, to nowhere', () => {
    const args = encodeArgs({ ...job, format: 'mp4', pass: 1 });
    expect(args).not.toContain('b.wav');
    expect(args.slice(-4)).toEqual(['-an', '-f', 'null', '/dev/null']);
  });
});
