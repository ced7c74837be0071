// The CH-148 Cyclone: its body, windscreen, pylon, main and tail rotors, and the lashings that hold it to the deck.
import { BoxGeometry, ConeGeometry, CylinderGeometry, Matrix4, SphereGeometry, Vector3 } from 'three';
import { mergeFlat, type FlatPart } from '@mission/chapter-kit/scene';
import { MAIN_WHEEL, ROTOR_RADIUS } from './response-layout';
import { CYCLONE_GREY, CYCLONE_DARK, GLAZING } from './response-look';

/** Where the main rotor turns (its hub's height above the deck). */
export const ROTOR_HUB_Y = 4.55;

/**
 * A low-poly octagonal section along z (the Cyclone's fuselage is boxy with cut corners): `front`
 * is the radius at +z, `back` at -z; flat faces on the top, the bottom and the sides.
 */
function section(back: number, front: number, length: number) {
  return new CylinderGeometry(front, back, length, 8).rotateX(Math.PI / 2).rotateZ(Math.PI / 8);
}

/** The nose's top and chin slope down to its tip by this much (metres); the tip's radius. */
const NOSE_DROOP = 0.6;

const NOSE_TIP = 0.62;

/** Lowers a part along z, nothing at its back (-z) and `drop` at its front (+z): the nose's droop. */
function droop<G extends CylinderGeometry>(geometry: G, drop: number, length: number): G {
  const position = geometry.getAttribute('position');
  for (let v = 0; v < position.count; v += 1) position.setY(v, position.getY(v) - ((position.getZ(v) + length / 2) / length) * drop);
  geometry.computeVertexNormals();
  return geometry;
}

/**
 * The windscreen: three dark panes lying on the nose's top face and its two upper corner faces
 * (the nose runs from z 3.5 to 5.7 at y 2.0, radius 1.35 to NOSE_TIP, y scaled by 0.95).
 */
function windscreen(): FlatPart[] {
  const z = 4.15;
  const along = (z - 3.5) / 2.2;
  const centreY = 2.0 - along * NOSE_DROOP;
  const apothem = (1.35 + (NOSE_TIP - 1.35) * along) * Math.cos(Math.PI / 8) + 0.03;
  const slope = Math.atan2(NOSE_DROOP + (1.35 - NOSE_TIP) * Math.cos(Math.PI / 8) * 0.95, 2.2);
  return [-Math.PI / 4, 0, Math.PI / 4].map((angle) => ({
    geometry: new BoxGeometry(0.8, 0.05, 1.35),
    color: GLAZING,
    matrix: new Matrix4()
      .makeTranslation(Math.sin(angle) * apothem, centreY + Math.cos(angle) * apothem * 0.95, z)
      .multiply(new Matrix4().makeRotationX(slope))
      .multiply(new Matrix4().makeRotationZ(-angle)),
  }));
}

/**
 * The ship's CH-148 Cyclone, nose towards the stern, in its maritime grey, built for its
 * outline (docs/decisions.md "Light and image"; the aircraft per docs/fact-sources/navy.md):
 * a long boxy cabin with a short drooping nose and dark cockpit glazing, a sensor turret
 * under the chin, the twin engines' cowlings and the gearbox fairing on the roof, long
 * sponsons low on each side over the main gear, the underside sweeping up aft into a slim
 * tail boom with its fold hinge, and a tall swept pylon with the tail rotor on its left and
 * the high stabiliser on its right.
 */
export function helicopterBodyGeometry() {
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  const wheel = (radius: number) => new CylinderGeometry(radius, radius, 0.28, 8).rotateZ(Math.PI / 2);
  const [gearX, , mainGear] = MAIN_WHEEL;
  const parts: FlatPart[] = [
    // Cabin, nose and the chin under it, with the sensor turret.
    { geometry: section(1.35, 1.35, 6.6), color: CYCLONE_GREY, matrix: at(0, 2.05, 0.2).scale(new Vector3(1, 0.95, 1)) },
    {
      geometry: droop(section(1.35, NOSE_TIP, 2.2), NOSE_DROOP, 2.2),
      color: CYCLONE_GREY,
      matrix: at(0, 2.0, 4.6).scale(new Vector3(1, 0.95, 1)),
    },
    { geometry: new BoxGeometry(1.2, 0.35, 1.2), color: CYCLONE_DARK, matrix: at(0, 0.82, 2.9) },
    { geometry: new SphereGeometry(0.3, 8, 6), color: '#2a2d31', matrix: at(0, 1.05, 5.0) },
    // Cockpit glazing: the windscreen wrapped over the drooping nose's top, a side window each side.
    ...windscreen(),
    ...[-1, 1].map((side) => ({ geometry: new BoxGeometry(0.06, 0.8, 1.25), color: GLAZING, matrix: at(side * 1.27, 2.45, 3.05) })),
    // Cabin windows along each side, the sliding door's outline on the right (-x) with the rescue hoist over it.
    ...[-1, 1].flatMap((side) =>
      [0.9, -0.6, -2.0].map((z) => ({ geometry: new BoxGeometry(0.06, 0.5, 0.55), color: GLAZING, matrix: at(side * 1.27, 2.45, z) })),
    ),
    { geometry: new BoxGeometry(0.05, 1.7, 1.7), color: CYCLONE_DARK, matrix: at(-1.265, 2.0, 1.9) },
    { geometry: new BoxGeometry(0.5, 0.3, 0.9), color: CYCLONE_DARK, matrix: at(-1.35, 3.2, 1.9) },
    // The aft fuselage, its underside sweeping up into the boom.
    {
      geometry: upsweep(section(0.75, 1.35, 2.8), 0.95, 2.8),
      color: CYCLONE_GREY,
      matrix: at(0, 2.05, -4.5).scale(new Vector3(1, 0.95, 1)),
    },
    // The gearbox fairing on the cabin roof, the two engines' cowlings either side of it, their exhausts, the rotor mast.
    { geometry: new BoxGeometry(1.3, 0.85, 3.6), color: CYCLONE_DARK, matrix: at(0, 3.6, 0.4) },
    ...[-1, 1].flatMap((side) => [
      { geometry: section(0.42, 0.48, 2.6), color: CYCLONE_GREY, matrix: at(side * 0.85, 3.45, -0.6) },
      { geometry: new CylinderGeometry(0.24, 0.3, 0.5, 6).rotateX(Math.PI / 2), color: '#2a2d31', matrix: at(side * 1.0, 3.5, -2.05) },
    ]),
    { geometry: new CylinderGeometry(0.22, 0.3, 0.7, 8), color: '#3a3d42', matrix: at(0, ROTOR_HUB_Y - 0.4, 0.3) },
    // Long sponsons low on each side over the main gear, a main wheel under each, twin nose wheels.
    ...[-1, 1].flatMap((side) => [
      { geometry: section(0.42, 0.42, 3.2).scale(1, 1.05, 1), color: CYCLONE_GREY, matrix: at(side * 1.55, 1.05, mainGear) },
      {
        geometry: new ConeGeometry(0.42, 0.9, 8).rotateX(Math.PI / 2).rotateZ(Math.PI / 8),
        color: CYCLONE_GREY,
        matrix: at(side * 1.55, 1.05, mainGear + 2.05),
      },
      { geometry: wheel(0.38), color: '#1d1d1d', matrix: at(side * gearX, 0.38, mainGear) },
      { geometry: wheel(0.26), color: '#1d1d1d', matrix: at(side * 0.22, 0.26, 3.9) },
    ]),
    { geometry: new BoxGeometry(0.12, 0.6, 0.12), color: '#3a3d42', matrix: at(0, 0.55, 3.9) },
    // The tail boom, its fold hinge (the pylon folds forward for the hangar), the tall swept pylon, the stabiliser high on its right (-x, the nose being +z).
    { geometry: section(0.4, 0.72, 5.2), color: CYCLONE_GREY, matrix: at(0, 3.0, -8.4).multiply(new Matrix4().makeRotationX(0.06)) },
    {
      geometry: new CylinderGeometry(0.5, 0.5, 0.12, 8).rotateX(Math.PI / 2).rotateZ(Math.PI / 8),
      color: '#30363c',
      matrix: at(0, 3.05, -8.2),
    },
    { geometry: sweptPylon(), color: CYCLONE_GREY, matrix: at(0, 3.0, -10.6) },
    { geometry: new BoxGeometry(2.1, 0.1, 0.7), color: CYCLONE_GREY, matrix: at(-1.1, 5.3, -11.55) },
    // A dark anti-glare panel ahead of the windscreen and a roundel on the boom, both sides.
    { geometry: new BoxGeometry(1.0, 0.06, 0.6), color: '#30363c', matrix: at(0, 2.62, 4.95).multiply(new Matrix4().makeRotationX(0.35)) },
    ...[-1, 1].map((side) => ({
      geometry: new CylinderGeometry(0.3, 0.3, 0.04, 10).rotateZ(Math.PI / 2),
      color: '#b8322a',
      matrix: at(side * 0.62, 3.05, -7.2),
    })),
  ];
  return mergeFlat(parts);
}

/** Raises a part's back (-z) by `rise`, nothing at its front (+z): the aft fuselage sweeping up into the boom. */
function upsweep<G extends CylinderGeometry>(geometry: G, rise: number, length: number): G {
  const position = geometry.getAttribute('position');
  for (let v = 0; v < position.count; v += 1) {
    const back = (length / 2 - position.getZ(v)) / length;
    // The underside rises the most; the roof line stays nearly level.
    position.setY(v, position.getY(v) + back * rise * (position.getY(v) < 0 ? 1 : 0.35));
  }
  geometry.computeVertexNormals();
  return geometry;
}

/** The tail pylon: a thin fin leaning aft from the boom's end, broad at its root, narrow at its tip. */
function sweptPylon() {
  const fin = new BoxGeometry(0.26, 2.8, 1.6, 1, 1, 1).translate(0, 1.4, 0);
  const position = fin.getAttribute('position');
  for (let v = 0; v < position.count; v += 1) {
    const up = position.getY(v) / 2.8;
    // Leans aft with height and narrows to 60 % at the tip.
    position.setZ(v, position.getZ(v) * (1 - 0.4 * up) - up * 1.3);
  }
  fin.computeVertexNormals();
  return fin;
}

/** How far the main blades' tips droop at rest (metres); they straighten as the rotor spins up. */
const BLADE_DROOP = 0.55;

/** Four main blades with swept tips, drooping towards the tips as at rest, and their hub; the tail rotor is its own small group. */
export function rotorGeometry() {
  const parts: FlatPart[] = [];
  for (let i = 0; i < 4; i += 1) {
    const blade = new BoxGeometry(0.52, 0.06, ROTOR_RADIUS, 1, 1, 6).translate(0, 0, ROTOR_RADIUS / 2);
    const position = blade.getAttribute('position');
    for (let v = 0; v < position.count; v += 1) {
      const r = position.getZ(v) / ROTOR_RADIUS;
      position.setY(v, position.getY(v) - BLADE_DROOP * r * r);
      // The swept tip: the last metre trails back.
      if (r > 0.9) position.setX(v, position.getX(v) - (r - 0.9) * 3);
    }
    blade.computeVertexNormals();
    parts.push({ geometry: blade, color: '#2b2e33', matrix: new Matrix4().makeRotationY((i * Math.PI) / 2) });
  }
  parts.push({ geometry: new CylinderGeometry(0.5, 0.5, 0.3, 8), color: '#3a3d42' });
  return mergeFlat(parts);
}

/** Four tail-rotor blades turning on a lateral shaft. */
export function tailRotorGeometry() {
  const parts: FlatPart[] = [];
  for (let i = 0; i < 4; i += 1) {
    parts.push({
      geometry: new BoxGeometry(0.06, 1.45, 0.22).translate(0, 0.72, 0),
      color: '#2b2e33',
      matrix: new Matrix4().makeRotationX((i * Math.PI) / 2),
    });
  }
  return mergeFlat(parts);
}

/** A tie-down lashing: a yellow strap standing on its deck end (local +y runs up the strap), with its deck ring. */
const LASHING_LENGTH = 1.45;

export function lashingGeometry() {
  return mergeFlat([
    { geometry: new BoxGeometry(0.08, LASHING_LENGTH, 0.05).translate(0, LASHING_LENGTH / 2, 0), color: '#e8c22e' },
    { geometry: new BoxGeometry(0.16, 0.22, 0.1).translate(0, LASHING_LENGTH * 0.45, 0), color: '#2b2e33' },
  ]);
}
