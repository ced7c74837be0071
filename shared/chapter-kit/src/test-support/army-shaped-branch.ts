import { ARMY_SHAPED_SOUND_IDS, ARMY_SHAPED_SOUNDS } from './army-shaped-sounds';
import type { TaskTargetDefinition } from '../chapter-definition';
import type { BranchDeclaration } from '../declaration/branch-declaration';
import { defineBranch } from '../declaration/define-branch';
import { polar } from '../view/polar';

const Icon = () => null;
const noScene = () => Promise.resolve({ default: () => null });

function targets(chapter: string, count: number): TaskTargetDefinition[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `${chapter}-${index + 1}`,
    position: polar(index * 40, 10, 1),
    interaction: { kind: 'tap', taps: 1 },
    label: { key: `army:${chapter}.task.target`, values: { number: index + 1 } },
  }));
}

/**
 * A declaration shaped like the Army's, over the Army's real copy, with stand-in sounds (army-shaped-sounds.ts), with empty
 * scenes: what the kit's own tests build branches from (the kit may not import a remote).
 */
export function armyShapedDeclaration(): BranchDeclaration<'army'> {
  return {
    section: 'army',
    sounds: ARMY_SHAPED_SOUNDS,
    tradeIcons: {
      firefighter: Icon,
      armourSoldier: Icon,
      medicalTechnician: Icon,
      combatEngineer: Icon,
      vehicleTechnician: Icon,
      logisticsOfficer: Icon,
      heavyEquipmentOperator: Icon,
      geomaticsTechnician: Icon,
      infantrySoldier: Icon,
    },
    view: { fov: 72 },
    chapters: {
      fire: {
        hotspots: { firefighter: polar(38, 9), armourSoldier: polar(-105, 17), medicalTechnician: polar(158, 10) },
        hero: polar(-100, 14),
        targets: targets('fire', 3),
        loadScene: noScene,
        sounds: { sets: ['army-fire'], roles: ARMY_SHAPED_SOUND_IDS.fire },
        briefing: { cues: [{ line: 'alert', start: 0.2, end: 2.1 }] },
      },
      flood: {
        hotspots: { combatEngineer: polar(62, 15), vehicleTechnician: polar(-128, 12), logisticsOfficer: polar(140, 11) },
        hero: polar(60, 18),
        targets: targets('flood', 4),
        loadScene: noScene,
        sounds: { sets: ['army-flood'], roles: ARMY_SHAPED_SOUND_IDS.flood },
        view: { eyeHeight: 2.9 },
      },
      mudslide: {
        hotspots: { heavyEquipmentOperator: polar(-118, 11), geomaticsTechnician: polar(72, 12), infantrySoldier: polar(168, 9) },
        hero: polar(10, 20),
        targets: targets('mudslide', 3),
        loadScene: noScene,
        sounds: { sets: ['army-mudslide'], roles: ARMY_SHAPED_SOUND_IDS.mudslide },
      },
    },
    assetUrl: (path) => `https://army.example.ca/${path}`,
  };
}

/** The same, declared: a branch ready to play, for the rooms below the declaration (debrief, hud). */
export function armyShapedBranch() {
  return defineBranch(armyShapedDeclaration());
}
