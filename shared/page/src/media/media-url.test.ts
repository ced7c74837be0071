import { mediaUrl } from './media-url';

const built = { 'sounds/global-tap.mp3': 'sounds/global-tap.0123456789.mp3', 'video/portal.webm': 'video/portal.abcdef0123.webm' };

describe('mediaUrl', () => {
  it('names a media file by the hashed name its build gave it', () => {
    expect(mediaUrl('sounds/global-tap.mp3', '/', built)).toBe('/sounds/global-tap.0123456789.mp3');
    expect(mediaUrl('/video/portal.webm', '/', built)).toBe('/video/portal.abcdef0123.webm');
  });

  it("resolves against the app's own origin (a remote's), not the shell's", () => {
    expect(mediaUrl('video/portal.webm', 'http://localhost:8081/', built)).toBe('http://localhost:8081/video/portal.abcdef0123.webm');
    expect(mediaUrl('/video/a.webm', 'https://army.example.ca/army', {})).toBe('https://army.example.ca/army/video/a.webm');
  });

  it('keeps the name of a path its build has no hashed name for (dev, a folder, a file it lacks)', () => {
    expect(mediaUrl('sounds/missing.mp3', '/', built)).toBe('/sounds/missing.mp3');
    expect(mediaUrl('sounds/', 'http://localhost:8081/', built)).toBe('http://localhost:8081/sounds/');
  });

  it('outside webpack (tests), the page root and no table', () => {
    expect(mediaUrl('sounds/global-tap.mp3')).toBe('/sounds/global-tap.mp3');
  });
});
