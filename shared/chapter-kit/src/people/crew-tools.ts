import { BoxGeometry, CylinderGeometry, SphereGeometry } from 'three';
import type { FlatPart } from '../art/low-poly-geometry';
import type { WorkKey } from './crew-clips';

/**
 * What a person holds, saying their trade at a glance: a hose's nozzle, a marshaller's lit
 * wands, a tablet, a handset, a sandbag, a box, a wrench. Built hanging from the hand at
 * rest (crew-rig.ts: the forearm straight down, the palm's front +z), each on the bone it
 * moves with: the hand's forearm, or the body for a load held in both arms.
 */
export type ToolKey = 'nozzle' | 'wands' | 'tablet' | 'handset' | 'sandbag' | 'box' | 'wrench';

/** The tool each work loop puts in the hands (none for the rest). */
export const WORK_TOOLS: Partial<Record<WorkKey, ToolKey>> = {
  hose: 'nozzle',
  marshal: 'wands',
  tablet: 'tablet',
  radio: 'handset',
  sandbags: 'sandbag',
  wrench: 'wrench',
};

export type ToolBone = 'rightForearm' | 'leftForearm' | 'torso';

export interface ToolPart extends FlatPart {
  bone: ToolBone;
}

/**
 * A tool's parts. `hand(side, along, forward)` places a point `along` metres beyond the wrist
 * down the rest forearm and `forward` in front of the palm; `body(x, y, z)` a point in the
 * body's frame (above the hips).
 */
export function toolParts(
  tool: ToolKey,
  hand: (side: -1 | 1, along: number, forward: number) => import('three').Matrix4,
  body: (x: number, y: number, z: number) => import('three').Matrix4,
): ToolPart[] {
  switch (tool) {
    case 'nozzle':
      // Red body, brass tip, held out along the forearm; a length of hose behind the grip.
      return [
        { geometry: new CylinderGeometry(0.045, 0.05, 0.22, 6), color: '#b3261e', matrix: hand(-1, 0.12, 0.02), bone: 'rightForearm' },
        { geometry: new CylinderGeometry(0.03, 0.045, 0.12, 6), color: '#d6a531', matrix: hand(-1, 0.28, 0.02), bone: 'rightForearm' },
        { geometry: new CylinderGeometry(0.05, 0.05, 0.5, 5), color: '#c9b07a', matrix: hand(-1, -0.2, 0.02), bone: 'rightForearm' },
      ];
    case 'wands':
      // The marshaller's lit wands: bright orange, long enough to read from the cockpit (and a phone).
      return ([-1, 1] as const).map((side) => ({
        geometry: new CylinderGeometry(0.028, 0.028, 0.42, 5),
        color: '#ff8a1e',
        matrix: hand(side, 0.24, 0.02),
        bone: side < 0 ? 'rightForearm' : 'leftForearm',
      }));
    case 'tablet':
      return [
        { geometry: new BoxGeometry(0.24, 0.3, 0.02), color: '#22262c', matrix: hand(1, 0.12, 0.035), bone: 'leftForearm' },
        { geometry: new BoxGeometry(0.2, 0.25, 0.01), color: '#7fd3e6', matrix: hand(1, 0.12, 0.05), bone: 'leftForearm' },
      ];
    case 'handset':
      return [{ geometry: new BoxGeometry(0.06, 0.16, 0.06), color: '#1b1d21', matrix: hand(-1, 0.02, 0.05), bone: 'rightForearm' }];
    case 'wrench':
      return [{ geometry: new BoxGeometry(0.035, 0.3, 0.03), color: '#9aa0a6', matrix: hand(-1, 0.12, 0.03), bone: 'rightForearm' }];
    case 'sandbag':
      return [
        { geometry: new SphereGeometry(0.2, 7, 4).scale(1.25, 0.6, 0.8), color: '#b09468', matrix: body(0, 0.18, 0.36), bone: 'torso' },
      ];
    case 'box':
      return [{ geometry: new BoxGeometry(0.42, 0.26, 0.3), color: '#8c6a3f', matrix: body(0, 0.2, 0.36), bone: 'torso' }];
  }
}
