import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { LanguageTag, Namespace } from '@mission/content';
import { resources } from '@mission/content/all-copy';
import { FRAME_NAMESPACES, initMissionI18n, provideNamespace } from './mission-i18n';

/** Serves the real copy and notes every namespace fetched, as "en-US/common". */
function recordingLoader() {
  const fetched: string[] = [];
  const loadCopy = (tag: LanguageTag, ns: Namespace) => {
    fetched.push(`${tag}/${ns}`);
    return Promise.resolve(resources[tag][ns]);
  };
  return { fetched, loadCopy };
}

/** The shell's own words at a dotted path of one namespace. */
function copyAt(tag: LanguageTag, ns: Namespace, path: string): unknown {
  return path.split('.').reduce<unknown>((tree, key) => (tree as Record<string, unknown> | undefined)?.[key], resources[tag][ns]);
}

/** A loader whose answers the test releases by hand. */
function heldLoader() {
  const pending = new Map<string, () => void>();
  const loadCopy = (tag: LanguageTag, ns: Namespace) =>
    new Promise<(typeof resources)[LanguageTag][Namespace]>((resolve) => pending.set(`${tag}/${ns}`, () => resolve(resources[tag][ns])));
  const release = async (name: string) => {
    await waitFor(() => expect([...pending.keys()]).toContain(name));
    await act(async () => pending.get(name)?.());
  };
  return { loadCopy, release };
}

const remoteCopy = {
  'en-US': { debrief: { title: 'Team page title' } },
  'fr-CA': { debrief: { title: 'Titre de la page d’équipe' } },
};
const loadRemoteCopy = (tag: LanguageTag) => Promise.resolve(remoteCopy[tag]);

describe('initMissionI18n', () => {
  it("loads the frame's namespaces in the visitor's language only", async () => {
    const { fetched, loadCopy } = recordingLoader();
    const instance = await initMissionI18n('fr', i18next.createInstance(), { loadCopy });
    expect(fetched.sort()).toEqual(FRAME_NAMESPACES.map((ns) => `fr-CA/${ns}`).sort());
    expect(instance.t('common:skipToContent')).toBe(resources['fr-CA'].common.skipToContent);
  });

  it('loads another namespace when asked for it, in the current language', async () => {
    const { fetched, loadCopy } = recordingLoader();
    const instance = await initMissionI18n('en', i18next.createInstance(), { loadCopy });
    fetched.length = 0;
    await instance.loadNamespaces('errors');
    expect(fetched).toEqual(['en-US/errors']);
    expect(instance.t('errors:registry.label')).toBe((resources['en-US'].errors.registry as Record<string, string>).label);
  });

  it("switching language loads the other language's copy of every namespace the page holds before the words change", async () => {
    const { fetched, loadCopy } = recordingLoader();
    const instance = await initMissionI18n('en', i18next.createInstance(), { loadCopy });
    await instance.loadNamespaces('army');
    fetched.length = 0;
    await instance.changeLanguage('fr-CA');
    expect(fetched.sort()).toEqual(['fr-CA/army', 'fr-CA/common', 'fr-CA/menu']);
    expect(instance.t('army:sectionTitle')).toBe(resources['fr-CA'].army.sectionTitle);
  });

  it('uses copy given up front without fetching it', async () => {
    const { fetched, loadCopy } = recordingLoader();
    const instance = await initMissionI18n('en', i18next.createInstance(), { loadCopy, preloaded: resources });
    await instance.loadNamespaces(['errors', 'accessible']);
    await instance.changeLanguage('fr-CA');
    expect(fetched).toEqual([]);
    expect(instance.t('navy:sectionTitle')).toBe(resources['fr-CA'].navy.sectionTitle);
  });
});

describe('a screen waits for its namespace', () => {
  function ErrorsLabel() {
    const { t } = useTranslation('errors');
    return <p>{t('registry.label')}</p>;
  }

  it('shows nothing, never a raw key, until its namespace has arrived, then the words', async () => {
    const { loadCopy, release } = heldLoader();
    const instance = i18next.createInstance();
    const started = initMissionI18n('en', instance, { loadCopy });
    await release('en-US/common');
    await release('en-US/menu');
    await started;
    render(
      <I18nextProvider i18n={instance}>
        <Suspense fallback={<p>waiting</p>}>
          <ErrorsLabel />
        </Suspense>
      </I18nextProvider>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText(/registry\.label/)).not.toBeInTheDocument();
    await release('en-US/errors');
    expect(await screen.findByText((resources['en-US'].errors.registry as Record<string, string>).label as string)).toBeInTheDocument();
  });
});

describe('provideNamespace', () => {
  it('lays a remote’s copy over the shell’s in the language the page holds, keeping what it does not name', async () => {
    const { loadCopy } = recordingLoader();
    const instance = await initMissionI18n('en', i18next.createInstance(), { loadCopy });
    await instance.loadNamespaces('navy');
    await provideNamespace('navy', loadRemoteCopy, { instance });
    expect(instance.t('navy:debrief.title')).toBe('Team page title');
    expect(instance.t('navy:sectionTitle')).toBe('Navy');
  });

  it('loads the namespace with the overlay when the page did not hold it yet, and again with the next language', async () => {
    const { fetched, loadCopy } = recordingLoader();
    const instance = await initMissionI18n('en', i18next.createInstance(), { loadCopy });
    await provideNamespace('navy', loadRemoteCopy, { instance });
    expect(fetched).toContain('en-US/navy');
    expect(instance.t('navy:debrief.title')).toBe('Team page title');
    await instance.changeLanguage('fr-CA');
    expect(instance.t('navy:debrief.title')).toBe('Titre de la page d’équipe');
    expect(instance.t('navy:sectionTitle')).toBe(resources['fr-CA'].navy.sectionTitle);
  });

  it('a remote built from the copy the page holds lays nothing and fetches nothing of its own: the namespace comes from the shell’s copy', async () => {
    const { fetched, loadCopy } = recordingLoader();
    const instance = await initMissionI18n('en', i18next.createInstance(), { loadCopy, copyVersion: 'copy-1' });
    const remoteLoader = jest.fn(loadRemoteCopy);
    await provideNamespace('navy', remoteLoader, { instance, copyVersion: 'copy-1' });
    expect(remoteLoader).not.toHaveBeenCalled();
    expect(fetched).toContain('en-US/navy');
    expect(instance.t('navy:debrief.title')).toBe(copyAt('en-US', 'navy', 'debrief.title'));
    await instance.changeLanguage('fr-CA');
    expect(remoteLoader).not.toHaveBeenCalled();
    expect(instance.t('navy:debrief.title')).toBe(copyAt('fr-CA', 'navy', 'debrief.title'));
  });

  it('a remote built from other copy lays its own, and so does one when the page said no version', async () => {
    for (const held of ['copy-1', undefined]) {
      const { loadCopy } = recordingLoader();
      const instance = await initMissionI18n('en', i18next.createInstance(), { loadCopy, ...(held ? { copyVersion: held } : {}) });
      await provideNamespace('navy', loadRemoteCopy, { instance, copyVersion: 'copy-2' });
      expect(instance.t('navy:debrief.title')).toBe('Team page title');
    }
  });

  it('keeps the copy of a remote whose modules ran before i18n started (a team’s own page)', async () => {
    const { loadCopy } = recordingLoader();
    const instance = i18next.createInstance();
    const laid = provideNamespace('navy', loadRemoteCopy, { instance });
    await initMissionI18n('fr', instance, { loadCopy });
    await laid;
    expect(instance.t('navy:debrief.title')).toBe('Titre de la page d’équipe');
    await instance.changeLanguage('en-US');
    expect(instance.t('navy:debrief.title')).toBe('Team page title');
  });
});
