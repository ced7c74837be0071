import { ARRIVAL_PITCH, ARRIVAL_S, ARRIVAL_YAW } from './arrival-move';
import { LookState } from './look-state';

const deg = (value: number) => (value * Math.PI) / 180;
const upright = (alpha: number) => ({ alpha, beta: 90, gamma: 0, screenAngle: 0 });

function settle(look: LookState) {
  for (let i = 0; i < 200; i += 1) look.step(1 / 60);
  return look.view;
}

describe('look state', () => {
  it('starts in drag mode, looking where it was told', () => {
    const look = new LookState({ yaw: deg(20), pitch: 0 });
    expect(look.mode).toBe('drag');
    expect(settle(look).yaw).toBeCloseTo(deg(20));
  });

  it('a drag turns the view (drag right turns left), smoothly', () => {
    const look = new LookState();
    look.beginDrag();
    look.drag(400, 0, 800, 60);
    look.endDrag();
    const firstFrame = look.step(1 / 60);
    expect(firstFrame).toBeDefined();
    expect(look.view.yaw).toBeGreaterThan(0);
    expect(look.view.yaw).toBeLessThan(deg(30));
    expect(settle(look).yaw).toBeCloseTo(deg(30));
  });

  it('ignores the phone until orientation is allowed', () => {
    const look = new LookState();
    look.deviceAngles(upright(90));
    expect(look.mode).toBe('drag');
    expect(settle(look).yaw).toBeCloseTo(0);
  });

  it('the first phone reading keeps the current view, then the phone turns it', () => {
    const look = new LookState({ yaw: deg(10), pitch: 0 });
    look.setOrientationAllowed(true);
    look.deviceAngles(upright(200));
    expect(look.mode).toBe('orientation');
    expect(settle(look).yaw).toBeCloseTo(deg(10));
    look.deviceAngles(upright(230));
    expect(settle(look).yaw).toBeCloseTo(deg(40));
  });

  it('in orientation mode a drag turns the heading', () => {
    const look = new LookState();
    look.setOrientationAllowed(true);
    look.deviceAngles(upright(0));
    look.beginDrag();
    look.drag(-400, 0, 800, 60);
    expect(settle(look).yaw).toBeCloseTo(deg(-30));
  });

  it('withdrawn orientation falls back to drag without a jump', () => {
    const look = new LookState();
    look.setOrientationAllowed(true);
    look.deviceAngles(upright(0));
    look.deviceAngles(upright(50));
    const before = settle(look).yaw;
    look.setOrientationAllowed(false);
    expect(look.mode).toBe('drag');
    expect(settle(look).yaw).toBeCloseTo(before);
  });

  it('arrow keys and turnTo work in both modes', () => {
    const look = new LookState();
    expect(look.key('ArrowLeft')).toBe(true);
    expect(look.key('a')).toBe(false);
    expect(settle(look).yaw).toBeCloseTo(deg(15));
    look.turnTo(deg(-120));
    expect(settle(look).yaw).toBeCloseTo(deg(-120));

    look.setOrientationAllowed(true);
    look.deviceAngles(upright(0));
    look.turnTo(deg(100));
    expect(settle(look).yaw).toBeCloseTo(deg(100));
    look.key('ArrowRight');
    expect(settle(look).yaw).toBeCloseTo(deg(85));
  });

  it('with reduced motion, a turn the kit makes cuts in one frame; without, it sweeps', () => {
    const sweeping = new LookState();
    sweeping.turnTo(deg(-120));
    sweeping.step(1 / 60);
    expect(sweeping.view.yaw).toBeGreaterThan(deg(-60));
    const calm = new LookState();
    calm.setCalm(true);
    calm.turnTo(deg(-120));
    calm.step(1 / 60);
    expect(calm.view.yaw).toBeCloseTo(deg(-120));
  });

  it('arrives: starts above and beside the opening look and lands on it in 1.4 s', () => {
    const look = new LookState({ yaw: deg(30), pitch: deg(-5) });
    look.arrive();
    look.step(0);
    expect(look.view.yaw).toBeCloseTo(deg(30) + ARRIVAL_YAW);
    expect(look.view.pitch).toBeCloseTo(deg(-5) + ARRIVAL_PITCH);
    look.step(ARRIVAL_S / 2);
    expect(look.view.pitch).toBeCloseTo(deg(-5) + ARRIVAL_PITCH / 2);
    expect(look.isArriving).toBe(true);
    look.step(ARRIVAL_S / 2);
    expect(look.isArriving).toBe(false);
    expect(look.view.yaw).toBeCloseTo(deg(30));
    expect(look.view.pitch).toBeCloseTo(deg(-5));
  });

  it('a drag during the arrival takes over at once, from the view the visitor sees', () => {
    const look = new LookState();
    look.arrive();
    look.step(0.2);
    const seen = { ...look.view };
    expect(seen.pitch).toBeGreaterThan(0);
    look.beginDrag();
    expect(look.isArriving).toBe(false);
    // 100 px of a 500 px viewport at a 50 degree field: 10 degrees, all of it from where the view was.
    look.drag(100, 0, 500, 50);
    look.endDrag();
    const settled = settle(look);
    expect(settled.yaw).toBeCloseTo(seen.yaw + deg(10));
    expect(settled.pitch).toBeCloseTo(seen.pitch);
  });

  it('an arrow key during the arrival turns from the view the visitor sees', () => {
    const look = new LookState();
    look.arrive();
    look.step(0.2);
    const seen = { ...look.view };
    look.key('ArrowLeft');
    expect(look.isArriving).toBe(false);
    expect(settle(look).pitch).toBeCloseTo(seen.pitch);
  });

  it('does not arrive under reduced motion: the first frame is the opening look', () => {
    const look = new LookState({ yaw: deg(10), pitch: 0 });
    look.setCalm(true);
    look.arrive();
    look.step(0);
    expect(look.isArriving).toBe(false);
    expect(look.view.yaw).toBeCloseTo(deg(10));
    expect(look.view.pitch).toBeCloseTo(0);
  });
});
