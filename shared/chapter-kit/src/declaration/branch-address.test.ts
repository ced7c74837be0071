import { audioManager, hostBus } from '@mission/shared';
import { testBranchWithSceneSpies } from '../test-support/test-branch';
import { provideBranchCopy } from '../copy/kit-copy';
import { addressedChapter, branchPreload } from './branch-address';

// The kit's test branch joins the list of branches (test-support/test-branch-list.ts).
jest.mock('@mission/content/branch-list', () => jest.requireActual('../test-support/test-branch-list').listWithTestBranch());

jest.mock('../copy/kit-copy', () => ({ provideBranchCopy: jest.fn(() => Promise.resolve()) }));
jest.mock('../stage/chapter-canvas', () => ({ __esModule: true, default: () => null }));

describe('addressedChapter', () => {
  const { branch } = testBranchWithSceneSpies();

  it.each([
    ['', 'summit'],
    ['river', 'river'],
    ['camp/', 'camp'],
  ])('the page at "%s" under the branch shows the %s chapter (the index opens the first)', (address, chapter) => {
    expect(addressedChapter(branch, address)).toBe(branch.chapters[chapter as 'summit']);
  });

  it.each(['debrief', 'no-such-chapter', 'summit/extra'])('the page at "%s" shows no chapter', (address) => {
    expect(addressedChapter(branch, address)).toBeUndefined();
  });
});

describe('branchPreload: what the shell starts as a navigation to a branch page begins', () => {
  let loadSounds: jest.SpyInstance;
  beforeEach(() => {
    jest.mocked(provideBranchCopy).mockClear();
    loadSounds = jest.spyOn(audioManager, 'loadScene').mockResolvedValue(undefined);
  });
  afterEach(() => loadSounds.mockRestore());

  it('with its briefing still to play, starts the copy only: the scene builds behind the video', () => {
    hostBus.setState('watchedInterstitials', []);
    const { branch, loaders } = testBranchWithSceneSpies();
    branchPreload(branch)('summit');
    expect(provideBranchCopy).toHaveBeenCalledTimes(1);
    expect(loaders.summit).not.toHaveBeenCalled();
    expect(loadSounds).not.toHaveBeenCalled();
  });

  it('with its briefing watched, starts the scene too, not its sounds (made once its picture is up)', () => {
    hostBus.setState('watchedInterstitials', ['ridge-summit']);
    const { branch, loaders } = testBranchWithSceneSpies();
    branchPreload(branch)('');
    expect(loaders.summit).toHaveBeenCalledTimes(1);
    expect(loadSounds).not.toHaveBeenCalled();
    hostBus.setState('watchedInterstitials', []);
  });

  it('starts the copy and the addressed chapter’s scene, not another chapter’s', () => {
    const { branch, loaders } = testBranchWithSceneSpies();
    branchPreload(branch)('river');
    expect(provideBranchCopy).toHaveBeenCalledWith(branch.namespace);
    expect(loaders.river).toHaveBeenCalledTimes(1);
    expect(loaders.summit).not.toHaveBeenCalled();
    expect(loaders.camp).not.toHaveBeenCalled();
  });

  it('for the debrief, starts the copy only', () => {
    const { branch, loaders } = testBranchWithSceneSpies();
    branchPreload(branch)('debrief');
    expect(provideBranchCopy).toHaveBeenCalledTimes(1);
    expect(Object.values(loaders).every((loader) => loader.mock.calls.length === 0)).toBe(true);
  });

  it('a copy that fails to load is left for the stage to meet: nothing unhandled', async () => {
    jest.mocked(provideBranchCopy).mockReturnValueOnce(Promise.reject(new Error('copy answered 503')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const { branch } = testBranchWithSceneSpies();
    branchPreload(branch)('summit');
    await new Promise((done) => setTimeout(done, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
