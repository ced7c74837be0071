/** @jest-environment node */
import { toolStatus } from './tool-status.mjs';

const machine = ({ env = {}, paths = [], files = [], playwright = undefined } = {}) => ({
  env,
  onPath: (command) => paths.includes(command),
  exists: (path) => files.includes(path),
  playwrightChromium: () => playwright,
});
const missing = (probe) =>
  toolStatus(probe)
    .filter((tool) => !tool.present)
    .map((tool) => tool.debianPackage);

describe('the tools the tests need', () => {
  it('finds nothing on a fresh machine, and names the Debian package of each', () => {
    expect(missing(machine())).toEqual([
      'chromium',
      'nginx',
      'docker-compose',
      'podman',
      'runc',
      'catatonit',
      'wrk',
      'debootstrap',
      'firefox-esr',
      'webkit2gtk-driver',
      'xvfb',
    ]);
  });

  it("takes CHROMIUM_PATH, Debian's Chromium or Playwright's", () => {
    expect(missing(machine({ env: { CHROMIUM_PATH: '/opt/chrome' }, files: ['/opt/chrome'] }))).toContain('nginx');
    expect(missing(machine({ env: { CHROMIUM_PATH: '/opt/chrome' }, files: ['/opt/chrome'] }))).not.toContain('chromium');
    expect(missing(machine({ files: ['/usr/bin/chromium'] }))).not.toContain('chromium');
    expect(missing(machine({ playwright: '/root/.cache/ms-playwright/chromium/chrome' }))).not.toContain('chromium');
    expect(missing(machine({ env: { CHROMIUM_PATH: '/gone' } }))).toContain('chromium');
  });

  /** The other two engines and their display, on the PATH. */
  const engines = ['firefox-esr', 'WebKitWebDriver', 'Xvfb'];
  const images = { paths: ['podman', 'runc', 'catatonit', 'wrk', 'debootstrap', ...engines] };

  it('finds nginx on the PATH or in /usr/sbin, and docker-compose on the PATH', () => {
    expect(missing(machine({ files: ['/usr/bin/chromium', '/usr/sbin/nginx'], paths: ['docker-compose', ...images.paths] }))).toEqual([]);
    expect(missing(machine({ files: ['/usr/bin/chromium'], paths: ['nginx', ...images.paths] }))).toEqual(['docker-compose']);
  });

  it('finds podman on the PATH, runc and debootstrap there or in /usr/sbin (where Debian puts them)', () => {
    const base = { files: ['/usr/bin/chromium', '/usr/sbin/nginx'], paths: ['docker-compose', 'catatonit', 'wrk', ...engines] };
    expect(
      missing(machine({ ...base, paths: [...base.paths, 'podman'], files: [...base.files, '/usr/sbin/runc', '/usr/sbin/debootstrap'] })),
    ).toEqual([]);
    expect(missing(machine({ ...base, paths: [...base.paths, 'runc', 'debootstrap'] }))).toEqual(['podman']);
    expect(missing(machine({ ...base, paths: [...base.paths, 'podman'] }))).toEqual(['runc', 'debootstrap']);
  });

  it('finds Firefox ESR, WebKitWebDriver and Xvfb on the PATH, and names their Debian packages', () => {
    const rest = {
      files: ['/usr/bin/chromium', '/usr/sbin/nginx'],
      paths: ['docker-compose', 'podman', 'runc', 'catatonit', 'wrk', 'debootstrap'],
    };
    expect(missing(machine({ ...rest, paths: [...rest.paths, ...engines] }))).toEqual([]);
    expect(missing(machine({ ...rest, paths: [...rest.paths, 'firefox-esr'] }))).toEqual(['webkit2gtk-driver', 'xvfb']);
    expect(missing(machine({ ...rest, paths: [...rest.paths, 'WebKitWebDriver', 'Xvfb'] }))).toEqual(['firefox-esr']);
  });

  it('says how to get each missing tool', () => {
    for (const tool of toolStatus(machine())) expect(tool.howToGet).toMatch(/apt-get install -y /);
  });
});
