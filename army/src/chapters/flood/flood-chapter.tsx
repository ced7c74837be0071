import { ChapterStage } from '@mission/shared/src/chapter-kit';
import { armyChapterDefinition } from '../army-chapter-definition';
import { FLOOD_HOTSPOTS, FLOOD_TARGETS } from './flood-layout';

const definition = armyChapterDefinition('flood', {
  hotspots: FLOOD_HOTSPOTS,
  targets: FLOOD_TARGETS,
  loadScene: () => import('./flood-scene'),
  // Standing on the truck's step: high enough to see the river over the levee.
  eyeHeight: 2.9,
});

/** /army/flood: Flood. Level 2: drop a sandbag in each of the four glowing gaps; the water stops rising. */
export function FloodChapter() {
  return <ChapterStage definition={definition} />;
}
