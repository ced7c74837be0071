import { relativeBearing } from '../view/compass-bearing';

/**
 * A bed layer that comes from one side of the scene (docs/decisions.md "Placed sound beds"):
 * the fire line, the river, the open ramp. Its yaw uses the kit's ground-plane convention
 * (view/compass-bearing.ts, `polar`): 0 ahead down -Z, positive to the left.
 */
export interface PlacedLayer {
  /** A looping sound of a set the chapter loads (defineBranch checks it). */
  id: string;
  /** Where it comes from, in degrees (as `polar`'s yaw). */
  fromDeg: number;
  /** Its loudest level, faced (0..1); 1 unless given. */
  volume?: number;
  /** How much quieter it is behind the listener, in dB; PLACED_BEHIND_DB unless given. */
  behindDb?: number;
  /**
   * How wide the source is, in degrees (0 a point, 360 all round): a wide source pans less,
   * as a river along the whole bank does. 0 unless given.
   */
  widthDeg?: number;
}

/** A source straight behind the listener is this much quieter than faced (about half as loud). */
export const PLACED_BEHIND_DB = -6;
/** The furthest a point source is panned: never hard left or right, which sounds like one ear in headphones. */
export const PLACED_MAX_PAN = 0.8;

export interface LayerMix {
  /** -1 (left) to 1 (right). */
  pan: number;
  /** 0..1 */
  volume: number;
}

/**
 * Where a placed layer sits in the stereo mix when the view looks at `viewYaw` (radians, as the
 * look controller's): faced, centred and at its volume; to the left or right, panned there
 * (by the sine of the turn) and a little quieter; behind, centred again and `behindDb` down,
 * since stereo cannot put a sound behind and a quieter one reads as further away.
 */
export function placedLayerMix(layer: PlacedLayer, viewYaw: number): LayerMix {
  const bearing = relativeBearing((layer.fromDeg * Math.PI) / 180, viewYaw);
  const width = Math.min(360, Math.max(0, layer.widthDeg ?? 0));
  const depth = PLACED_MAX_PAN * (1 - width / 360);
  // A positive bearing is to the left: a negative pan.
  const pan = -Math.sin(bearing) * depth;
  const behindDb = Math.min(0, layer.behindDb ?? PLACED_BEHIND_DB) * (1 - width / 360);
  const gainDb = (behindDb * (1 - Math.cos(bearing))) / 2;
  const volume = Math.min(1, Math.max(0, layer.volume ?? 1)) * 10 ** (gainDb / 20);
  return { pan: pan === 0 ? 0 : pan, volume };
}
