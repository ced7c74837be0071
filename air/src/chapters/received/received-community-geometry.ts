// The community: its houses on piles, the hall, the landed package and its canopy, the sled, the Twin Otter, the lamp posts; the lit windows.
import { BoxGeometry, CylinderGeometry, Matrix4, PlaneGeometry, Quaternion, SphereGeometry, Vector3 } from 'three';
import { type GroundPoint } from '@mission/chapter-kit';
import { mergeFlat, wobble, type FlatPart } from '@mission/chapter-kit/scene';
import { CRATE_AT, RECEIVED_HOTSPOTS } from './received-layout';
import { PLANE_AT, HOUSES, PILES, placed, SNOWMOBILE_AT, SNOWMOBILE_TURN, LAMPS } from './received-ground';
import { SNOW_WHITE } from './received-look';
import { snowmobileParts } from './snowmobile-geometry';

/** A thin bar between two points (a parachute line, a strut). */
function bar(from: Vector3, to: Vector3, thickness: number): { geometry: CylinderGeometry; matrix: Matrix4 } {
  const direction = to.clone().sub(from);
  const length = direction.length();
  const rotation = new Quaternion().setFromUnitVectors(new Vector3(0, 1, 0), direction.normalize());
  return {
    geometry: new CylinderGeometry(thickness, thickness, length, 4),
    matrix: new Matrix4().compose(from.clone().add(to).multiplyScalar(0.5), rotation, new Vector3(1, 1, 1)),
  };
}

/** Everything that stands still: houses, the hall, the landed package and its canopy, the trades, the sled, the Twin Otter, the lamp posts. */
export function communityGeometry() {
  const parts: FlatPart[] = [];
  for (const { at, turn, colour, wide } of HOUSES) {
    const width = wide ? 9 : 5;
    const depth = wide ? 6 : 4.2;
    const place = placed(at, turn);
    parts.push({ geometry: new BoxGeometry(width, 2.7, depth).translate(0, PILES + 1.35, 0), color: colour, matrix: place });
    // A snow-laden gable roof, piles under the floor, a dark door facing the street.
    const roof = new CylinderGeometry(depth * 0.62, depth * 0.62, width + 0.5, 3, 1)
      .rotateZ(Math.PI / 2)
      .rotateX(-Math.PI / 2)
      .scale(1, 0.55, 1);
    // Snow on the slopes; the gable ends (far along the ridge, in the house's own frame) in the house's colour.
    const along = (x: number, z: number) => Math.abs((x - at[0]) * Math.cos(turn) - (z - at[2]) * Math.sin(turn));
    parts.push({
      geometry: roof,
      color: (x, _y, z) => (along(x, z) > width / 4 ? colour : SNOW_WHITE),
      matrix: place.clone().multiply(new Matrix4().makeTranslation(0, PILES + 2.6 + depth * 0.15, 0)),
    });
    // The piles under the floor, a dark door facing the street and the steps up to it, the chimney.
    for (const px of [-0.45, 0, 0.45]) {
      for (const pz of [-0.4, 0.4])
        parts.push({
          geometry: new BoxGeometry(0.18, PILES, 0.18).translate(px * width, PILES / 2, pz * depth),
          color: '#3b332e',
          matrix: place,
        });
    }
    parts.push({
      geometry: new BoxGeometry(0.9, 1.8, 0.08).translate(width * 0.3, PILES + 0.9, depth / 2 + 0.02),
      color: '#3a2b24',
      matrix: place,
    });
    parts.push({
      geometry: new BoxGeometry(1.2, PILES, 0.8).translate(width * 0.3, PILES / 2, depth / 2 + 0.4),
      color: '#6b5a4a',
      matrix: place,
    });
    parts.push({
      geometry: new BoxGeometry(0.5, 1.2, 0.5).translate(-width * 0.3, PILES + 4.5, depth * 0.2),
      color: '#5a504a',
      matrix: place,
    });
    // Snow banked against the walls.
    parts.push({
      geometry: wobble(new BoxGeometry(width + 1.2, 0.6, depth + 1.2, 3, 1, 3), 0.3, 4).translate(0, 0.1, 0),
      color: SNOW_WHITE,
      matrix: place,
    });
  }
  // The landed package on its pallet, the canopy collapsed on the snow behind it, its lines.
  const [cx, , cz] = CRATE_AT;
  const crate = new Matrix4().makeTranslation(cx, 0, cz);
  parts.push({ geometry: new BoxGeometry(1.5, 0.14, 1.2).translate(0, 0.07, 0), color: '#8a6a40', matrix: crate });
  parts.push({ geometry: new BoxGeometry(1.3, 0.8, 1.0).translate(0, 0.54, 0), color: '#a4824f', matrix: crate });
  parts.push({ geometry: new BoxGeometry(1.34, 0.08, 1.04).translate(0, 0.5, 0), color: '#2d2d2a', matrix: crate });
  parts.push({ geometry: new BoxGeometry(0.08, 0.84, 1.04).translate(0.35, 0.54, 0), color: '#2d2d2a', matrix: crate });
  parts.push({ geometry: new BoxGeometry(0.08, 0.84, 1.04).translate(-0.35, 0.54, 0), color: '#2d2d2a', matrix: crate });
  const chute = wobble(new SphereGeometry(2.6, 12, 3, 0, Math.PI * 2, 0, Math.PI / 2), 0.35, 6).scale(1, 0.22, 0.75);
  const chuteAt = new Vector3(cx + 2.2, 0.05, cz - 3.4);
  parts.push({
    geometry: chute,
    color: (x, _y, z) =>
      Math.floor(((Math.atan2(z - chuteAt.z, x - chuteAt.x) + Math.PI) / (Math.PI * 2)) * 12) % 2 ? '#f2efe6' : '#f26a1b',
    matrix: new Matrix4().makeTranslation(chuteAt.x, chuteAt.y, chuteAt.z).multiply(new Matrix4().makeRotationY(0.5)),
  });
  for (const dx of [-0.5, 0.5])
    parts.push({
      ...bar(new Vector3(cx + dx, 0.85, cz - 0.4), new Vector3(chuteAt.x + dx * 2 - 0.8, 0.2, chuteAt.z + 1.2), 0.015),
      color: '#e9e2cf',
    });
  // The trades' gear: the supply technician's sled of boxes (the people are kit figures, CREW).
  const trade = (point: GroundPoint, outward: number) =>
    placed([point[0] * outward, 0, point[2] * outward], Math.atan2(-point[0], -point[2]));
  const sled = trade(RECEIVED_HOTSPOTS.supplyTechnician, 1.35);
  parts.push({ geometry: new BoxGeometry(1.1, 0.12, 2.6).translate(0, 0.3, 0), color: '#8a6a40', matrix: sled });
  for (const dx of [-0.5, 0.5])
    parts.push({ geometry: new BoxGeometry(0.08, 0.08, 2.9).translate(dx, 0.08, 0), color: '#3a2b24', matrix: sled });
  for (const dz of [-0.7, 0.1])
    parts.push({ geometry: new BoxGeometry(0.8, 0.5, 0.7).translate(0, 0.61, dz), color: dz < 0 ? '#a4824f' : '#56603f', matrix: sled });
  parts.push({
    geometry: new BoxGeometry(0.3, 0.4, 0.04).translate(0.3, 1.0, 0.3),
    color: '#d9d2c0',
    matrix: trade(RECEIVED_HOTSPOTS.logisticsOfficer, 1.1),
  });
  // The Twin Otter on skis: white with a red nose and tail, high wing, two engines.
  const plane = placed(PLANE_AT, 1.35);
  const on = (matrix: Matrix4) => plane.clone().multiply(matrix);
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  parts.push({ geometry: new BoxGeometry(1.6, 1.7, 10).translate(0, 1.75, 0), color: '#f1f1ec', matrix: plane });
  parts.push({ geometry: new BoxGeometry(1.3, 1.2, 1.6), color: '#c0342b', matrix: on(at(0, 1.65, -5.6)) });
  parts.push({ geometry: new BoxGeometry(1.2, 1.1, 3.4), color: '#f1f1ec', matrix: on(at(0, 2.0, 6.4)) });
  parts.push({ geometry: new BoxGeometry(0.14, 2.4, 2), color: '#c0342b', matrix: on(at(0, 3.6, 7.4)) });
  parts.push({ geometry: new BoxGeometry(5.6, 0.1, 1.4), color: '#f1f1ec', matrix: on(at(0, 2.6, 7.6)) });
  parts.push({ geometry: new BoxGeometry(19.8, 0.22, 2), color: '#f1f1ec', matrix: on(at(0, 2.75, -1.5)) });
  for (const side of [-1, 1]) {
    parts.push({
      geometry: new CylinderGeometry(0.45, 0.4, 2.6, 8).rotateX(Math.PI / 2),
      color: '#e9e9e4',
      matrix: on(at(side * 3, 2.45, -2.6)),
    });
    parts.push({ geometry: new BoxGeometry(0.12, 1.6, 0.08), color: '#2a2a2a', matrix: on(at(side * 3, 2.45, -3.95)) });
    const strut = bar(new Vector3(side * 0.8, 1.2, -1.5), new Vector3(side * 4.5, 2.65, -1.5), 0.05);
    parts.push({ geometry: strut.geometry, matrix: on(strut.matrix), color: '#9a9a96' });
    parts.push({ geometry: new BoxGeometry(0.35, 0.1, 3.2).translate(0, 0.1, 0), color: '#2a2f38', matrix: on(at(side * 1.3, 0, -1)) });
    parts.push({ geometry: new BoxGeometry(0.1, 0.9, 0.1), color: '#6b6b68', matrix: on(at(side * 1.1, 0.55, -1)) });
  }
  // A resident's snowmobile parked by the blue house, its qamutik (sled) hitched behind.
  parts.push(...snowmobileParts(placed(SNOWMOBILE_AT, SNOWMOBILE_TURN)));
  // Street lamps along the community's track.
  for (const lamp of LAMPS) {
    parts.push({ geometry: new CylinderGeometry(0.07, 0.09, 4.4, 5).translate(0, 2.2, 0), color: '#3d3a38', matrix: placed(lamp, 0) });
    parts.push({ geometry: new BoxGeometry(0.9, 0.08, 0.12).translate(0.35, 4.4, 0), color: '#3d3a38', matrix: placed(lamp, 0) });
  }
  return mergeFlat(parts);
}

/** Every lit window of the community: warm squares on the houses' fronts and sides. */
export function windowsGeometry() {
  const parts: FlatPart[] = [];
  for (const { at, turn, wide } of HOUSES) {
    const width = wide ? 9 : 5;
    const depth = wide ? 6 : 4.2;
    const place = placed(at, turn);
    for (const x of wide ? [-3, -1.2, 1.2] : [-1])
      parts.push({ geometry: new PlaneGeometry(0.9, 0.8).translate(x, PILES + 1.4, depth / 2 + 0.03), color: '#ffc56b', matrix: place });
    parts.push({
      geometry: new PlaneGeometry(0.8, 0.7).rotateY(Math.PI / 2).translate(width / 2 + 0.03, PILES + 1.4, 0),
      color: '#ffb552',
      matrix: place,
    });
  }
  return mergeFlat(parts);
}
