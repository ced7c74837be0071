/// <reference types="@testing-library/jest-dom" />
import type { ComponentType, ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@mission/shared/routing';
import { BUS_CONTRACT_VERSION, hostBus } from '@mission/shared';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { BranchRoute } from './branch-route';
import type { BranchLoaderRuntime } from './load-branch-module';
import { RegistryError } from './remote-errors';
import type { RemoteRegistry } from './remote-registry';
import { RemoteRegistryProvider } from './remote-registry-context';

const armyEntry = { name: 'army', manifestUrl: 'https://army.example.ca/mf-manifest.json' } as const;
const registry: RemoteRegistry = { remotes: [armyEntry] };

function ArmyApp() {
  return <h1>Army branch app</h1>;
}

const armyModule = (busContractVersion = BUS_CONTRACT_VERSION, App: ComponentType = ArmyApp) => ({
  default: App,
  section: 'army',
  busContractVersion,
});

function fakeRuntime(load: BranchLoaderRuntime['load']) {
  return { load: jest.fn(load), reregister: jest.fn<void, [RemoteRegistry['remotes'][number]]>() };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderBranch(
  runtime: BranchLoaderRuntime,
  { load = async () => registry, register = jest.fn() }: { load?: () => Promise<RemoteRegistry>; register?: jest.Mock } = {},
) {
  const view = render(
    <MemoryRouter initialEntries={['/army/fire']}>
      <RemoteRegistryProvider load={load} register={register}>
        <BranchRoute section="army" runtime={runtime} />
      </RemoteRegistryProvider>
    </MemoryRouter>,
  );
  return { ...view, register };
}

const unavailablePage = () => screen.findByTestId('branch-unavailable');

describe('BranchRoute', () => {
  let consoleError: jest.SpyInstance;

  beforeAll(async () => {
    await initTestI18n('en');
  });

  beforeEach(async () => {
    hostBus.setState('locale', 'en');
    await initTestI18n('en');
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const loggedText = () => consoleError.mock.calls.map((call) => call.map(String).join(' ')).join('\n');

  it('shows the loading status, then the branch app', async () => {
    const answer = deferred<unknown>();
    const runtime = fakeRuntime(() => answer.promise);
    const { register } = renderBranch(runtime);

    // The dynamic loader's delay (docs/product-rules.md §9): the message only after 200 ms.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading the Army missions…'));
    await waitFor(() => expect(runtime.load).toHaveBeenCalledWith('army', 'BranchApp'));
    expect(register).toHaveBeenCalledWith(registry);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the Army missions…');

    answer.resolve(armyModule());

    expect(await screen.findByRole('heading', { name: 'Army branch app' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(runtime.reregister).not.toHaveBeenCalled();
  });

  it('shows the branch-unavailable page in English when the remote fails to load', async () => {
    const runtime = fakeRuntime(async () => {
      throw new Error('remoteEntry.js answered 503');
    });
    renderBranch(runtime);

    const page = await unavailablePage();
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('The Army missions can’t load right now');
    expect(within(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(within(page).getByRole('link', { name: 'Return to the experience' })).toHaveAttribute('href', '/select');
    expect(within(page).getByRole('link', { name: 'Use the accessible version' })).toHaveAttribute('href', '/accessible');
    expect(document.title).toBe('Branch unavailable | Forces Missions');
    expect(loggedText()).toContain('remoteEntry.js answered 503');
  });

  it('shows the branch-unavailable page in French when the locale is French', async () => {
    hostBus.setState('locale', 'fr');
    await initTestI18n('fr');
    const runtime = fakeRuntime(async () => {
      throw new Error('down');
    });
    renderBranch(runtime);

    const page = await unavailablePage();
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Les missions de l’Armée ne peuvent pas se charger pour le moment',
    );
    expect(within(page).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Retour à l’expérience' })).toHaveAttribute('href', '/fr/select');
    expect(within(page).getByRole('link', { name: 'Utiliser la version accessible' })).toHaveAttribute('href', '/fr/accessible');
  });

  it('retries with a fresh registration and shows the app once the remote is back', async () => {
    const user = userEvent.setup();
    const runtime = fakeRuntime(async () => {
      throw new Error('down');
    });
    renderBranch(runtime);
    await unavailablePage();
    expect(runtime.load).toHaveBeenCalledTimes(1);
    expect(runtime.reregister).not.toHaveBeenCalled();

    runtime.load.mockImplementation(async () => armyModule());
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Army branch app' })).toBeInTheDocument();
    expect(runtime.reregister).toHaveBeenCalledWith(armyEntry);
    expect(runtime.load).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('branch-unavailable')).not.toBeInTheDocument();
  });

  it('shows the unavailable page again when a retry fails too', async () => {
    const user = userEvent.setup();
    const runtime = fakeRuntime(async () => {
      throw new Error('still down');
    });
    renderBranch(runtime);
    await unavailablePage();

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(runtime.load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(runtime.reregister).toHaveBeenCalledTimes(1);
  });

  it('contains a branch app that throws while rendering and logs it', async () => {
    function BrokenApp(): ReactElement {
      throw new Error('scene exploded');
    }
    const runtime = fakeRuntime(async () => armyModule(BUS_CONTRACT_VERSION, BrokenApp));
    renderBranch(runtime);

    const page = await unavailablePage();
    expect(within(page).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(loggedText()).toContain('"army" threw while rendering');
    expect(loggedText()).toContain('scene exploded');
  });

  it('mounts the app after a retry that follows a render crash', async () => {
    const user = userEvent.setup();
    let crash = true;
    function FlakyApp() {
      if (crash) throw new Error('first render fails');
      return <ArmyApp />;
    }
    const runtime = fakeRuntime(async () => armyModule(BUS_CONTRACT_VERSION, FlakyApp));
    renderBranch(runtime);
    await unavailablePage();

    crash = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Army branch app' })).toBeInTheDocument();
    expect(runtime.reregister).toHaveBeenCalledWith(armyEntry);
  });

  it('shows the registry error page when the registry cannot be read', async () => {
    const runtime = fakeRuntime(async () => armyModule());
    const { register } = renderBranch(runtime, {
      load: async () => {
        throw new RegistryError('missing', '/remotes.json answered 404');
      },
    });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('The experience couldn’t start');
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.queryByTestId('branch-unavailable')).not.toBeInTheDocument();
    expect(runtime.load).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
    expect(loggedText()).toContain('/remotes.json answered 404');
  });

  it('shows the registry error page when the registry does not list the branch', async () => {
    const runtime = fakeRuntime(async () => armyModule());
    renderBranch(runtime, { load: async () => ({ remotes: [] }) });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('The experience couldn’t start');
    expect(runtime.load).not.toHaveBeenCalled();
  });

  it('refuses a remote on another contract major, logging both versions', async () => {
    const runtime = fakeRuntime(async () => armyModule('2.0.0'));
    renderBranch(runtime);

    const page = await unavailablePage();
    expect(within(page).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Army branch app' })).not.toBeInTheDocument();
    const mismatch = consoleError.mock.calls.map((call) => String(call[0])).find((line) => line.includes('2.0.0'));
    expect(mismatch).toContain(BUS_CONTRACT_VERSION);
  });
});
