import { branchEntry, SECTIONS, type Section } from '@mission/content';

/**
 * A chapter's light in one line (the chapter's `light` in its branch's declaration): a key
 * light (the sun, the moon, a work lamp) from `keyFrom`, a cool fill from the side, a rim
 * from behind that separates figures from the background, and the exposure the tone mapping
 * uses. The scene's `Atmosphere` keeps its sky/ground hemisphere; the rig replaces its sun.
 */
export interface LightRig {
  key: string;
  fill: string;
  rim: string;
  /** Where the key comes from: [yaw, elevation] in degrees (yaw as `polar`: 0 ahead, positive to the left). */
  keyFrom: readonly [yawDeg: number, elevationDeg: number];
  /** The key's intensity (default 2). */
  keyIntensity?: number;
  /** The tone mapping's exposure (default 1). */
  exposure?: number;
  /** The bloom's strength on what glows, where the tier draws bloom (default the kit's, render/post-chain.ts BLOOM). */
  bloom?: number;
  /** How dark the vignette's corners go, where the tier draws it (default the kit's, render/post-chain.ts VIGNETTE). */
  vignette?: number;
}

export const DEFAULT_KEY_INTENSITY = 2;
/** The fill and rim against the key: a soft cool side light and a firm back light. */
export const FILL_INTENSITY = 0.6;
export const RIM_INTENSITY = 1.1;
/** The fill comes from this far round from the key, the rim from behind it, higher up. */
export const FILL_YAW_OFFSET = 120;
export const FILL_ELEVATION = 25;
export const RIM_YAW_OFFSET = 180;
export const RIM_ELEVATION = 45;
/** Exposure and key intensity a declaration may ask for. */
export const EXPOSURE_RANGE: readonly [number, number] = [0.3, 3];
export const KEY_INTENSITY_RANGE: readonly [number, number] = [0, 10];
/** Bloom strength and vignette darkness a declaration may ask for: from none to about twice the kit's. */
export const BLOOM_RANGE: readonly [number, number] = [0, 1.2];
export const VIGNETTE_RANGE: readonly [number, number] = [0, 2];

/** Each branch's rig when neither the chapter nor the branch declares one: its colours in the list of branches (docs/build-a-branch.md). */
export const BRANCH_LIGHT_RIGS = Object.fromEntries(SECTIONS.map((section) => [section, branchEntry(section).light])) as Readonly<
  Record<Section, LightRig>
>;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** What is wrong with a rig (empty: nothing), for `defineBranch`'s list of problems. */
export function lightRigProblems(rig: LightRig, where: string): string[] {
  const problems: string[] = [];
  for (const part of ['key', 'fill', 'rim'] as const) {
    if (!HEX_COLOUR.test(rig[part])) problems.push(`${where} light's ${part} "${rig[part]}" is not a #rrggbb colour`);
  }
  const [yaw, elevation] = rig.keyFrom;
  if (!Number.isFinite(yaw) || !Number.isFinite(elevation) || elevation < -10 || elevation > 90) {
    problems.push(`${where} light's keyFrom [${yaw}, ${elevation}] needs a yaw in degrees and an elevation from -10 to 90`);
  }
  const inRange = (value: number | undefined, [min, max]: readonly [number, number]) =>
    value === undefined || (value >= min && value <= max);
  if (!inRange(rig.exposure, EXPOSURE_RANGE))
    problems.push(`${where} light's exposure ${rig.exposure} is outside ${EXPOSURE_RANGE.join(' to ')}`);
  if (!inRange(rig.keyIntensity, KEY_INTENSITY_RANGE))
    problems.push(`${where} light's keyIntensity ${rig.keyIntensity} is outside ${KEY_INTENSITY_RANGE.join(' to ')}`);
  if (!inRange(rig.bloom, BLOOM_RANGE)) problems.push(`${where} light's bloom ${rig.bloom} is outside ${BLOOM_RANGE.join(' to ')}`);
  if (!inRange(rig.vignette, VIGNETTE_RANGE))
    problems.push(`${where} light's vignette ${rig.vignette} is outside ${VIGNETTE_RANGE.join(' to ')}`);
  return problems;
}

/** A point `distance` away in the direction [yaw, elevation] (degrees, yaw as `polar`). */
export function directionFrom(yawDeg: number, elevationDeg: number, distance = 100): [number, number, number] {
  const yaw = (yawDeg * Math.PI) / 180;
  const elevation = (elevationDeg * Math.PI) / 180;
  const ground = Math.cos(elevation) * distance;
  return [-Math.sin(yaw) * ground, Math.sin(elevation) * distance, -Math.cos(yaw) * ground];
}

export interface RigLight {
  color: string;
  intensity: number;
  position: [number, number, number];
}

/** The rig's three directional lights, placed. */
export function rigLights(rig: LightRig): { key: RigLight; fill: RigLight; rim: RigLight } {
  const [yaw, elevation] = rig.keyFrom;
  return {
    key: { color: rig.key, intensity: rig.keyIntensity ?? DEFAULT_KEY_INTENSITY, position: directionFrom(yaw, elevation) },
    fill: { color: rig.fill, intensity: FILL_INTENSITY, position: directionFrom(yaw + FILL_YAW_OFFSET, FILL_ELEVATION) },
    rim: { color: rig.rim, intensity: RIM_INTENSITY, position: directionFrom(yaw + RIM_YAW_OFFSET, RIM_ELEVATION) },
  };
}
