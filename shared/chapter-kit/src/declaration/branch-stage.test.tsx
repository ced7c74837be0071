import { render } from '@testing-library/react';
import { audioManager } from '@mission/shared';
import { MemoryRouter, Route, Routes } from '@mission/shared/routing';
import { testBranchWithSceneSpies } from '../test-support/test-branch';
import { BranchStage } from './branch-stage';

// The kit's test branch joins the list of branches (test-support/test-branch-list.ts).
jest.mock('@mission/content/branch-list', () => jest.requireActual('../test-support/test-branch-list').listWithTestBranch());

// The branch's copy never arrives here: what loads meanwhile is what this file is about.
jest.mock('../copy/kit-copy', () => ({ provideBranchCopy: () => new Promise<void>(() => undefined) }));
jest.mock('../stage/chapter-canvas', () => ({ __esModule: true, default: () => null }));

function renderAt(path: string) {
  const { branch, loaders } = testBranchWithSceneSpies();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ridge/*" element={<BranchStage branch={branch} busContractVersion="1.0.0" />} />
      </Routes>
    </MemoryRouter>,
  );
  return loaders;
}

describe('BranchStage: the addressed chapter loads beside the copy (stage/chapter-preload.ts)', () => {
  let loadSounds: jest.SpyInstance;
  beforeEach(() => {
    loadSounds = jest.spyOn(audioManager, 'loadScene').mockResolvedValue(undefined);
  });
  afterEach(() => loadSounds.mockRestore());

  it("starts the addressed chapter's scene while the copy is still on its way, not its sounds (made once its picture is up)", () => {
    const loaders = renderAt('/ridge/river');
    expect(loaders.river).toHaveBeenCalledTimes(1);
    expect(loaders.summit).not.toHaveBeenCalled();
    expect(loaders.camp).not.toHaveBeenCalled();
    expect(loadSounds).not.toHaveBeenCalled();
  });

  it("the branch's index opens its first chapter, so that one loads", () => {
    const loaders = renderAt('/ridge');
    expect(loaders.summit).toHaveBeenCalledTimes(1);
    expect(loaders.river).not.toHaveBeenCalled();
  });

  it('loads no chapter for the debrief or an unknown path', () => {
    for (const path of ['/ridge/end', '/ridge/nowhere']) {
      const loaders = renderAt(path);
      expect(Object.values(loaders).every((loader) => loader.mock.calls.length === 0)).toBe(true);
    }
    expect(loadSounds).not.toHaveBeenCalled();
  });
});
