import { ARMY_SOUND_IDS, ARMY_SOUND_LAYERS, ARMY_SOUNDS } from './sounds/army-sounds';
import { defineBranch, THREE_LINE_BRIEFING } from '@mission/chapter-kit';
import { FIRE_HERO, FIRE_HOTSPOTS, FIRE_TARGETS } from './chapters/fire/fire-layout';
import { FLOOD_HERO, FLOOD_HOTSPOTS, FLOOD_TARGETS } from './chapters/flood/flood-layout';
import { MUDSLIDE_HERO, MUDSLIDE_HOTSPOTS, MUDSLIDE_TARGETS } from './chapters/mudslide/mudslide-layout';
import { ARMY_TRADE_ICONS } from './trades/army-trade-icons';

/**
 * The Army on the chapter kit (docs/game-design.md): Forest, Flood and Mudslide, each with its
 * three trades, its task, its sound set and its briefing; the debrief comes with the kit.
 */
export const armyBranch = defineBranch({
  section: 'army',
  sounds: ARMY_SOUNDS,
  tradeIcons: ARMY_TRADE_ICONS,
  // A wide lens: the forest, the levee and the slide fill the phone's tall screen.
  view: { fov: 72 },
  chapters: {
    /** Level 2: press and hold each of three fires until it goes out. */
    fire: {
      hotspots: FIRE_HOTSPOTS,
      hero: FIRE_HERO,
      heroSize: { width: 14, bottom: 0, top: 18 },
      targets: FIRE_TARGETS,
      loadScene: () => import('./chapters/fire/fire-scene'),
      light: { key: '#ffa565', fill: '#5a6fb0', rim: '#ffc890', keyFrom: [-35, 8], keyIntensity: 3, bloom: 0.7, vignette: 1.1 },
      sounds: { sets: ['army-fire'], roles: ARMY_SOUND_IDS.fire, layers: ARMY_SOUND_LAYERS.fire },
      briefing: THREE_LINE_BRIEFING,
      // Opens on the armoured soldier with the Griffon hovering beyond (-104°).
      view: { opening: { yawDeg: -104 } },
    },
    /** Level 2: drop a sandbag in each of the four gaps (the kit's beacon marks them); the water stops rising. */
    flood: {
      hotspots: FLOOD_HOTSPOTS,
      hero: FLOOD_HERO,
      heroSize: { width: 8, bottom: -1.6, top: 0.6 },
      targets: FLOOD_TARGETS,
      loadScene: () => import('./chapters/flood/flood-scene'),
      light: { key: '#d8c8b4', fill: '#6a84a8', rim: '#c8d8e8', keyFrom: [45, 19], keyIntensity: 1.4, bloom: 0.4, vignette: 0.9 },
      sounds: { sets: ['army-flood'], roles: ARMY_SOUND_IDS.flood, layers: ARMY_SOUND_LAYERS.flood },
      briefing: THREE_LINE_BRIEFING,
      // Standing on the truck's step: high enough to see the river over the levee. Opens on the
      // combat engineer's work light with the levee's end and its first gap in the frame.
      view: { eyeHeight: 2.9, opening: { yawDeg: 57 } },
    },
    /** Level 2: tap each of three pieces of debris until it is hauled off the road. */
    mudslide: {
      hotspots: MUDSLIDE_HOTSPOTS,
      hero: MUDSLIDE_HERO,
      heroSize: { width: 6, bottom: -0.5, top: 3 },
      targets: MUDSLIDE_TARGETS,
      loadScene: () => import('./chapters/mudslide/mudslide-scene'),
      light: { key: '#fff0d8', fill: '#6a88b0', rim: '#d8e8ff', keyFrom: [-27, 21], keyIntensity: 2.2, bloom: 0.35, vignette: 0.8 },
      sounds: { sets: ['army-mudslide'], roles: ARMY_SOUND_IDS.mudslide, layers: ARMY_SOUND_LAYERS.mudslide },
      briefing: THREE_LINE_BRIEFING,
      // Opens up the road on the slide across it, the geomatics technician surveying its toe.
      view: { opening: { yawDeg: 0 } },
    },
  },
});
