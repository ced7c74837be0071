// @ts-check
// Which of the tools the tests need are on this machine, and how to get each that is not.

/**
 * @typedef {{ env: Record<string, string | undefined>, onPath: (command: string) => boolean, exists: (path: string) => boolean, playwrightChromium: () => string | undefined }} Probe
 * @typedef {{ name: string, present: boolean, debianPackage: string, howToGet: string }} ToolStatus
 */

/**
 * The e2e suite's Chromium (as e2e/support/chromium-path.ts finds it: CHROMIUM_PATH, Debian's,
 * Playwright's), nginx (on the PATH or /usr/sbin), docker-compose (v1, or the compose plugin),
 * and what the images need (docs/decisions.md §8): podman with runc, which build and run them,
 * and debootstrap, which makes their Debian base where no registry is reachable; the other two
 * engines of the suite's smoke journey (e2e/engines): Firefox ESR (Gecko, driven over WebDriver
 * BiDi), WebKitGTK's WebKitWebDriver (WebKit), and Xvfb, the virtual display both draw in.
 * @param {Probe} probe
 * @returns {ToolStatus[]}
 */
export function toolStatus(probe) {
  const chromium =
    [probe.env.CHROMIUM_PATH, '/usr/bin/chromium'].some((path) => Boolean(path) && probe.exists(/** @type {string} */ (path))) ||
    probe.playwrightChromium() !== undefined;
  const nginx = probe.onPath('nginx') || probe.exists('/usr/sbin/nginx');
  const compose = probe.onPath('docker-compose');
  const sbin = (/** @type {string} */ command) => probe.onPath(command) || probe.exists(`/usr/sbin/${command}`);
  return [
    {
      name: 'chromium',
      present: chromium,
      debianPackage: 'chromium',
      howToGet: '"apt-get install -y chromium", "npx playwright install chromium" where downloads work, or CHROMIUM_PATH=/path/to/chromium',
    },
    {
      name: 'nginx',
      present: nginx,
      debianPackage: 'nginx',
      howToGet: '"apt-get install -y nginx" (the e2e project "nginx" serves the builds through it)',
    },
    {
      name: 'docker-compose',
      present: compose,
      debianPackage: 'docker-compose',
      howToGet: '"apt-get install -y docker-compose" (the compose file check)',
    },
    {
      name: 'podman',
      present: probe.onPath('podman'),
      debianPackage: 'podman',
      howToGet: '"apt-get install -y podman" (npm run images, and the e2e project "containers" runs them)',
    },
    {
      name: 'runc',
      present: sbin('runc'),
      debianPackage: 'runc',
      howToGet: '"apt-get install -y runc" (podman\'s runtime here: crun refuses hybrid cgroups)',
    },
    {
      name: 'catatonit',
      present: probe.onPath('catatonit') || probe.exists('/usr/libexec/podman/catatonit'),
      debianPackage: 'catatonit',
      howToGet: '"apt-get install -y catatonit" (the pause process of the pods `podman kube play` runs: e2e/deploy/kubernetes.spec.ts)',
    },
    {
      name: 'wrk',
      present: probe.onPath('wrk'),
      debianPackage: 'wrk',
      howToGet: '"apt-get install -y wrk" (the load generator of npm run bench:load)',
    },
    {
      name: 'debootstrap',
      present: sbin('debootstrap'),
      debianPackage: 'debootstrap',
      howToGet: '"apt-get install -y debootstrap" (makes the images\' Debian base where no registry is reachable)',
    },
    {
      name: 'firefox-esr',
      present: probe.onPath('firefox-esr'),
      debianPackage: 'firefox-esr',
      howToGet: '"apt-get install -y firefox-esr" (the e2e project "engines" plays the smoke journey in Gecko)',
    },
    {
      name: 'WebKitWebDriver',
      present: probe.onPath('WebKitWebDriver'),
      debianPackage: 'webkit2gtk-driver',
      howToGet: '"apt-get install -y webkit2gtk-driver" (the e2e project "engines" plays the smoke journey in WebKit)',
    },
    {
      name: 'Xvfb',
      present: probe.onPath('Xvfb'),
      debianPackage: 'xvfb',
      howToGet: '"apt-get install -y xvfb" (the virtual display the engines project\'s WebKit and Firefox draw in)',
    },
  ];
}
