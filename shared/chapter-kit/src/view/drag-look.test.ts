import { approachLook, clampPitch, dragLook, isDrag, keyLook, MAX_LOOK_PITCH, smoothingFactor } from './drag-look';

const deg = (value: number) => (value * Math.PI) / 180;
const ahead = { yaw: 0, pitch: 0 };

describe('drag look', () => {
  it('a drag across the whole screen height turns by the vertical field of view', () => {
    expect(dragLook(ahead, 800, 0, 800, 60).yaw).toBeCloseTo(deg(60));
    expect(dragLook(ahead, -400, 0, 800, 60).yaw).toBeCloseTo(deg(-30));
  });

  it('dragging down looks up, and the pitch stops at the limit', () => {
    expect(dragLook(ahead, 0, 100, 800, 60).pitch).toBeCloseTo(deg(7.5));
    expect(dragLook(ahead, 0, 5000, 800, 60).pitch).toBe(MAX_LOOK_PITCH);
    expect(dragLook(ahead, 0, -5000, 800, 60).pitch).toBe(-MAX_LOOK_PITCH);
  });

  it('keeps the yaw in (-PI, PI] when turning round', () => {
    const turned = dragLook({ yaw: deg(170), pitch: 0 }, 160, 0, 800, 90);
    expect(turned.yaw).toBeCloseTo(deg(-172));
  });

  it('a zero-height viewport does not divide by zero', () => {
    expect(Number.isFinite(dragLook(ahead, 10, 10, 0, 60).yaw)).toBe(true);
  });

  it('tells a tap from a drag at 8 px', () => {
    expect(isDrag(3, 4)).toBe(false);
    expect(isDrag(6, 6)).toBe(true);
  });

  it('arrow keys turn by 15 degrees; other keys are not looking', () => {
    expect(keyLook(ahead, 'ArrowLeft')?.yaw).toBeCloseTo(deg(15));
    expect(keyLook(ahead, 'ArrowRight')?.yaw).toBeCloseTo(deg(-15));
    expect(keyLook(ahead, 'ArrowUp')?.pitch).toBeCloseTo(deg(15));
    expect(keyLook({ yaw: 0, pitch: MAX_LOOK_PITCH }, 'ArrowUp')?.pitch).toBe(MAX_LOOK_PITCH);
    expect(keyLook(ahead, 'Enter')).toBeNull();
  });

  it('clamps pitch both ways', () => {
    expect(clampPitch(deg(89))).toBe(MAX_LOOK_PITCH);
    expect(clampPitch(deg(-10))).toBeCloseTo(deg(-10));
  });
});

describe('smoothing', () => {
  it('closes half the gap per half-life, whatever the frame rate', () => {
    expect(smoothingFactor(0.1, 0.1)).toBeCloseTo(0.5);
    const twoSmallSteps = 1 - (1 - smoothingFactor(0.05, 0.1)) ** 2;
    expect(twoSmallSteps).toBeCloseTo(0.5);
  });

  it('no time, no move; no half-life, a jump', () => {
    expect(smoothingFactor(0, 0.1)).toBe(0);
    expect(smoothingFactor(0.016, 0)).toBe(1);
  });

  it('approaches across the seam behind the player', () => {
    const next = approachLook({ yaw: deg(170), pitch: 0 }, { yaw: deg(-170), pitch: deg(10) }, 0.5);
    expect(Math.abs(next.yaw)).toBeCloseTo(Math.PI);
    expect(next.pitch).toBeCloseTo(deg(5));
  });
});
