import { ChapterRuntime, type ProjectPoint } from './chapter-runtime';

const targets = [
  { id: 'fire-1', interaction: { kind: 'hold', holdSeconds: 1, regrowPerSecond: 0 } },
  { id: 'fire-2', interaction: { kind: 'hold', holdSeconds: 1, regrowPerSecond: 0 } },
] as const;

/** A fake camera looking down -z: x and y straight through, points behind (z > 0) beyond the far plane. */
const project: ProjectPoint = ([x, y, z]) => [x / 10, y / 10, z > 0 ? 2 : 0.5];

describe('chapter runtime', () => {
  it('pins controls over their points, hides those off screen, and writes target progress', () => {
    const runtime = new ChapterRuntime(targets);
    const ahead = document.createElement('button');
    const behind = document.createElement('button');
    runtime.pin('target:fire-1', [0, 0, -10])(ahead);
    runtime.pin('hotspot:medic', [0, 0, 10])(behind);
    runtime.board.setEnabled(true);
    runtime.board.press('fire-1');
    runtime.advance(0.05);
    runtime.updateHud(project, 400, 800);
    expect(ahead.style.transform).toBe('translate3d(200.0px, 400.0px, 0)');
    expect(ahead.dataset.onScreen).toBe('true');
    expect(ahead.style.getPropertyValue('--progress')).toBe('0.050');
    expect(behind.dataset.onScreen).toBe('false');
  });

  it('sizes a hotspot marker between 44 and 72 px and lifts it over what it marks (view/marker-size.ts)', () => {
    const runtime = new ChapterRuntime(targets);
    const far = document.createElement('button');
    const near = document.createElement('button');
    runtime.pin('hotspot:far', [0, 0, -10])(far);
    runtime.pin('hotspot:near', [0, 0, -2])(near);
    // The fake camera: a metre up is 0.1 of NDC, 40 px on an 800 px tall screen; the near one is given 10x that.
    const perspective: ProjectPoint = ([x, y, z]) => (z === -2 ? [x, y, 0.5] : [x / 10, y / 10, 0.5]);
    runtime.updateHud(perspective, 400, 800);
    expect(far.style.getPropertyValue('--marker-size')).toBe('44px');
    expect(far.style.transform).toBe('translate3d(200.0px, 378.0px, 0)');
    expect(near.style.getPropertyValue('--marker-size')).toBe('72px');
    expect(near.style.transform).toBe('translate3d(200.0px, 260.0px, 0)');
  });

  it('forgets a pin whose element went away', () => {
    const runtime = new ChapterRuntime(targets);
    const button = document.createElement('button');
    const ref = runtime.pin('hotspot:a', [0, 0, -5]);
    ref(button);
    ref(null);
    runtime.updateHud(project, 400, 800);
    expect(button.style.transform).toBe('');
  });

  it('reports finished hold targets once and turns the compass towards what is left', () => {
    const runtime = new ChapterRuntime(targets);
    const finished: string[][] = [];
    runtime.onTargetsFinished((ids) => finished.push(ids));
    runtime.board.setEnabled(true);
    runtime.board.press('fire-2');
    for (let i = 0; i < 12; i += 1) runtime.advance(0.1);
    expect(finished).toEqual([['fire-2']]);

    const dial = document.createElement('div');
    const needle = document.createElement('span');
    const text = document.createElement('p');
    dial.append(needle);
    runtime.attachCompass(needle, text);
    runtime.setDirectionWords((direction) => `go ${direction}`);
    runtime.setCompassTargets([{ id: 'right', position: [10, 0, 0] }]);
    runtime.updateHud(project, 400, 800);
    expect(needle.style.transform).toBe('rotate(90.0deg)');
    expect(text.textContent).toBe('go right');
    expect(dial.dataset.direction).toBe('right');

    runtime.setCompassTargets([]);
    runtime.updateHud(project, 400, 800);
    expect(text.textContent).toBe('');
  });

  it('notes the view yaw and look mode on the stage', () => {
    const runtime = new ChapterRuntime(targets, Math.PI / 4);
    const stage = document.createElement('div');
    runtime.attachStage(stage);
    for (let i = 0; i < 100; i += 1) runtime.advance(1 / 60);
    runtime.updateHud(project, 400, 800);
    expect(stage.dataset.viewYaw).toBe('45');
    expect(stage.dataset.lookMode).toBe('drag');
  });

  it('keeps the render-active and disposing flags', () => {
    const runtime = new ChapterRuntime(targets);
    expect(runtime.renderActive).toBe(false);
    runtime.setRenderActive(true);
    expect(runtime.renderActive).toBe(true);
    runtime.markDisposing();
    expect(runtime.disposing).toBe(true);
  });

  it('marks an aim target aligned once the view has turned to face it, and says so once per change', () => {
    const runtime = new ChapterRuntime([{ id: 'bearing-1', interaction: { kind: 'aim', toleranceDeg: 10 }, position: [-10, 0, 0] }]);
    const button = document.createElement('button');
    runtime.pin('target:bearing-1', [-10, 0, 0])(button);
    const changes: [string, boolean][] = [];
    runtime.onAlignmentChanged((id, aligned) => changes.push([id, aligned]));
    runtime.advance(0.05);
    runtime.updateHud(project, 400, 800);
    expect(button.dataset.aligned).toBe('false');
    runtime.look.turnTo(Math.PI / 2);
    for (let i = 0; i < 60; i += 1) {
      runtime.advance(0.05);
      runtime.updateHud(project, 400, 800);
    }
    expect(runtime.board.get('bearing-1')?.aligned).toBe(true);
    expect(button.dataset.aligned).toBe('true');
    expect(changes).toEqual([
      ['bearing-1', false],
      ['bearing-1', true],
    ]);
  });

  it('judges a timed press against the frame on screen when the finger landed', () => {
    // Lined up for the first second of every three; one frame every 250 ms of page time.
    const runtime = new ChapterRuntime([{ id: 'drop', interaction: { kind: 'timed', periodSeconds: 3, windowSeconds: 1 } }]);
    runtime.board.setEnabled(true);
    for (let frame = 1; frame <= 3; frame += 1) runtime.advance(0.25, 1000 + frame * 250);
    const landedMs = 1800; // the frame at 1750 ms showed 0.75 s: lined up
    for (let frame = 4; frame <= 6; frame += 1) runtime.advance(0.25, 1000 + frame * 250);
    // The click is handled at 1.5 s of board time, after the window closed.
    expect(runtime.board.linedUp('drop')).toBe(false);
    expect(runtime.tapTarget('drop', false)).toBe('missed');
    expect(runtime.tapTarget('drop', false, landedMs)).toBe('done');
  });

  it('judges a press from before any frame it knows, or with no landing time, by the present', () => {
    const runtime = new ChapterRuntime([{ id: 'drop', interaction: { kind: 'timed', periodSeconds: 3, windowSeconds: 1 } }]);
    runtime.board.setEnabled(true);
    for (let frame = 1; frame <= 6; frame += 1) runtime.advance(0.25, 1000 + frame * 250);
    expect(runtime.tapTarget('drop', false, 900)).toBe('missed');
    // On to 3.1 s, lined up again, without noting the frames.
    for (let frame = 7; frame <= 12; frame += 1) runtime.advance(0.25);
    runtime.advance(0.1);
    expect(runtime.tapTarget('drop', false)).toBe('done');
  });

  it('faces a focused point: turned to its bearing and tilted down to it from the eye', () => {
    const runtime = new ChapterRuntime([], 0, 'any', 1.7);
    // 8 m to the left, 4.3 m below the eye (a person in the water below the rail).
    runtime.faceTowards([-8, -2.6, 0]);
    for (let i = 0; i < 80; i += 1) runtime.advance(0.05);
    expect(runtime.look.view.yaw).toBeCloseTo(Math.PI / 2, 2);
    expect(runtime.look.view.pitch).toBeCloseTo(Math.atan2(-4.3, 8), 2);
  });
});

describe('when Level 2 begins (docs/game-design.md "Composition and guidance")', () => {
  it('a view turned by a finger eases to the first target', () => {
    const runtime = new ChapterRuntime(targets);
    expect(runtime.guideTowards([-10, 1.7, 0])).toBe('turned');
    for (let frame = 0; frame < 80; frame += 1) runtime.advance(0.05);
    expect(runtime.look.view.yaw).toBeCloseTo(Math.PI / 2, 2);
  });

  it('a view turned by the phone is left alone: the edge arrow points to the target until it is on screen', () => {
    const runtime = new ChapterRuntime(targets);
    runtime.look.setOrientationAllowed(true);
    runtime.look.deviceAngles({ alpha: 0, beta: 90, gamma: 0, screenAngle: 0 });
    const arrow = document.createElement('div');
    runtime.attachEdgeArrow(arrow);
    const yawBefore = runtime.look.view.yaw;
    // To the player's left (positive yaw), behind the fake camera: off screen.
    expect(runtime.guideTowards([-10, 0, 10])).toBe('arrow');
    runtime.advance(0.05);
    runtime.updateHud(project, 400, 800);
    expect(arrow.dataset.side).toBe('left');
    expect(runtime.look.view.yaw).toBeCloseTo(yawBefore, 5);
    // Once it is seen, the arrow goes and stays gone.
    runtime.updateHud(() => [0, 0, 0.5], 400, 800);
    expect(arrow.dataset.side).toBe('');
    runtime.updateHud(project, 400, 800);
    expect(arrow.dataset.side).toBe('');
  });
});
