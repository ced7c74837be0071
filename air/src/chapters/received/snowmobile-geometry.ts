// A snowmobile and the qamutik hitched behind it.
import { BoxGeometry, CylinderGeometry, Matrix4 } from 'three';
import { wobble, type FlatPart } from '@mission/chapter-kit/scene';

/**
 * A snowmobile, its nose towards -z: two skis turned up at the tips on their spindles, the red
 * hood and belly pan, a smoked windshield, handlebars with their grips, the long black seat
 * over the track in its tunnel, running boards; and a qamutik hitched behind, its two runners
 * and crossbars lashed, a tarp over the load.
 */
export function snowmobileParts(place: Matrix4): FlatPart[] {
  const red = '#b8282a';
  const black = '#1d1d1f';
  const at = (matrix: Matrix4) => place.clone().multiply(matrix);
  const move = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  const parts: FlatPart[] = [];
  for (const side of [-1, 1]) {
    // The ski, its tip turned up, and the spindle up to the hood.
    parts.push({
      geometry: new BoxGeometry(0.14, 0.04, 1.05).translate(0, 0.03, 0),
      color: black,
      matrix: at(move(side * 0.46, 0, -1.05)),
    });
    parts.push({
      geometry: new BoxGeometry(0.14, 0.04, 0.3).translate(0, 0, -0.15),
      color: black,
      matrix: at(move(side * 0.46, 0.05, -1.57).multiply(new Matrix4().makeRotationX(-0.7))),
    });
    parts.push({
      geometry: new BoxGeometry(0.06, 0.42, 0.06).translate(0, 0.21, 0),
      color: '#3a3c40',
      matrix: at(move(side * 0.42, 0.04, -1.0).multiply(new Matrix4().makeRotationZ(side * 0.35))),
    });
    // The running board along the tunnel.
    parts.push({ geometry: new BoxGeometry(0.2, 0.04, 1.3), color: '#2c2d31', matrix: at(move(side * 0.36, 0.2, 0.55)) });
    // The handlebar's grip.
    parts.push({
      geometry: new CylinderGeometry(0.03, 0.03, 0.14, 5).rotateZ(Math.PI / 2),
      color: black,
      matrix: at(move(side * 0.36, 1.02, -0.18)),
    });
  }
  // The belly pan and the hood, sloping down to the nose; a headlight in it.
  parts.push({ geometry: new BoxGeometry(0.86, 0.3, 1.2).translate(0, 0.3, -0.7), color: red, matrix: place });
  parts.push({
    geometry: new BoxGeometry(0.8, 0.3, 0.9).translate(0, 0.15, -0.45),
    color: red,
    matrix: at(move(0, 0.45, -0.65).multiply(new Matrix4().makeRotationX(-0.32))),
  });
  parts.push({ geometry: new BoxGeometry(0.3, 0.1, 0.04), color: '#f4ead0', matrix: at(move(0, 0.5, -1.3)) });
  // The windshield, smoked and leaning back, and the handlebars across under it.
  parts.push({
    geometry: new BoxGeometry(0.62, 0.34, 0.03).translate(0, 0.17, 0),
    color: '#3b4656',
    matrix: at(move(0, 0.76, -0.38).multiply(new Matrix4().makeRotationX(-0.55))),
  });
  parts.push({
    geometry: new CylinderGeometry(0.022, 0.022, 0.6, 5).rotateZ(Math.PI / 2),
    color: '#8d9296',
    matrix: at(move(0, 1.0, -0.18)),
  });
  parts.push({ geometry: new BoxGeometry(0.06, 0.3, 0.06).translate(0, 0.15, 0), color: '#3a3c40', matrix: at(move(0, 0.72, -0.22)) });
  // The tunnel over the track, the track's tread showing under it, the seat on top, the tail light.
  parts.push({ geometry: new BoxGeometry(0.54, 0.26, 1.7).translate(0, 0.3, 0.55), color: '#2a2a2c', matrix: place });
  for (let z = -0.2; z <= 1.35; z += 0.22)
    parts.push({ geometry: new BoxGeometry(0.5, 0.05, 0.1), color: '#121214', matrix: at(move(0, 0.03, z)) });
  parts.push({ geometry: new BoxGeometry(0.48, 0.18, 1.2).translate(0, 0.52, 0.45), color: black, matrix: place });
  parts.push({ geometry: new BoxGeometry(0.26, 0.06, 0.03), color: '#e2312a', matrix: at(move(0, 0.42, 1.41)) });
  // The qamutik: a hitch pole, two long wooden runners, crossbars lashed across, a tarp over the load.
  parts.push({ geometry: new BoxGeometry(0.05, 0.05, 1.3), color: '#3a3c40', matrix: at(move(0, 0.2, 2.05)) });
  for (const side of [-1, 1]) {
    parts.push({
      geometry: new BoxGeometry(0.08, 0.22, 3.4).translate(0, 0.11, 0),
      color: '#8a6a40',
      matrix: at(move(side * 0.5, 0, 4.3)),
    });
    parts.push({
      geometry: new BoxGeometry(0.08, 0.2, 0.3).translate(0, 0, -0.15),
      color: '#8a6a40',
      matrix: at(move(side * 0.5, 0.12, 2.62).multiply(new Matrix4().makeRotationX(-0.5))),
    });
  }
  for (let z = 2.9; z <= 5.8; z += 0.36)
    parts.push({ geometry: new BoxGeometry(1.16, 0.04, 0.14), color: '#b08a56', matrix: at(move(0, 0.24, z)) });
  parts.push({
    geometry: wobble(new BoxGeometry(0.9, 0.45, 1.6, 2, 1, 2), 0.05, 7).translate(0, 0.48, 0),
    color: '#2f5d8a',
    matrix: at(move(0, 0, 4.6)),
  });
  return parts;
}
