import { ndcToScreen } from './screen-projection';

describe('screen projection', () => {
  it('maps the centre and the corners of clip space to CSS pixels', () => {
    expect(ndcToScreen([0, 0, 0.5], 400, 800)).toEqual({ x: 200, y: 400, onScreen: true });
    expect(ndcToScreen([-1, 1, 0.5], 400, 800)).toMatchObject({ x: 0, y: 0, onScreen: true });
    expect(ndcToScreen([1, -1, 0.5], 400, 800)).toMatchObject({ x: 400, y: 800, onScreen: true });
  });

  it('a point behind the camera is never on screen', () => {
    expect(ndcToScreen([0, 0, 1.2], 400, 800).onScreen).toBe(false);
  });

  it('a point just outside counts only within the margin', () => {
    expect(ndcToScreen([1.1, 0, 0.5], 400, 800).onScreen).toBe(false);
    expect(ndcToScreen([1.1, 0, 0.5], 400, 800, 30).onScreen).toBe(true);
  });
});
