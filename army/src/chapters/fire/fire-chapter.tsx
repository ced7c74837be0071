import { ChapterStage } from '@mission/shared/src/chapter-kit';
import { armyChapterDefinition } from '../army-chapter-definition';
import { FIRE_HOTSPOTS, FIRE_TARGETS } from './fire-layout';

const definition = armyChapterDefinition('fire', {
  hotspots: FIRE_HOTSPOTS,
  targets: FIRE_TARGETS,
  loadScene: () => import('./fire-scene'),
});

/** /army/fire: the Forest. Level 2: press and hold each of three fires until it goes out. */
export function FireChapter() {
  return <ChapterStage definition={definition} />;
}
