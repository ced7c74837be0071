// The Hercules's ramp: its deck and rollers, its yellow-and-black lip, side rails and the release marker's posts, drawn about its hinge so it can close.
import { BoxGeometry, CylinderGeometry, Matrix4 } from 'three';
import { mergeFlat, type FlatPart } from '@mission/chapter-kit/scene';
import { HOLD, MARKER_AT } from './airdrop-layout';
import { FIRST_ROLLER_Z, rampY, ROLLER_STEP } from './airdrop-hold-geometry';

/**
 * The ramp as it hangs open, sloping down to its lip, moved so its hinge is at the origin: the
 * scene stands it at HOLD.rampHinge and turns it up about x to close it.
 */
export function rampGeometry() {
  const parts: FlatPart[] = [];
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  const rampLength = Math.hypot(HOLD.rampHinge - HOLD.rampEnd, HOLD.rampDrop);
  const slope = new Matrix4().makeRotationX(-Math.atan2(HOLD.rampDrop, HOLD.rampHinge - HOLD.rampEnd));
  const rampMiddle = at(0, -HOLD.rampDrop / 2 - 0.08, (HOLD.rampHinge + HOLD.rampEnd) / 2);
  parts.push({ geometry: new BoxGeometry(3.2, 0.16, rampLength), color: '#4d5256', matrix: rampMiddle.clone().multiply(slope) });
  // The roller tracks' run down the ramp.
  for (const x of [-0.55, 0.55]) {
    for (let z = FIRST_ROLLER_Z; z < HOLD.rampHinge; z += ROLLER_STEP) {
      parts.push({
        geometry: new CylinderGeometry(0.05, 0.05, 0.34, 6).rotateZ(Math.PI / 2),
        color: '#8d9296',
        matrix: at(x, rampY(z) + 0.05, z),
      });
    }
  }
  for (let stripe = 0; stripe < 8; stripe += 1) {
    parts.push({
      geometry: new BoxGeometry(0.4, 0.02, 0.18),
      color: stripe % 2 ? '#1d1d1d' : '#e2b424',
      matrix: at(-1.4 + stripe * 0.4, -HOLD.rampDrop + 0.01, HOLD.rampEnd + 0.12),
    });
  }
  for (const side of [-1, 1]) {
    parts.push({
      geometry: new BoxGeometry(0.08, 0.08, rampLength),
      color: '#9aa0a4',
      matrix: at(side * 1.55, 0.55, 0)
        .premultiply(rampMiddle)
        .multiply(slope),
    });
  }
  // The release marker's two posts at the lip (the sight and its light are drawn glowing).
  for (const dx of [-0.32, 0.32]) {
    parts.push({
      geometry: new BoxGeometry(0.05, MARKER_AT[1] + HOLD.rampDrop + 0.3, 0.05).translate(0, (MARKER_AT[1] + HOLD.rampDrop + 0.3) / 2, 0),
      color: '#2c2f31',
      matrix: at(MARKER_AT[0] + dx, -HOLD.rampDrop, MARKER_AT[2]),
    });
  }
  return mergeFlat(parts).translate(0, 0, -HOLD.rampHinge);
}
