import type { ComponentType } from 'react';
import { ARMY_SOUND_IDS, ARMY_SOUNDS } from '@mission/content/src/audio/army-sounds';
import type { ChapterDefinition, ChapterSceneProps, GroundPoint, TaskTargetDefinition } from '@mission/shared/src/chapter-kit';
import { armyAssetUrl } from '../asset-url';
import { ARMY_TRADES_BY_CHAPTER, tradeCopy, type ArmyTrade } from '../trades/army-trades';
import { TRADE_ICONS } from '../trades/trade-icons';
import { nextArmyStep, type ArmyChapter } from './army-chapters';

/** Seconds of each briefing line over the chapter's interstitial video (the video is 6 s long). */
export const BRIEFING_CUES = [
  { line: 'alert', start: 0.2, end: 2.1 },
  { line: 'report', start: 2.1, end: 4.1 },
  { line: 'orders', start: 4.1, end: 6.1 },
] as const;

export interface ArmyChapterLayout<C extends ArmyChapter> {
  hotspots: Record<(typeof ARMY_TRADES_BY_CHAPTER)[C][number], GroundPoint>;
  targets: readonly TaskTargetDefinition[];
  loadScene: () => Promise<{ default: ComponentType<ChapterSceneProps> }>;
  startYaw?: number;
  /** Eye height in metres (1.7 standing; higher to see over a levee). */
  eyeHeight?: number;
}

/** The parts every Army chapter shares: its scene name, copy keys, sounds, video and next step. */
export function armyChapterDefinition<C extends ArmyChapter>(chapter: C, layout: ArmyChapterLayout<C>): ChapterDefinition {
  const next = nextArmyStep(chapter);
  const sceneName = `army-${chapter}`;
  return {
    section: 'army',
    chapter,
    sceneName,
    title: { key: `army:chapters.${chapter}.title` },
    hotspots: (ARMY_TRADES_BY_CHAPTER[chapter] as readonly (typeof ARMY_TRADES_BY_CHAPTER)[C][number][]).map((trade) => ({
      id: trade,
      position: layout.hotspots[trade],
      title: tradeCopy(trade as ArmyTrade).title,
      body: tradeCopy(trade as ArmyTrade).body,
      Icon: TRADE_ICONS[trade as ArmyTrade],
    })),
    task: {
      counter: { key: `army:${chapter}.task.counter` },
      instruction: { key: `army:${chapter}.task.instruction` },
      complete: { key: `army:${chapter}.complete` },
      targets: layout.targets,
    },
    loadScene: layout.loadScene,
    sounds: { set: sceneName as 'army-fire' | 'army-flood' | 'army-mudslide', entries: ARMY_SOUNDS, baseUrl: armyAssetUrl('sounds/'), roles: ARMY_SOUND_IDS[chapter] },
    interstitial: {
      sources: [
        { src: armyAssetUrl(`video/${sceneName}-briefing.webm`), type: 'video/webm; codecs="vp9, opus"' },
        { src: armyAssetUrl(`video/${sceneName}-briefing.mp4`), type: 'video/mp4; codecs="avc1.42E01E, mp4a.40.2"' },
      ],
      captions: BRIEFING_CUES.map(({ line, start, end }) => ({ start, end, text: { key: `army:${chapter}.captions.${line}` } })),
    },
    next: {
      path: `/army/${next.slug}`,
      title: { key: `army:chapters.${next.slug}.title` },
      isDebrief: next.isDebrief,
    },
    view: { fov: 72, eyeHeight: layout.eyeHeight ?? 1.7, startYaw: layout.startYaw ?? 0 },
  };
}
