import { audioManager, hostBus } from '@mission/shared';
import { armyWithSceneSpies } from '../test-support/army-with-scene-spies';
import { provideBranchCopy } from '../copy/kit-copy';
import { addressedChapter, branchPreload } from './branch-address';

jest.mock('../copy/kit-copy', () => ({ provideBranchCopy: jest.fn(() => Promise.resolve()) }));
jest.mock('../stage/chapter-canvas', () => ({ __esModule: true, default: () => null }));

describe('addressedChapter', () => {
  const { branch } = armyWithSceneSpies();

  it.each([
    ['', 'fire'],
    ['flood', 'flood'],
    ['mudslide/', 'mudslide'],
  ])('the page at "%s" under the branch shows the %s chapter (the index opens the first)', (address, chapter) => {
    expect(addressedChapter(branch, address)).toBe(branch.chapters[chapter as 'fire']);
  });

  it.each(['debrief', 'no-such-chapter', 'fire/extra'])('the page at "%s" shows no chapter', (address) => {
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
    const { branch, loaders } = armyWithSceneSpies();
    branchPreload(branch)('fire');
    expect(provideBranchCopy).toHaveBeenCalledTimes(1);
    expect(loaders.fire).not.toHaveBeenCalled();
    expect(loadSounds).not.toHaveBeenCalled();
  });

  it('with its briefing watched, starts the scene too, not its sounds (made once its picture is up)', () => {
    hostBus.setState('watchedInterstitials', ['army-fire']);
    const { branch, loaders } = armyWithSceneSpies();
    branchPreload(branch)('');
    expect(loaders.fire).toHaveBeenCalledTimes(1);
    expect(loadSounds).not.toHaveBeenCalled();
    hostBus.setState('watchedInterstitials', []);
  });

  it('starts the copy and the addressed chapter’s scene, not another chapter’s', () => {
    const { branch, loaders } = armyWithSceneSpies();
    branchPreload(branch)('flood');
    expect(provideBranchCopy).toHaveBeenCalledWith(branch.namespace);
    expect(loaders.flood).toHaveBeenCalledTimes(1);
    expect(loaders.fire).not.toHaveBeenCalled();
    expect(loaders.mudslide).not.toHaveBeenCalled();
  });

  it('for the debrief, starts the copy only', () => {
    const { branch, loaders } = armyWithSceneSpies();
    branchPreload(branch)('debrief');
    expect(provideBranchCopy).toHaveBeenCalledTimes(1);
    expect(Object.values(loaders).every((loader) => loader.mock.calls.length === 0)).toBe(true);
  });

  it('a copy that fails to load is left for the stage to meet: nothing unhandled', async () => {
    jest.mocked(provideBranchCopy).mockReturnValueOnce(Promise.reject(new Error('copy answered 503')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const { branch } = armyWithSceneSpies();
    branchPreload(branch)('fire');
    await new Promise((done) => setTimeout(done, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
