// @ts-check
// The four images and how each is built (docs/decisions.md §8): the shell from its own
// Dockerfile, the remotes from one Dockerfile given APP. Build context: the repository root.
import { DEFAULT_APP_PORTS } from '@mission/tooling/build/app-ports.mjs';

/** @typedef {keyof typeof DEFAULT_APP_PORTS} App */

/** @type {readonly App[]} */
export const APPS = /** @type {App[]} */ (Object.keys(DEFAULT_APP_PORTS));

export const REMOTE_DOCKERFILE = 'shared/tooling/deploy/container/remote.Dockerfile';

/** @param {string} app */
export function imageName(app) {
  return `mission-${app}`;
}

/**
 * The engine's build arguments for one app's image.
 * @param {App} app
 * `previousImage`: the image this one replaces, whose build's hashed files it carries
 * (docs/decisions.md, "Version skew"); without it, the image carries none.
 * @param {{ baseImage?: string, previousImage?: string, pull?: boolean, tag?: string, label?: string, engineArgs?: string[] }} [options]
 */
export function buildArgs(app, { baseImage, previousImage, pull = false, tag = imageName(app), label, engineArgs = [] } = {}) {
  const dockerfile = app === 'shell' ? 'shell/deploy/Dockerfile' : REMOTE_DOCKERFILE;
  return [
    'build',
    ...engineArgs,
    '--network=host',
    // A base made here is not in any registry: use it, never look for it.
    ...(pull ? [] : ['--pull=never']),
    ...(baseImage ? ['--build-arg', `BASE_IMAGE=${baseImage}`] : []),
    ...(previousImage ? ['--build-arg', `PREVIOUS_IMAGE=${previousImage}`] : []),
    ...(app === 'shell' ? [] : ['--build-arg', `APP=${app}`]),
    ...(label ? ['--label', label] : []),
    '-f',
    dockerfile,
    '-t',
    tag,
    '.',
  ];
}
