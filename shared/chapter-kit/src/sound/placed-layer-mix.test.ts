import { polar } from '../view/polar';
import { yawTowards } from '../view/compass-bearing';
import { PLACED_MAX_PAN, placedLayerMix } from './placed-layer-mix';

const deg = (degrees: number) => (degrees * Math.PI) / 180;
const dB = (volume: number) => 20 * Math.log10(volume);

describe('placedLayerMix', () => {
  it('centres a source the view faces, at its full volume', () => {
    expect(placedLayerMix({ id: 'fire', fromDeg: 40 }, deg(40))).toEqual({ pan: 0, volume: 1 });
    expect(placedLayerMix({ id: 'fire', fromDeg: 40, volume: 0.6 }, deg(40)).volume).toBeCloseTo(0.6);
  });

  it('pans a source on the left (positive yaw, as polar) to the left, and one on the right to the right', () => {
    const left = placedLayerMix({ id: 'river', fromDeg: 90 }, 0);
    const right = placedLayerMix({ id: 'river', fromDeg: -90 }, 0);
    expect(left.pan).toBeCloseTo(-PLACED_MAX_PAN);
    expect(right.pan).toBeCloseTo(PLACED_MAX_PAN);
    // Half the way to behind: half the behind loss.
    expect(dB(left.volume)).toBeCloseTo(-3);
  });

  it('agrees with where polar puts the thing and where the look controller faces it', () => {
    const place = polar(-120, 20);
    const mix = placedLayerMix({ id: 'engine', fromDeg: -120 }, yawTowards(place));
    expect(mix.pan).toBeCloseTo(0, 9);
    expect(mix.volume).toBeCloseTo(1, 9);
  });

  it('puts a source behind the listener in the middle, 6 dB down unless told', () => {
    const behind = placedLayerMix({ id: 'ramp', fromDeg: 180 }, 0);
    expect(Math.abs(behind.pan)).toBeLessThan(1e-9);
    expect(dB(behind.volume)).toBeCloseTo(-6);
    expect(dB(placedLayerMix({ id: 'ramp', fromDeg: 180, behindDb: -10 }, 0).volume)).toBeCloseTo(-10);
  });

  it('follows the view: turning towards the source raises it and brings it to the middle', () => {
    const far = placedLayerMix({ id: 'hull', fromDeg: 100 }, deg(-40));
    const near = placedLayerMix({ id: 'hull', fromDeg: 100 }, deg(60));
    expect(near.volume).toBeGreaterThan(far.volume);
    expect(Math.abs(near.pan)).toBeLessThan(Math.abs(far.pan));
  });

  it('wraps round: 350 degrees is 10 to the right', () => {
    const mix = placedLayerMix({ id: 'x', fromDeg: 350 }, 0);
    expect(mix.pan).toBeCloseTo(Math.sin(deg(10)) * PLACED_MAX_PAN);
  });

  it('pans and dims a wide source less, and one all round not at all', () => {
    const point = placedLayerMix({ id: 'river', fromDeg: 90 }, 0);
    const wide = placedLayerMix({ id: 'river', fromDeg: 90, widthDeg: 180 }, 0);
    expect(Math.abs(wide.pan)).toBeCloseTo(Math.abs(point.pan) / 2);
    expect(wide.volume).toBeGreaterThan(point.volume);
    expect(placedLayerMix({ id: 'river', fromDeg: 180, widthDeg: 360 }, 0)).toEqual({ pan: 0, volume: 1 });
  });

  it('keeps the volume in 0..1 whatever the declaration says', () => {
    expect(placedLayerMix({ id: 'x', fromDeg: 0, volume: 4 }, 0).volume).toBe(1);
    expect(placedLayerMix({ id: 'x', fromDeg: 0, behindDb: 12 }, deg(180)).volume).toBe(1);
  });
});
