/** @jest-environment node */
import { containerEngine } from './container-engine.mjs';

const installed =
  (...commands) =>
  (command) =>
    commands.includes(command);

describe('the container engine', () => {
  test('is podman where installed, run with runc and the limits apt and nginx need', () => {
    expect(containerEngine({}, installed('podman', 'docker'))).toEqual({
      command: 'podman',
      globalArgs: ['--runtime', 'runc'],
      runArgs: ['--ulimit', 'nofile=20000:20000', '--ulimit', 'nproc=4096:4096'],
    });
  });

  test('is docker, as it is, where podman is not; CONTAINER_ENGINE chooses', () => {
    expect(containerEngine({}, installed('docker'))).toEqual({ command: 'docker', globalArgs: [], runArgs: [] });
    expect(containerEngine({ CONTAINER_ENGINE: 'docker' }, installed('podman', 'docker')).command).toBe('docker');
  });

  test('says how to get one when there is none', () => {
    expect(() => containerEngine({}, installed())).toThrow(/apt-get install -y podman runc/);
  });
});
