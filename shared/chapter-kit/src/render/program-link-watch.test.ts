import { ProgramLinkWatch } from './program-link-watch';

const LINK_STATUS = 0x8b82;

interface FakeProgram {
  name: string;
  program: { linked: boolean; log: string };
  vertexShader: { log: string };
  fragmentShader: { log: string };
}

function fakeProgram(name: string, linked: boolean, logs: { program?: string; vertex?: string; fragment?: string } = {}): FakeProgram {
  return {
    name,
    program: { linked, log: logs.program ?? '' },
    vertexShader: { log: logs.vertex ?? '' },
    fragmentShader: { log: logs.fragment ?? '' },
  };
}

/** A renderer whose context answers from the fake programs, counting what it is asked. */
function fakeRenderer(programs: FakeProgram[] | null) {
  const asked: string[] = [];
  const context = {
    LINK_STATUS,
    getProgramParameter: (program: FakeProgram['program'], parameter: number) => {
      asked.push(`status ${parameter === LINK_STATUS ? 'link' : parameter}`);
      return program.linked;
    },
    getProgramInfoLog: (program: FakeProgram['program']) => {
      asked.push('program log');
      return program.log;
    },
    getShaderInfoLog: (shader: { log: string }) => {
      asked.push('shader log');
      return shader.log;
    },
  };
  return { gl: { info: { programs }, getContext: () => context }, asked };
}

describe('ProgramLinkWatch', () => {
  it('asks only the link status of programs that linked, and nothing of them again', () => {
    const programs = [fakeProgram('MeshStandardMaterial', true), fakeProgram('OutputShader', true)];
    const { gl, asked } = fakeRenderer(programs);
    const watch = new ProgramLinkWatch(gl as never);
    expect(watch.nextFailure()).toBeNull();
    expect(asked).toEqual(['status link', 'status link']);
    expect(watch.nextFailure()).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it('names a program that did not link, with its logs, once', () => {
    const programs = [
      fakeProgram('MeshBasicMaterial', true),
      fakeProgram('Flames', false, { fragment: "  ERROR: 0:12: 'glow' : undeclared identifier\n" }),
    ];
    const { gl } = fakeRenderer(programs);
    const watch = new ProgramLinkWatch(gl as never);
    expect(watch.nextFailure()).toEqual({ name: 'Flames', log: "ERROR: 0:12: 'glow' : undeclared identifier" });
    expect(watch.nextFailure()).toBeNull();
  });

  it('looks at programs built after the last call, and at the rest after a failure', () => {
    const programs = [fakeProgram('Sky', false), fakeProgram('Water', false, { program: 'link error' })];
    const { gl } = fakeRenderer(programs);
    const watch = new ProgramLinkWatch(gl as never);
    expect(watch.nextFailure()?.name).toBe('Sky');
    expect(watch.nextFailure()).toEqual({ name: 'Water', log: 'link error' });
    programs.push(fakeProgram('Bloom', false));
    expect(watch.nextFailure()?.name).toBe('Bloom');
  });

  it('finds nothing before the renderer has built any program', () => {
    const { gl, asked } = fakeRenderer(null);
    expect(new ProgramLinkWatch(gl as never).nextFailure()).toBeNull();
    expect(asked).toEqual([]);
  });
});
