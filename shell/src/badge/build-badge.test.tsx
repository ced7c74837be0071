/// <reference types="@testing-library/jest-dom" />
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostBus, missionBus } from '@mission/shared';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { LoadedRemotes } from '../remotes/loaded-remotes';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { RemoteRegistryProvider } from '../remotes/remote-registry-context';
import { prepareRegistryWithOverride, REMOTE_OVERRIDE_RECORD, type RemoteOverride } from '../remotes/remote-override';
import type { BuildInfo } from '../services/build-info/fetch-build-info';
import { BuildBadge, type BuildBadgeProps } from './build-badge';
import { memoryStorage } from '../test-support/memory-storage';

const SHELL = 'https://mission.example.ca';
const listed: RemoteRegistry = {
  remotes: [
    { name: 'army', manifestUrl: 'https://army.example.ca/mf-manifest.json' },
    { name: 'navy', manifestUrl: 'https://navy.example.ca/mf-manifest.json' },
  ],
  allowedOrigins: ['https://qa.example.ca'],
};
const CANDIDATE = 'https://qa.example.ca/army/318/mf-manifest.json';

const qa: BuildInfo = { buildNumber: '1042', branchName: 'qa' };

function renderBadge(
  shellInfo: BuildInfo | null,
  { storage = memoryStorage(), ...props }: Omit<Partial<BuildBadgeProps>, 'storage'> & { storage?: ReturnType<typeof memoryStorage> } = {},
) {
  const remotesStore = new LoadedRemotes();
  const fetchInfo = jest.fn(async (url: string): Promise<BuildInfo | null> =>
    url === 'https://army.example.ca/build-info.json' ? { buildNumber: '317', branchName: 'qa' } : null,
  );
  const copy = jest.fn(async () => true);
  const alert = jest.fn();
  const reload = jest.fn();
  const prepare = (registry: RemoteRegistry) =>
    prepareRegistryWithOverride(registry, { storage, debug: missionBus.getState('debug'), shellOrigin: SHELL });
  const view = render(
    <RemoteRegistryProvider load={async () => listed} register={() => {}} prepare={prepare}>
      <BuildBadge
        shellBuildInfo={Promise.resolve(shellInfo)}
        fetchInfo={fetchInfo}
        copy={copy}
        alert={alert}
        reload={reload}
        storage={() => storage}
        shellOrigin={SHELL}
        remotesStore={remotesStore}
        {...props}
      />
    </RemoteRegistryProvider>,
  );
  return { ...view, remotesStore, fetchInfo, copy, alert, reload, storage };
}

const copyButton = () => screen.findByRole('button', { name: /^Copy build info/ });

beforeEach(async () => {
  await initTestI18n('en');
  hostBus.setState('debug', false);
});
afterEach(() => jest.restoreAllMocks());

describe('BuildBadge', () => {
  it.each(['qa', 'develop'])("shows the shell's build on %s, as a real button named for what it does", async (branchName) => {
    renderBadge({ buildNumber: '1042', branchName });
    expect(await copyButton()).toHaveTextContent(`Shell 1042 · ${branchName}`);
    expect(screen.getByRole('complementary', { name: 'Build information' })).toBeInTheDocument();
  });

  it.each([{ buildNumber: '1042', branchName: 'main' }, { buildNumber: '9', branchName: 'staging' }, null])(
    'shows nothing, and fetches nothing, on %p',
    async (info) => {
      const { container, remotesStore, fetchInfo } = renderBadge(info);
      await act(async () => {
        remotesStore.add({ name: 'army', manifestUrl: listed.remotes[0]!.manifestUrl });
      });
      expect(container).toBeEmptyDOMElement();
      expect(fetchInfo).not.toHaveBeenCalled();
    },
  );

  it('adds each remote once it loaded, from its own build-info.json, and copies them all', async () => {
    const { remotesStore, fetchInfo, copy, alert } = renderBadge(qa);
    const button = await copyButton();
    expect(fetchInfo).not.toHaveBeenCalled();

    act(() => remotesStore.add({ name: 'army', manifestUrl: 'https://army.example.ca/mf-manifest.json' }));
    await waitFor(() => expect(button).toHaveTextContent('Army 317 · qa'));
    expect(fetchInfo).toHaveBeenCalledWith('https://army.example.ca/build-info.json');

    // A failed fetch (logged by fetchBuildInfo): the badge shows what it has.
    act(() => remotesStore.add({ name: 'navy', manifestUrl: 'https://navy.example.ca/mf-manifest.json' }));
    await waitFor(() => expect(button).toHaveTextContent('Navy: build info unavailable'));
    expect(button).toHaveTextContent('Shell 1042 · qa');
    expect(fetchInfo).toHaveBeenCalledTimes(2);

    await userEvent.click(button);
    expect(copy).toHaveBeenCalledWith('shell 1042 (qa)\narmy 317 (qa)\nnavy (build info unavailable)');
    expect(alert).toHaveBeenCalledWith('Build info copied to clipboard!');
  });

  it('logs "Network response was not ok" when a remote answers with an error, through the real fetch', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = jest.fn(async () => new Response('', { status: 503 }));
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      const { remotesStore } = renderBadge(qa, { fetchInfo: undefined });
      const button = await copyButton();
      act(() => remotesStore.add({ name: 'army', manifestUrl: 'https://army.example.ca/mf-manifest.json' }));
      await waitFor(() => expect(button).toHaveTextContent('Army: build info unavailable'));
      expect(fetchMock).toHaveBeenCalledWith('https://army.example.ca/build-info.json', expect.anything());
      expect(String(consoleError.mock.calls[0]?.[0])).toContain('Network response was not ok');
    } finally {
      globalThis.fetch = original;
    }
  });

  it('says so when nothing could copy', async () => {
    const { alert } = renderBadge(qa, { copy: async () => false });
    await userEvent.click(await copyButton());
    expect(alert).toHaveBeenCalledWith('The build info could not be copied.');
  });

  it('speaks French', async () => {
    await initTestI18n('fr');
    try {
      const { alert } = renderBadge(qa);
      const button = await screen.findByRole('button', { name: /^Copier les informations de version/ });
      expect(button).toHaveTextContent('Hôte 1042 · qa');
      await userEvent.click(button);
      expect(alert).toHaveBeenCalledWith('Informations de version copiées dans le presse-papiers\u202f!');
    } finally {
      cleanup();
      await initTestI18n('en');
    }
  });

  describe('candidate builds (debug mode)', () => {
    it('offers no override form outside debug mode', async () => {
      renderBadge(qa);
      await copyButton();
      await act(async () => {}); // the registry has settled
      expect(screen.queryByText('Load a candidate build')).toBeNull();
    });

    it('keeps an allowed candidate in sessionStorage and restarts the page', async () => {
      hostBus.setState('debug', true);
      const { storage, reload } = renderBadge(qa);
      await userEvent.click(await screen.findByText('Load a candidate build'));
      await userEvent.selectOptions(screen.getByLabelText('Remote'), 'army');
      await userEvent.type(screen.getByLabelText('Candidate manifest URL'), CANDIDATE);
      await userEvent.click(screen.getByRole('button', { name: 'Load candidate' }));
      expect(JSON.parse(storage.data.get(REMOTE_OVERRIDE_RECORD.key) ?? '')).toEqual({
        version: 1,
        data: { section: 'army', manifestUrl: CANDIDATE },
      });
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it("keeps a candidate's integrity with it, so the candidate is pinned, and refuses one out of shape", async () => {
      hostBus.setState('debug', true);
      const pin = `sha384-${'q'.repeat(64)}`;
      const { storage, reload } = renderBadge(qa);
      await userEvent.click(await screen.findByText('Load a candidate build'));
      await userEvent.type(screen.getByLabelText('Candidate manifest URL'), CANDIDATE);
      await userEvent.type(screen.getByLabelText('Manifest integrity (optional, sha384-…)'), 'sha384-short');
      await userEvent.click(screen.getByRole('button', { name: 'Load candidate' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Give the manifest’s integrity as sha384- followed by 64 base64 characters, or leave it empty.',
      );
      expect(screen.getByLabelText('Manifest integrity (optional, sha384-…)')).toHaveAttribute('aria-invalid', 'true');
      expect(storage.data.has(REMOTE_OVERRIDE_RECORD.key)).toBe(false);

      await userEvent.clear(screen.getByLabelText('Manifest integrity (optional, sha384-…)'));
      await userEvent.type(screen.getByLabelText('Manifest integrity (optional, sha384-…)'), pin);
      await userEvent.click(screen.getByRole('button', { name: 'Load candidate' }));
      expect(JSON.parse(storage.data.get(REMOTE_OVERRIDE_RECORD.key) ?? '').data).toEqual({
        section: 'army',
        manifestUrl: CANDIDATE,
        integrity: pin,
      });
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['https://evil.example/mf-manifest.json', 'This origin is not allowed for this remote by the registry.'],
      ['https://qa.example.ca@evil.example/mf-manifest.json', 'Enter the full https address of a manifest (.json).'],
      ['javascript:alert(1)', 'Enter the full https address of a manifest (.json).'],
      ['//evil.example/mf-manifest.json', 'Enter the full https address of a manifest (.json).'],
      ['https://navy.example.ca/mf-manifest.json', 'This origin is not allowed for this remote by the registry.'],
    ])('refuses %s with a message, keeping nothing', async (url, message) => {
      hostBus.setState('debug', true);
      const { storage, reload } = renderBadge(qa);
      await userEvent.click(await screen.findByText('Load a candidate build'));
      await userEvent.type(screen.getByLabelText('Candidate manifest URL'), url);
      await userEvent.click(screen.getByRole('button', { name: 'Load candidate' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByLabelText('Candidate manifest URL')).toHaveAttribute('aria-invalid', 'true');
      expect(storage.data.has(REMOTE_OVERRIDE_RECORD.key)).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    });

    it('shows the candidate in use, copies it, and clears it', async () => {
      hostBus.setState('debug', true);
      jest.spyOn(console, 'info').mockImplementation(() => {});
      const storage = memoryStorage();
      const override: RemoteOverride = { section: 'army', manifestUrl: CANDIDATE };
      storage.setItem(REMOTE_OVERRIDE_RECORD.key, JSON.stringify({ version: 1, data: override }));
      const { copy, reload } = renderBadge(qa, { storage });
      const button = await copyButton();
      await waitFor(() => expect(button).toHaveTextContent(`Army candidate: ${CANDIDATE}`));
      await userEvent.click(button);
      expect(copy).toHaveBeenCalledWith(`shell 1042 (qa)\narmy candidate ${CANDIDATE}`);

      await userEvent.click(screen.getByRole('button', { name: 'Back to the registry’s builds' }));
      expect(JSON.parse(storage.data.get(REMOTE_OVERRIDE_RECORD.key) ?? '')).toEqual({ version: 1, data: null });
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });
});
