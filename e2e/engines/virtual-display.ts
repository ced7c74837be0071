import { spawn, type ChildProcess } from 'node:child_process';

/**
 * An X display of its own (Xvfb) for the engines that need a window: WebKitGTK's MiniBrowser
 * has no headless mode, and Firefox draws WebGL only in a window. `-displayfd` lets Xvfb pick a
 * free display number and tell it once it listens, so two runs never collide and nothing sleeps.
 */
export interface VirtualDisplay {
  display: string;
  close: () => Promise<void>;
}

export async function startVirtualDisplay(): Promise<VirtualDisplay> {
  const child: ChildProcess = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let said = '';
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdio[3]?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve(`:${said.trim()}`);
    });
    child.on('error', (error) => reject(new Error(`Xvfb did not start (apt-get install -y xvfb): ${error.message}`)));
    child.on('exit', (code) => reject(new Error(`Xvfb ended before it listened (exit ${code}): ${errors.trim()}`)));
  });
  return {
    display,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
