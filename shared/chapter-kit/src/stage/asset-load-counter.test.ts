import { AssetLoadCounter, canvasLoadPercent } from './asset-load-counter';
import type { SceneLoadAction } from '@mission/shared';

const PARTS = [
  { id: 'code', weight: 6 },
  { id: 'sounds', weight: 2 },
  { id: 'shaders', weight: 2 },
];

describe('asset load counter', () => {
  it('weights each part', () => {
    expect(canvasLoadPercent(PARTS, {})).toBe(0);
    expect(canvasLoadPercent(PARTS, { code: 1 })).toBe(60);
    expect(canvasLoadPercent(PARTS, { code: 1, sounds: 0.5 })).toBe(70);
    expect(canvasLoadPercent(PARTS, { code: 1, sounds: 1, shaders: 1 })).toBe(100);
  });

  it('clamps bad fractions and treats an empty plan as loaded', () => {
    expect(canvasLoadPercent(PARTS, { code: 7, sounds: -1, shaders: Number.NaN })).toBe(60);
    expect(canvasLoadPercent([], {})).toBe(100);
  });

  it('reports progress to the scene load store and completes once, when every part is whole', () => {
    const actions: SceneLoadAction[] = [];
    const counter = new AssetLoadCounter(PARTS, (action) => actions.push(action));
    counter.report('sounds', 1);
    counter.report('code', 0.5);
    counter.report('code', 0.25); // never backwards
    counter.report('code', 1);
    counter.report('shaders', 1);
    counter.report('shaders', 1);
    expect(actions).toEqual([
      { type: 'canvas-progress', percent: 20 },
      { type: 'canvas-progress', percent: 50 },
      { type: 'canvas-progress', percent: 80 },
      { type: 'canvas-progress', percent: 100 },
      { type: 'canvas-complete' },
    ]);
    expect(counter.percent).toBe(100);
  });

  it('warns about a part it does not know and ignores it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const actions: SceneLoadAction[] = [];
    new AssetLoadCounter(PARTS, (action) => actions.push(action)).report('textures', 1);
    expect(actions).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"textures"'));
    warn.mockRestore();
  });

  it('refuses a plan with a repeated part', () => {
    expect(() => new AssetLoadCounter([PARTS[0]!, PARTS[0]!], () => {})).toThrow(RangeError);
  });
});
