import { airBranch } from '../air/src/air-branch';
import { armyBranch } from '../army/src/army-branch';
import { navyBranch } from '../navy/src/navy-branch';
import {
  HOTSPOT_MARKER_HEIGHT,
  heroOutline,
  wholeInFrame,
  inMiddleThird,
  PHONE_PORTRAIT,
  projectFromLook,
  type ChapterDefinition,
  type GroundPoint,
} from '@mission/chapter-kit';

/**
 * docs/game-design.md "Composition and guidance": the first frame of every chapter shows the
 * chapter's hero and at least one hotspot's marker (where its button is pinned,
 * HOTSPOT_MARKER_HEIGHT over its point) in the middle third of a 390 x 844 phone in portrait,
 * seen from the chapter's opening look with its own lens.
 */
const chapters: ChapterDefinition[] = [
  ...Object.values<ChapterDefinition>(armyBranch.chapters),
  ...Object.values<ChapterDefinition>(navyBranch.chapters),
  ...Object.values<ChapterDefinition>(airBranch.chapters),
];

function inTheMiddle(definition: ChapterDefinition, point: GroundPoint): boolean {
  const view = definition.view ?? {};
  const lens = { fovDeg: view.fov ?? 62, aspect: PHONE_PORTRAIT.width / PHONE_PORTRAIT.height, eyeHeight: view.eyeHeight ?? 1.7 };
  const look = { yaw: view.startYaw ?? 0, pitch: view.startPitch ?? 0 };
  return inMiddleThird(projectFromLook(point, look, lens));
}

function markersSeenFromTheOpening(definition: ChapterDefinition): string[] {
  return definition.hotspots
    .filter(({ position: [x, y, z] }) => inTheMiddle(definition, [x, y + HOTSPOT_MARKER_HEIGHT, z]))
    .map(({ id }) => id);
}

describe('the opening frame of every chapter', () => {
  it('covers the nine chapters', () => {
    expect(chapters).toHaveLength(9);
  });

  it.each(chapters.map((definition) => [definition.sceneName, definition] as const))(
    '%s shows a hotspot in the middle third of a phone held upright',
    (_, definition) => {
      expect(markersSeenFromTheOpening(definition).length).toBeGreaterThanOrEqual(1);
    },
  );

  it.each(chapters.map((definition) => [definition.sceneName, definition] as const))(
    '%s shows its hero in the middle third too',
    (_, definition) => {
      expect(inTheMiddle(definition, definition.hero)).toBe(true);
    },
  );
});

describe('the hero of every opening frame', () => {
  it.each(chapters.map((definition) => [definition.sceneName, definition] as const))(
    '%s stands whole in the frame: no edge and no header cuts it',
    (_, definition) => {
      const view = definition.view ?? {};
      const lens = { fovDeg: view.fov ?? 62, aspect: PHONE_PORTRAIT.width / PHONE_PORTRAIT.height, eyeHeight: view.eyeHeight ?? 1.7 };
      const look = { yaw: view.startYaw ?? 0, pitch: view.startPitch ?? 0 };
      expect(definition.heroSize).toBeDefined();
      expect(wholeInFrame(heroOutline(definition.hero, definition.heroSize!), look, lens)).toBe(true);
    },
  );
});
