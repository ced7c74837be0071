import { render } from '@testing-library/react';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { initialChapterPlayState, type ChapterPlayState } from '../play/chapter-play-state';
import { ChapterRuntime } from '../runtime/chapter-runtime';
import { testBranch } from '../test-support/test-branch';
import { ChapterPins } from './chapter-pins';

// The kit's test branch joins the list of branches, and its copy the copy (test-support/test-branch-list.ts).
jest.mock('@mission/content/branch-list', () => jest.requireActual('../test-support/test-branch-list').listWithTestBranch());
jest.mock('@mission/content/all-copy', () => jest.requireActual('../test-support/test-branch-copy').copyWithTestBranch());

const summit = testBranch().chapters.summit;
const hotspotIds = summit.hotspots.map((hotspot) => hotspot.id);
const targetIds = summit.task.targets.map((target) => target.id);

function renderPins(state: ChapterPlayState) {
  const noop = () => undefined;
  const { container } = render(
    <ChapterPins
      definition={summit}
      runtime={new ChapterRuntime(summit.task.targets)}
      state={state}
      targetShown={() => true}
      onOpenHotspot={noop}
      onPressTarget={noop}
      onReleaseTarget={noop}
      onTapTarget={noop}
    />,
  );
  const markers = [...container.querySelectorAll<HTMLElement>('.kit-hotspot')];
  const targets = [...container.querySelectorAll<HTMLElement>('.kit-target')];
  return { markers, targets };
}

const start = initialChapterPlayState(hotspotIds, targetIds);

describe('the pins over the scene', () => {
  beforeAll(() => initTestI18n('en'));

  it('in Level 1, keeps every trade within reach, found or not', () => {
    const { markers, targets } = renderPins({ ...start, phase: 'recon', found: hotspotIds.slice(0, 2) });
    expect(markers).toHaveLength(3);
    expect(markers.map((marker) => marker.dataset.found)).toEqual(['true', 'true', 'false']);
    expect(markers.filter((marker) => marker.hasAttribute('inert'))).toEqual([]);
    expect(targets).toEqual([]);
  });

  it('while the task (Level 2) is on, the found trades step out of the way: inert, which the stylesheet fades out', () => {
    const { markers, targets } = renderPins({ ...start, phase: 'mission', found: hotspotIds, doneTargets: targetIds.slice(0, 1) });
    expect(markers.map((marker) => marker.hasAttribute('inert'))).toEqual([true, true, true]);
    expect(targets).toHaveLength(targetIds.length);
    expect(targets.filter((target) => target.hasAttribute('inert'))).toEqual([]);
  });

  it('once the task is done, the found trades come back', () => {
    const { markers, targets } = renderPins({ ...start, phase: 'complete', found: hotspotIds, doneTargets: targetIds });
    expect(markers.map((marker) => marker.dataset.found)).toEqual(['true', 'true', 'true']);
    expect(markers.filter((marker) => marker.hasAttribute('inert'))).toEqual([]);
    expect(targets).toEqual([]);
  });
});
