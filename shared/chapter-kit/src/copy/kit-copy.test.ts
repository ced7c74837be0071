import i18next from 'i18next';
import { resources } from '@mission/content/all-copy';
import { initMissionI18n } from '@mission/shared';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { provideBranchCopy } from './kit-copy';

jest.mock('@mission/content', () => {
  const actual = jest.requireActual<typeof import('@mission/content')>('@mission/content');
  return { ...actual, loadNamespaceCopy: jest.fn(actual.loadNamespaceCopy) };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked module, to script its answers
const { loadNamespaceCopy } = require('@mission/content') as { loadNamespaceCopy: jest.Mock };

/** A remote built with newer wording than the shell's. */
function remoteWording() {
  loadNamespaceCopy.mockImplementation(async (tag: 'en-US' | 'fr-CA', ns: string) => {
    if (ns === 'common')
      return { kit: { ...(resources[tag].common.kit as object), loading: `remote kit (${tag})` }, skipToContent: 'remote skip' };
    return { ...resources[tag].navy, sectionTitle: `remote ${ns} (${tag})` };
  });
}

describe('provideBranchCopy', () => {
  beforeAll(() => initTestI18n('en'));
  beforeEach(() => loadNamespaceCopy.mockReset());

  it("lays the remote's branch namespace and the kit's block of common over the shell's, nothing else of common", async () => {
    remoteWording();
    await provideBranchCopy('navy');
    expect(i18next.t('navy:sectionTitle')).toBe('remote navy (en-US)');
    expect(i18next.t('common:kit.loading')).toBe('remote kit (en-US)');
    expect(i18next.t('common:skipToContent')).toBe(resources['en-US'].common.skipToContent);
    expect(loadNamespaceCopy.mock.calls.map(([tag, ns]) => `${tag}/${ns}`).sort()).toEqual([
      'en-US/common',
      'en-US/navy',
      'fr-CA/common',
      'fr-CA/navy',
    ]);
  });

  it('gives the same promise when asked again, so nothing is fetched twice', () => {
    expect(provideBranchCopy('navy')).toBe(provideBranchCopy('navy'));
  });

  it('tries again after a failed load', async () => {
    loadNamespaceCopy.mockRejectedValue(new Error('offline'));
    await expect(provideBranchCopy('air')).rejects.toThrow('offline');
    remoteWording();
    await expect(provideBranchCopy('air')).resolves.toBeUndefined();
    expect(i18next.t('air:sectionTitle')).toBe('remote air (en-US)');
  });

  // Last: from here on the page holds this build's copy version.
  it('a remote built from the copy the shell holds fetches no copy of its own (the same __COPY_VERSION__)', async () => {
    remoteWording();
    await initMissionI18n('en', i18next, { copyVersion: __COPY_VERSION__ });
    await provideBranchCopy('army');
    expect(loadNamespaceCopy).not.toHaveBeenCalled();
    expect(i18next.t('army:sectionTitle')).toBe(resources['en-US'].army.sectionTitle);
  });
});
