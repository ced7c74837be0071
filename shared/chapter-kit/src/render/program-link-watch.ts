import type { WebGLRenderer } from 'three';

type WatchedRenderer = Pick<WebGLRenderer, 'info' | 'getContext'>;

/** What the GPU said of a program that did not link. */
export interface LinkFailure {
  name: string;
  log: string;
}

/**
 * Finds a shader program of the renderer that did not link, in place of three's own check
 * (`debug.checkShaderErrors`, which the canvas turns off). three's check reads the program's
 * log and both shaders' logs at each program's first draw: three round trips to the GPU
 * process, each waiting for every upload issued before it, about 65 ms of the shader warm-up
 * on `npm run bench`'s slow phone; three itself advises turning it off in production. This
 * asks only the link status, which the browser already holds once three has read the program's
 * uniforms, and reads the logs only for a program that failed.
 */
export class ProgramLinkWatch {
  private readonly checked = new WeakSet<object>();

  constructor(private readonly gl: WatchedRenderer) {}

  /** The first program built since the last call that did not link, if any; each program is looked at once. */
  nextFailure(): LinkFailure | null {
    const programs = this.gl.info.programs;
    if (!programs) return null;
    const context = this.gl.getContext();
    for (const built of programs) {
      if (this.checked.has(built)) continue;
      this.checked.add(built);
      const program = built.program as WebGLProgram;
      if (context.getProgramParameter(program, context.LINK_STATUS) !== false) continue;
      const logs = [
        context.getProgramInfoLog(program),
        context.getShaderInfoLog(built.vertexShader),
        context.getShaderInfoLog(built.fragmentShader),
      ];
      return {
        name: built.name,
        log: logs
          .map((log) => log?.trim())
          .filter(Boolean)
          .join('\n'),
      };
    }
    return null;
  }
}
