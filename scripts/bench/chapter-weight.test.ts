/** @jest-environment node */
import { chapterWeight, chapterWeightKind } from './chapter-weight.mjs';

const REMOTE = 'http://localhost:8281';
const at = (path: string, contentType = '', bytes = 0) => ({ url: `${REMOTE}${path}`, contentType, bytes });

describe("a chapter's own weight", () => {
  it('sorts what came from the remote by kind, by file ending first, then content type', () => {
    expect(chapterWeightKind(at('/remoteEntry.js'), REMOTE)).toBe('code');
    expect(chapterWeightKind(at('/static/js/812.a1b2.js?v=1'), REMOTE)).toBe('code');
    expect(chapterWeightKind(at('/mf-manifest.json'), REMOTE)).toBe('code');
    expect(chapterWeightKind(at('/models/cyclone.glb'), REMOTE)).toBe('geometry');
    expect(chapterWeightKind(at('/textures/deck.webp'), REMOTE)).toBe('textures');
    expect(chapterWeightKind(at('/sounds/wind.mp3'), REMOTE)).toBe('sounds');
    expect(chapterWeightKind(at('/asset', 'audio/mpeg'), REMOTE)).toBe('sounds');
    // The sounds' webm files are audio (served as video/webm): they count.
    expect(chapterWeightKind(at('/sounds/army-flood-sandbag.76d6bb7c06.webm', 'video/webm'), REMOTE)).toBe('sounds');
    expect(chapterWeightKind(at('/asset', 'image/png'), REMOTE)).toBe('textures');
    expect(chapterWeightKind(at('/build-info.json', 'application/json'), REMOTE)).toBe('other');
  });

  it('leaves out the briefing video and anything from another origin', () => {
    expect(chapterWeightKind(at('/video/army-fire-briefing.8977af9239.mp4', 'video/mp4'), REMOTE)).toBeNull();
    expect(chapterWeightKind(at('/video/army-fire-briefing.193fd90cef.webm'), REMOTE)).toBeNull();
    expect(chapterWeightKind(at('/stream', 'video/webm'), REMOTE)).toBeNull();
    expect(
      chapterWeightKind({ url: 'http://localhost:8280/static/js/three.js', contentType: 'text/javascript', bytes: 1 }, REMOTE),
    ).toBeNull();
    expect(chapterWeightKind({ url: 'not a url', contentType: '', bytes: 1 }, REMOTE)).toBeNull();
  });

  it('adds the bytes up by kind and in all', () => {
    const weight = chapterWeight(
      [
        at('/remoteEntry.js', 'text/javascript', 30_000),
        at('/a.js', 'text/javascript', 70_000),
        at('/m.glb', 'model/gltf-binary', 200_000),
        at('/t.webp', 'image/webp', 100_000),
        at('/s.mp3', 'audio/mpeg', 50_000),
        at('/b.mp4', 'video/mp4', 900_000),
        { url: 'http://localhost:8280/x.js', contentType: 'text/javascript', bytes: 5_000 },
      ],
      REMOTE,
    );
    expect(weight).toEqual({ code: 100_000, geometry: 200_000, textures: 100_000, sounds: 50_000, other: 0, total: 450_000 });
  });
});
