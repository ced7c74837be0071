// The Mudslide's props: the debris (boulder, logs, car), the road's markings, the machines, the survey tripod and the checkpoint.
import { BoxGeometry, ConeGeometry, CylinderGeometry, IcosahedronGeometry, Matrix4 } from 'three';
import { mergeFlat, propPlacer, wobble, type FlatPart } from '@mission/chapter-kit/scene';
import { slideDepth } from './slide-shape';
import { ROAD_HALF_WIDTH, roadCentre, mountainHeight } from './mudslide-ground';
import { ARMY_GREEN, ARMY_GREEN_DARK } from './mudslide-look';

export function boulderGeometry() {
  return mergeFlat([
    { geometry: wobble(new IcosahedronGeometry(1.3, 1), 0.5, 8).scale(1.1, 0.85, 1), color: (_x, y) => (y > 0.3 ? '#8b8780' : '#6f6a62') },
  ]);
}

export function logsGeometry() {
  const parts = [0, 1, 2, 3].map((index) => ({
    geometry: new CylinderGeometry(0.28, 0.32, 5.2, 7).rotateZ(Math.PI / 2).rotateY(0.25 * (index - 1.5)),
    color: index % 2 ? '#5e4531' : '#6d5039',
    matrix: new Matrix4().makeTranslation(0, 0.3 + (index > 1 ? 0.5 : 0), (index % 2) * 0.6 - 0.3),
  }));
  return mergeFlat([
    ...parts,
    { geometry: new ConeGeometry(0.9, 1.6, 5).rotateZ(-Math.PI / 2), color: '#3a5530', matrix: new Matrix4().makeTranslation(2.9, 0.6, 0) },
  ]);
}

/** The road's paint: a dashed yellow centre line and white edge lines, gone under the mud where the slide lies. */
export function roadMarkingsGeometry() {
  const parts: FlatPart[] = [];
  for (let z = 12; z > -90; z -= 2) {
    const heading = Math.atan(Math.cos(z * 0.035) * 6 * 0.035);
    for (const [offset, colour, every] of [
      [0, '#d8c25a', 2],
      [-ROAD_HALF_WIDTH + 0.25, '#d9d7cc', 1],
      [ROAD_HALF_WIDTH - 0.25, '#d9d7cc', 1],
    ] as const) {
      if (every === 2 && Math.round(z / 2) % 2 !== 0) continue;
      if (slideDepth(offset, z) > 0.03 || slideDepth(offset, z - 2) > 0.03) continue;
      const x = roadCentre(z) + offset;
      parts.push({
        geometry: new BoxGeometry(0.14, 0.02, every === 2 ? 1.6 : 2.02),
        color: colour,
        matrix: new Matrix4().makeRotationY(heading).setPosition(x, mountainHeight(x, z) + 0.03, z - 1),
      });
    }
  }
  return mergeFlat(parts);
}

/** A hatchback the slide caught: tipped in the mud, mud up its doors. */
export function carGeometry() {
  const tilt = (x: number, y: number, z: number) => new Matrix4().makeRotationZ(0.1).setPosition(x, y, z);
  const wheel = () => new CylinderGeometry(0.38, 0.38, 0.3, 8).rotateX(Math.PI / 2);
  // The cabin's windows slope in at the front and back, as a car's do.
  const cabin = new CylinderGeometry(0.78, 1.1, 0.7, 4, 1).rotateY(Math.PI / 4).scale(1.45, 1, 0.8);
  return mergeFlat([
    { geometry: new BoxGeometry(4, 0.8, 1.8), color: (_x, y) => (y < 0.72 ? '#5a4632' : '#2f5a86'), matrix: tilt(0, 0.7, 0) },
    { geometry: cabin, color: '#9ab0ba', matrix: tilt(-0.25, 1.45, 0) },
    { geometry: new BoxGeometry(1.5, 0.08, 1.2), color: '#2f5a86', matrix: tilt(-0.28, 1.81, 0) },
    { geometry: wheel(), color: '#1d1d1d', matrix: tilt(1.3, 0.38, 0.85) },
    { geometry: wheel(), color: '#1d1d1d', matrix: tilt(-1.3, 0.38, 0.85) },
    { geometry: wheel(), color: '#1d1d1d', matrix: tilt(1.3, 0.38, -0.85) },
    { geometry: wheel(), color: '#1d1d1d', matrix: tilt(-1.3, 0.38, -0.85) },
  ]);
}

/** The engineers' bulldozer, in the Army's green: tracks, engine deck, open cab with its roll cage, the blade. */
export function bulldozerGeometry(at: readonly [number, number, number]) {
  const place = propPlacer(at, 1.18);
  return mergeFlat([
    { geometry: new BoxGeometry(3.4, 0.9, 0.8), color: '#232323', matrix: place(0, 0.45, 1.15) },
    { geometry: new BoxGeometry(3.4, 0.9, 0.8), color: '#232323', matrix: place(0, 0.45, -1.15) },
    { geometry: new BoxGeometry(2.8, 1.1, 1.8), color: ARMY_GREEN, matrix: place(0.3, 1.35, 0) },
    { geometry: new BoxGeometry(1.4, 0.2, 1.9), color: ARMY_GREEN_DARK, matrix: place(-0.7, 3.05, 0) },
    { geometry: new BoxGeometry(1.3, 1.1, 1.6), color: '#7d9099', matrix: place(-0.7, 2.4, 0) },
    { geometry: new BoxGeometry(0.35, 1.4, 3.4), color: ARMY_GREEN_DARK, matrix: place(2.15, 0.8, 0) },
    { geometry: new BoxGeometry(1.2, 0.15, 0.15), color: '#2f3327', matrix: place(1.4, 1.1, 0.7) },
    { geometry: new BoxGeometry(1.2, 0.15, 0.15), color: '#2f3327', matrix: place(1.4, 1.1, -0.7) },
    { geometry: new CylinderGeometry(0.08, 0.08, 1, 5), color: '#333333', matrix: place(0.9, 2.3, 0.5) },
  ]);
}

/** A tracked excavator in Army green: tracks, turning house, cab on the left, boom and stick reaching forward (+z) with the bucket down in the mud. */
export function excavatorGeometry() {
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  const parts: FlatPart[] = [
    { geometry: new BoxGeometry(0.75, 0.9, 4), color: '#232323', matrix: at(1.2, 0.45, 0) },
    { geometry: new BoxGeometry(0.75, 0.9, 4), color: '#232323', matrix: at(-1.2, 0.45, 0) },
    { geometry: new BoxGeometry(2.9, 1.1, 3.2), color: ARMY_GREEN, matrix: at(0, 1.5, -0.4) },
    { geometry: new BoxGeometry(1.1, 1.5, 1.4), color: ARMY_GREEN, matrix: at(-0.85, 2.75, 0.5) },
    { geometry: new BoxGeometry(1.12, 0.9, 1.42), color: '#7d9099', matrix: at(-0.85, 2.95, 0.5) },
    { geometry: new BoxGeometry(2.6, 0.8, 0.6), color: ARMY_GREEN_DARK, matrix: at(0, 1.9, -2.1) },
    // Boom up and out, stick down, bucket.
    { geometry: new BoxGeometry(0.45, 0.6, 4.6).rotateX(-0.55), color: ARMY_GREEN_DARK, matrix: at(0.45, 3.4, 2.4) },
    { geometry: new BoxGeometry(0.35, 3.6, 0.45).rotateX(-0.35), color: ARMY_GREEN_DARK, matrix: at(0.45, 3.2, 5.0) },
    { geometry: new BoxGeometry(1.1, 0.8, 0.9), color: '#2b2b26', matrix: at(0.45, 1.3, 5.6) },
  ];
  return mergeFlat(parts);
}

export function surveyGeometry(at: readonly [number, number, number]) {
  const place = propPlacer(at, 1.15);
  const leg = (angle: number) => ({
    geometry: new CylinderGeometry(0.03, 0.04, 1.6, 4).translate(0, -0.8, 0).rotateX(0.3).rotateY(angle),
    color: '#c9b458',
    matrix: place(0, 1.55, 0),
  });
  return mergeFlat([
    leg(0),
    leg((2 * Math.PI) / 3),
    leg((4 * Math.PI) / 3),
    { geometry: new BoxGeometry(0.35, 0.3, 0.25), color: '#e6e1cf', matrix: place(0, 1.75, 0) },
    { geometry: new CylinderGeometry(0.07, 0.09, 0.4, 6).rotateX(Math.PI / 2), color: '#333333', matrix: place(0, 1.8, -0.2) },
    // The range pole the instrument sights: red and white bands.
    {
      geometry: new BoxGeometry(0.05, 2.1, 0.05, 1, 7, 1),
      color: (_x, y) => (Math.floor(y / 0.3) % 2 === 0 ? '#d23c2c' : '#efece4'),
      matrix: place(-1.2, 1.05, 0.4),
    },
  ]);
}

export function checkpointGeometry(at: readonly [number, number, number]) {
  const place = propPlacer(at, 1.1);
  const stripes = [-1.5, -0.5, 0.5, 1.5].map((dx, index) => ({
    geometry: new BoxGeometry(1, 0.3, 0.12),
    color: index % 2 ? '#f2f2ea' : '#c7322b',
    matrix: place(dx, 1.05, 0),
  }));
  return mergeFlat([
    ...stripes,
    { geometry: new BoxGeometry(0.15, 1.1, 0.15), color: '#3d3d3d', matrix: place(-1.9, 0.55, 0) },
    { geometry: new BoxGeometry(0.15, 1.1, 0.15), color: '#3d3d3d', matrix: place(1.9, 0.55, 0) },
  ]);
}
