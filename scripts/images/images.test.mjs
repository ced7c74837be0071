/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANCH_NAMES } from '@mission/content/branch-list';
import { APPS, REMOTE_DOCKERFILE, buildArgs, imageName } from './images.mjs';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the images', () => {
  test("are the apps', the shell's then each branch's of the list, named mission-<app>", () => {
    expect(APPS.map(imageName)).toEqual(['mission-shell', ...BRANCH_NAMES.map((name) => `mission-${name}`)]);
    expect(APPS.slice(0, 4)).toEqual(['shell', 'army', 'navy', 'air']);
  });

  test("the shell's from its own Dockerfile, each remote's from the remotes' one given its name", () => {
    expect(buildArgs('shell')).toEqual([
      'build',
      '--network=host',
      '--pull=never',
      '-f',
      'shell/deploy/Dockerfile',
      '-t',
      'mission-shell',
      '.',
    ]);
    expect(buildArgs('navy')).toEqual([
      'build',
      '--network=host',
      '--pull=never',
      '--build-arg',
      'APP=navy',
      '-f',
      REMOTE_DOCKERFILE,
      '-t',
      'mission-navy',
      '.',
    ]);
  });

  test('a pipeline with a registry pulls the official base; another base, a label and engine limits are passed on', () => {
    const args = buildArgs('air', {
      pull: true,
      baseImage: 'registry.example/debian:bookworm',
      label: 'mission.redeploy=2',
      engineArgs: ['--ulimit', 'nofile=20000:20000'],
    });
    expect(args).not.toContain('--pull=never');
    expect(args.slice(0, 3)).toEqual(['build', '--ulimit', 'nofile=20000:20000']);
    expect(args).toEqual(expect.arrayContaining(['BASE_IMAGE=registry.example/debian:bookworm', 'APP=air', 'mission.redeploy=2']));
    expect(args[args.indexOf('--label') + 1]).toBe('mission.redeploy=2');
  });

  test("an image given the one it replaces carries that build's hashed files; both Dockerfiles take it", () => {
    const args = buildArgs('army', { previousImage: 'sha256:0123' });
    expect(args[args.indexOf('PREVIOUS_IMAGE=sha256:0123') - 1]).toBe('--build-arg');
    expect(buildArgs('army').join(' ')).not.toContain('PREVIOUS_IMAGE');
    for (const file of [REMOTE_DOCKERFILE, 'shell/deploy/Dockerfile']) {
      const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
      // The previous stage defaults to the bare base (nothing to carry), and the carry comes
      // after the build's own files were listed, so the list names this build's files only.
      expect(text).toMatch(/^ARG PREVIOUS_IMAGE=\$\{BASE_IMAGE\}$/m);
      expect(text).toMatch(/^FROM \$\{PREVIOUS_IMAGE\} AS previous$/m);
      const record = text.indexOf('build-files.sh record');
      expect(record).toBeGreaterThan(text.search(/^COPY \S+\/dist\/ /m));
      expect(text.indexOf('COPY --from=previous /carried/ /usr/share/nginx/html/')).toBeGreaterThan(record);
    }
  });

  test('both Dockerfiles share their first lines, so the four images share the nginx layer', () => {
    const common = (file) => {
      const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
      return text.slice(text.indexOf('ARG BASE_IMAGE'), text.indexOf('\n# From here on'));
    };
    expect(common(REMOTE_DOCKERFILE).length).toBeGreaterThan(200);
    expect(
      common('shell/deploy/Dockerfile').replace(
        /ARMY_URL, NAVY_URL and AIR_URL have\n# none: a shell that does not know where its remotes are/,
        'X',
      ),
    ).toBe(common(REMOTE_DOCKERFILE).replace(/SHELL_ORIGIN has none: a remote\n# that does not know its shell/, 'X'));
  });
});
