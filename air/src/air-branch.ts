import { AIR_SOUND_IDS, AIR_SOUND_LAYERS, AIR_SOUNDS } from './sounds/air-sounds';
import { defineBranch, THREE_LINE_BRIEFING } from '@mission/chapter-kit';
import { AIRDROP_HERO, AIRDROP_HOTSPOTS, AIRDROP_TARGETS, EYE_HEIGHT } from './chapters/airdrop/airdrop-layout';
import { RECEIVED_ENDING_VIEW, RECEIVED_HERO, RECEIVED_HOTSPOTS, RECEIVED_TARGETS } from './chapters/received/received-layout';
import { STRATOSPHERE_HERO, STRATOSPHERE_HOTSPOTS, STRATOSPHERE_TARGETS } from './chapters/stratosphere/stratosphere-layout';
import { AIR_TRADE_ICONS } from './trades/air-trade-icons';

/**
 * The Air Force on the chapter kit (docs/game-design.md): Stratosphere, Airborne and Care
 * Package Received, each with its three trades, its task, its sound sets and its briefing;
 * the debrief comes with the kit.
 */
export const airBranch = defineBranch({
  section: 'air',
  sounds: AIR_SOUNDS,
  tradeIcons: AIR_TRADE_ICONS,
  chapters: {
    /** Level 2: turn to centre each of three aurora bands in the view and photograph it, in any order (the visitor's photos, docs/fact-sources/air.md). */
    stratosphere: {
      hotspots: STRATOSPHERE_HOTSPOTS,
      hero: STRATOSPHERE_HERO,
      heroSize: { width: 40, bottom: -10, top: 30 },
      targets: STRATOSPHERE_TARGETS,
      loadScene: () => import('./chapters/stratosphere/stratosphere-scene'),
      light: { key: '#9fc9ff', fill: '#4a5aa0', rim: '#c8d8ff', keyFrom: [-53, 50], keyIntensity: 0.7, bloom: 0.9, vignette: 1.3 },
      sounds: { sets: ['air-force-aurora'], roles: AIR_SOUND_IDS.stratosphere, layers: AIR_SOUND_LAYERS.stratosphere },
      briefing: THREE_LINE_BRIEFING,
      // A wide lens in the observation cabin: the bands are large and high. Opens on the pilot,
      // ahead, under the Arctic sky, the green band rising on the left.
      view: { fov: 70, opening: { yawDeg: 0 } },
    },
    /** Level 2: release each package as the drop-zone ring passes under the marker; three good drops. */
    airdrop: {
      hotspots: AIRDROP_HOTSPOTS,
      hero: AIRDROP_HERO,
      heroSize: { width: 3, bottom: -0.5, top: 0.5 },
      targets: AIRDROP_TARGETS,
      order: 'sequence',
      loadScene: () => import('./chapters/airdrop/airdrop-scene'),
      light: { key: '#dfe8ff', fill: '#6a80c8', rim: '#ffb090', keyFrom: [-8, 11], keyIntensity: 1.3, bloom: 0.5, vignette: 1.0 },
      sounds: { sets: ['hercules', 'pack-drop'], roles: AIR_SOUND_IDS.airdrop, layers: AIR_SOUND_LAYERS.airdrop },
      briefing: THREE_LINE_BRIEFING,
      // Opens on the loadmaster beside the first package, the open ramp beyond him (ahead).
      view: { fov: 68, eyeHeight: EYE_HEIGHT, opening: { yawDeg: 16.6 } },
    },
    /** Level 2: the package opens; hand out the water, the food and the blankets, in turn (as the accessible version does). */
    received: {
      hotspots: RECEIVED_HOTSPOTS,
      hero: RECEIVED_HERO,
      heroSize: { width: 6, bottom: -1.5, top: 4 },
      targets: RECEIVED_TARGETS,
      order: 'sequence',
      // The residents gather at the package, behind the last one handed a supply.
      endingView: RECEIVED_ENDING_VIEW,
      loadScene: () => import('./chapters/received/received-scene'),
      light: { key: '#ffb88a', fill: '#7a8cc8', rim: '#d8e4ff', keyFrom: [31, 6], keyIntensity: 1.3, bloom: 0.35, vignette: 0.8 },
      sounds: { sets: ['pack-drop'], roles: AIR_SOUND_IDS.received, layers: AIR_SOUND_LAYERS.received },
      briefing: THREE_LINE_BRIEFING,
      // Opens on the community beyond the package, the supply technician at his sled.
      view: { fov: 64, opening: { yawDeg: -9 } },
    },
  },
});
