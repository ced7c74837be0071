import { ChapterStage } from '@mission/shared/src/chapter-kit';
import { armyChapterDefinition } from '../army-chapter-definition';
import { MUDSLIDE_HOTSPOTS, MUDSLIDE_TARGETS } from './mudslide-layout';

const definition = armyChapterDefinition('mudslide', {
  hotspots: MUDSLIDE_HOTSPOTS,
  targets: MUDSLIDE_TARGETS,
  loadScene: () => import('./mudslide-scene'),
});

/** /army/mudslide: Mudslide. Level 2: tap each of three pieces of debris until it is hauled off the road. */
export function MudslideChapter() {
  return <ChapterStage definition={definition} />;
}
