/** @jest-environment node */
import { DEBIAN_BASE_IMAGE, baseTarballName, debianSources } from './debian-base.mjs';

describe('the Debian base made where no registry is reachable', () => {
  test("takes the official image's name, which the Dockerfiles build on by default", () => {
    expect(DEBIAN_BASE_IMAGE).toBe('docker.io/library/debian:bookworm');
  });

  test("has the official image's apt sources: bookworm, its updates and its security fixes, from the mirror given", () => {
    const sources = debianSources('http://mirror.example/debian');
    expect(sources).toContain('URIs: http://mirror.example/debian\nSuites: bookworm bookworm-updates\n');
    expect(sources).toContain('URIs: http://mirror.example/debian-security\nSuites: bookworm-security\n');
  });

  test("is cached one tarball a day, so a day-old base is made again with the day's fixes", () => {
    expect(baseTarballName(new Date('2026-11-26T23:59:00Z'))).toBe('debian-bookworm-2026-11-26.tar');
    expect(baseTarballName(new Date('2026-11-27T00:00:00Z'))).toBe('debian-bookworm-2026-11-27.tar');
  });
});
