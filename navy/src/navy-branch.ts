import { NAVY_SOUND_IDS, NAVY_SOUND_LAYERS, NAVY_SOUNDS } from './sounds/navy-sounds';
import { defineBranch, THREE_LINE_BRIEFING } from '@mission/chapter-kit';
import { DISTRESS_HERO, DISTRESS_HOTSPOTS, DISTRESS_TARGETS } from './chapters/distress/distress-layout';
import { OVERBOARD_HERO, OVERBOARD_HOTSPOTS, OVERBOARD_TARGETS } from './chapters/overboard/overboard-layout';
import { RESPONSE_HERO, RESPONSE_HOTSPOTS, RESPONSE_TARGETS } from './chapters/response/response-layout';
import { NAVY_TRADE_ICONS } from './trades/navy-trade-icons';
import { LIFTOFF_VIEW } from './chapters/response/cyclone-liftoff';

/**
 * The Navy on the chapter kit (docs/game-design.md): Distress Signal, Rapid Response and
 * Overboard, each with its three trades, its task, its sound set and its briefing; the
 * debrief comes with the kit.
 */
export const navyBranch = defineBranch({
  section: 'navy',
  sounds: NAVY_SOUNDS,
  tradeIcons: NAVY_TRADE_ICONS,
  chapters: {
    /** Level 2: turn to face each of three signal bearings shown on the radar and lock it. */
    distress: {
      hotspots: DISTRESS_HOTSPOTS,
      hero: DISTRESS_HERO,
      heroSize: { width: 0.9, bottom: -0.15, top: 0.25 },
      targets: DISTRESS_TARGETS,
      loadScene: () => import('./chapters/distress/distress-scene'),
      light: { key: '#b9cbec', fill: '#3f5f96', rim: '#a0c8ff', keyFrom: [-12, 10], keyIntensity: 1.6, bloom: 0.75, vignette: 1.2 },
      sounds: { sets: ['navy-bridge'], roles: NAVY_SOUND_IDS.distress, layers: NAVY_SOUND_LAYERS.distress },
      briefing: THREE_LINE_BRIEFING,
      // Standing at the radar console on a bridge 14 m above the sea; opens on the radar plot
      // and its operator, the bridge's side windows and the night sea beyond.
      view: { fov: 68, opening: { yawDeg: -111 } },
    },
    /**
     * Level 2: the ship's CH-148 Cyclone launches; three launch checks in a safe order: face aft to
     * confirm the deck is clear, take off the two lashings, then hold the signal to the pilot.
     * Its sound set keeps its id from docs/product-rules.md §9, navy-cormorant, though the helicopter is a Cyclone.
     */
    response: {
      hotspots: RESPONSE_HOTSPOTS,
      hero: RESPONSE_HERO,
      heroSize: { width: 4.5, bottom: -2, top: 2.8 },
      targets: RESPONSE_TARGETS,
      order: 'sequence',
      // The Cyclone lifts off above and beside the signal's marshaller, where the view last was.
      endingView: LIFTOFF_VIEW,
      loadScene: () => import('./chapters/response/response-scene'),
      light: { key: '#ffb27a', fill: '#5a6f9a', rim: '#ffd0b0', keyFrom: [165, 6], keyIntensity: 1.7, bloom: 0.55, vignette: 1.0 },
      sounds: { sets: ['navy-cormorant'], roles: NAVY_SOUND_IDS.response, layers: NAVY_SOUND_LAYERS.response },
      briefing: THREE_LINE_BRIEFING,
      // Opens on the Cyclone on the deck ahead, the medical technician standing by in front of it.
      view: { fov: 70, opening: { yawDeg: 5.5 } },
    },
    /** Level 2: throw the lifebuoy when the aim lines up; three good throws bring the person in. */
    overboard: {
      hotspots: OVERBOARD_HOTSPOTS,
      hero: OVERBOARD_HERO,
      heroSize: { width: 1, bottom: -0.3, top: 0.7 },
      targets: OVERBOARD_TARGETS,
      order: 'sequence',
      loadScene: () => import('./chapters/overboard/overboard-scene'),
      light: { key: '#c8d2dc', fill: '#4a6088', rim: '#b8d0f0', keyFrom: [-58, 8], keyIntensity: 0.9, bloom: 0.5, vignette: 1.1 },
      sounds: { sets: ['navy-passenger'], roles: NAVY_SOUND_IDS.overboard, layers: NAVY_SOUND_LAYERS.overboard },
      briefing: THREE_LINE_BRIEFING,
      // Opens over the platform's rail on the person in the water, the clearance diver beyond them
      // and the ship's side running to the bow on the left: looking down to the sea (the deck is
      // 4.5 m above it), not at the horizon.
      view: { fov: 66, opening: { yawDeg: 10, pitchDeg: -18 } },
    },
  },
});
