import type { Section } from '@mission/content';

export type RegistryProblem = 'missing' | 'unreachable' | 'malformed';

/** The registry (remotes.json) could not be read or makes no sense. */
export class RegistryError extends Error {
  readonly problem: RegistryProblem;
  constructor(problem: RegistryProblem, detail: string) {
    super(`Remote registry ${problem}: ${detail}`);
    this.name = 'RegistryError';
    this.problem = problem;
  }
}

/** The shell asked for a remote the registry does not list. */
export class UnknownRemoteError extends Error {
  readonly remote: string;
  constructor(remote: string) {
    super(`Unknown remote "${remote}": remotes.json lists no remote by that name`);
    this.name = 'UnknownRemoteError';
    this.remote = remote;
  }
}

/** The remote is listed but could not be loaded (down, 404/500, timed out, wrong shape). */
export class RemoteUnavailableError extends Error {
  readonly remote: Section;
  constructor(remote: Section, detail: string, options?: { cause?: unknown }) {
    super(`Remote "${remote}" is unavailable: ${detail}`, options);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

/** The remote was built against another major version of the bus contract. */
export class ContractMismatchError extends Error {
  readonly remote: Section;
  constructor(remote: Section, remoteVersion: string, hostVersion: string) {
    super(
      `Remote "${remote}" was built against bus contract ${remoteVersion}, ` +
        `but this shell speaks bus contract ${hostVersion}; refusing to mount it`,
    );
    this.name = 'ContractMismatchError';
    this.remote = remote;
  }
}
