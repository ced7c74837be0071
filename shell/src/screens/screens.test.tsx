import { emptySectionProgress, sectionProgressOf } from '@mission/shared';
/// <reference types="@testing-library/jest-dom" />
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from '@mission/shared/routing';
import { hostBus, missionBus } from '@mission/shared';
import { Desktop } from './desktop';
import { ExperienceEntry } from './experience-entry';
import { Home } from './home';
import { HowTo } from './how-to';
import { MissionAccomplished } from './mission-accomplished';
import { MissionSelect } from './mission-select';
import { NotFound } from './not-found';
import { Permission } from './permission';
import { RouteErrorBoundary } from './route-error-boundary';
import { everyChapterDone, fakeDevice, phoneState, storageWith, renderAt, testServices } from './screen-test-kit';

const where = () => screen.getByTestId('where');

describe('Home (/)', () => {
  it.each([
    ['/', 'Step into a mission'],
    ['/fr', 'Plongez dans une mission'],
  ])('%s: one h1 and a start per language, each in its own language', async (path, title) => {
    await renderAt(path, <Route index element={<Home />} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: 'Start in English' })).toHaveAttribute('href', '/experience');
    expect(screen.getByRole('link', { name: 'Start in English' })).toHaveAttribute('lang', 'en-CA');
    expect(screen.getByRole('link', { name: 'Commencer en français' })).toHaveAttribute('href', '/fr/experience');
    expect(screen.getByRole('link', { name: 'Commencer en français' })).toHaveAttribute('lang', 'fr-CA');
  });
});

describe('Experience entry (/experience)', () => {
  const entry = <Route path="experience" element={<ExperienceEntry />} />;

  it('sends a computer to /desktop', async () => {
    await renderAt('/experience', entry, testServices({ device: fakeDevice(phoneState({ windowTooLarge: true })) }));
    await waitFor(() => expect(where()).toHaveTextContent('/desktop'));
  });

  it('takes a first visit on a phone to the intro, in its language', async () => {
    await renderAt('/fr/experience', entry);
    await waitFor(() => expect(where()).toHaveTextContent('/fr/intro'));
  });

  it('takes a returning visitor who has done every step to Mission Select', async () => {
    const storage = storageWith({
      'mission.persistent.v1': { version: 1, data: { completedHowTo: true, watchedInterstitials: ['portal'] } },
    });
    const services = testServices({ storage, permissionRequests: { orientationNeedsUserGesture: () => false } });
    await act(async () => undefined);
    await renderAt('/experience', entry, services);
    await waitFor(() => expect(where()).toHaveTextContent('/select'));
  });
});

describe('How-to (/how-to)', () => {
  const howTo = <Route path="how-to" element={<HowTo />} />;

  it('teaches the three moves, stores completedHowTo and goes on to the permission screen', async () => {
    const { services } = await renderAt('/how-to', howTo);
    for (const name of ['Look around', 'Tap the hotspots', 'Follow the compass']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(services.persistent.state.completedHowTo).toBe(true);
    await waitFor(() => expect(where()).toHaveTextContent('/permission'));
  });

  it('writes the card set it shows as howToContent while it is shown (docs/product-rules.md §3)', async () => {
    const services = testServices();
    expect(services.ui.state.howToContent).toBeNull();
    const { unmount } = await renderAt('/how-to', howTo, services);
    expect(services.ui.state.howToContent).toBe('immersive');
    unmount();
    expect(services.ui.state.howToContent).toBeNull();
  });

  it('returns to urlAfterHowTo when opened from the menu, and forgets it', async () => {
    const services = testServices();
    services.ui.dispatch({ type: 'url-after-how-to-set', url: '/army/fire' });
    await renderAt('/how-to', howTo, services);
    fireEvent.click(screen.getByRole('button', { name: 'Back to where I was' }));
    await waitFor(() => expect(where()).toHaveTextContent('/army/fire'));
    expect(services.ui.state.urlAfterHowTo).toBeNull();
  });
});

describe('Permission (/permission)', () => {
  const permission = <Route path="permission" element={<Permission />} />;

  it('asks from the tap itself (iOS), then goes on to the portal', async () => {
    const ask = jest.fn(async () => 'granted' as const);
    const askMotion = jest.fn(async () => 'granted' as const);
    await renderAt('/permission', permission, testServices({ permissionRequests: { deviceOrientation: ask, motion: askMotion } }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Let the scene follow your phone');
    fireEvent.click(screen.getByRole('button', { name: 'Grant permission' }));
    // Both called synchronously inside the click handler, before any await.
    expect(ask).toHaveBeenCalledTimes(1);
    expect(askMotion).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(where()).toHaveTextContent('/portal'));
  });

  it('says clearly when it is denied, in French too, and goes on with touch controls', async () => {
    await renderAt('/fr/permission', permission, testServices({ permissionRequests: { deviceOrientation: async () => 'denied' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Accorder l’autorisation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('L’accès aux capteurs de mouvement n’a pas été accordé');
    expect(missionBus.getState('forceTouchControls')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continuer avec les commandes tactiles' }));
    await waitFor(() => expect(where()).toHaveTextContent('/fr/portal'));
  });
});

describe('Desktop notice (/desktop)', () => {
  it.each([
    ['/desktop', '/qr/experience-en.svg', 'For the best AR experience, please switch to your phone.'],
    ['/fr/desktop', '/qr/experience-fr.svg', 'Pour profiter pleinement de la réalité augmentée, passez à votre téléphone.'],
  ])('%s shows the QR code of its language', async (path, qr, message) => {
    await renderAt(path, <Route path="desktop" element={<Desktop />} />);
    expect(screen.getByTestId('desktop-qr')).toHaveAttribute('src', qr);
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});

describe('Mission Select', () => {
  const route = <Route path="select" element={<MissionSelect />} />;

  it('collects a badge per chapter completed, the others drawn as outlines, named in the page’s language', async () => {
    const services = testServices();
    hostBus.setState('sectionProgress', sectionProgressOf({ army: { fire: [true, true] }, navy: { distress: [true, false] }, air: {} }));
    await renderAt('/fr/select', route, services);
    const army = screen.getByTestId('badges-army');
    expect(within(army).getByRole('img', { name: /^Badge «\sForêt\s»$/ })).toHaveAttribute('data-earned', 'true');
    expect(within(army).getByRole('img', { name: /^Badge «\sInondation\s», pas encore obtenu$/ })).toHaveAttribute('data-earned', 'false');
    const earned = (section: string) =>
      within(screen.getByTestId(`badges-${section}`))
        .getAllByRole('img')
        .map((badge) => badge.getAttribute('data-earned'));
    expect(earned('navy')).toEqual(['false', 'false', 'false']);
    expect(earned('air')).toEqual(['false', 'false', 'false']);
  });
});

describe('Mission Accomplished', () => {
  const route = <Route path="mission-accomplished" element={<MissionAccomplished />} />;

  it('leads to Mission Select until the experience is finished', async () => {
    const services = testServices();
    hostBus.setState('sectionProgress', emptySectionProgress());
    await renderAt('/mission-accomplished', route, services);
    await waitFor(() => expect(where()).toHaveTextContent('/select'));
  });

  it('links to jobs and the public site (French pages in French) and back to the start', async () => {
    const services = testServices();
    hostBus.setState('sectionProgress', everyChapterDone());
    await renderAt('/fr/mission-accomplished', route, services);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Toutes vos missions sont accomplies');
    expect(screen.getByRole('link', { name: /Voir les offres d’emploi/ })).toHaveAttribute('href', 'https://forces.ca/fr/carrieres/');
    expect(screen.getByRole('link', { name: /Défense nationale/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.canada\.ca\/fr\//),
    );
    expect(screen.getByRole('link', { name: 'Retour au début' })).toHaveAttribute('href', '/fr');
  });

  const finishedEverything = () => hostBus.setState('sectionProgress', everyChapterDone({ debriefs: true }));

  it('shows the game’s badge for the experience and each branch’s, named for screen readers', async () => {
    const services = testServices();
    finishedEverything();
    await renderAt('/mission-accomplished', route, services);
    expect(screen.getByRole('img', { name: /The game’s Mission accomplished badge/ })).toHaveAttribute('data-insignia', 'all');
    for (const [branch, kind] of [
      ['Army', 'army'],
      ['Navy', 'navy'],
      ['Air Force', 'air'],
    ]) {
      expect(screen.getByRole('img', { name: `The game’s ${branch} missions badge` })).toHaveAttribute('data-insignia', kind);
    }
  });

  it('names each branch’s badge in French with the branch’s own preposition (de l’Armée, de la Marine)', async () => {
    const services = testServices();
    finishedEverything();
    await renderAt('/fr/mission-accomplished', route, services);
    expect(screen.getByRole('img', { name: /Badge «\u00a0Mission accomplie\u00a0» du jeu/ })).toHaveAttribute('data-insignia', 'all');
    for (const [ofBranch, kind] of [
      ['de l’Armée', 'army'],
      ['de la Marine', 'navy'],
      ['de l’Aviation', 'air'],
    ]) {
      expect(screen.getByRole('img', { name: `Badge du jeu pour les missions ${ofBranch}` })).toHaveAttribute('data-insignia', kind);
    }
  });

  it('lists the trades met in every branch, each linked to its careers page in the visitor’s language', async () => {
    const services = testServices();
    finishedEverything();
    await renderAt('/fr/mission-accomplished', route, services);
    const army = screen.getByRole('region', { name: 'Armée' });
    expect(within(army).getAllByRole('link')).toHaveLength(9);
    expect(within(army).getByRole('link', { name: /Pompière ou pompier/ })).toHaveAttribute(
      'href',
      'https://forces.ca/fr/carriere/pompier/',
    );
    const navy = screen.getByRole('region', { name: 'Marine' });
    // The medical technician meets you in two Navy chapters and the boatswain in two: each once.
    expect(within(navy).getAllByRole('link')).toHaveLength(7);
    expect(screen.getByRole('region', { name: 'Aviation' })).toBeInTheDocument();
  });

  it('shares the page: where the browser has no share sheet or clipboard, it shows the address to copy', async () => {
    const services = testServices();
    finishedEverything();
    await renderAt('/mission-accomplished', route, services);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const address = await screen.findByRole('textbox', { name: /Copy this address/ });
    expect(address).toHaveValue(`${window.location.origin}/mission-accomplished`);
    expect(screen.getByRole('status')).toHaveTextContent('Sharing is not available in this browser');
  });

  it('shares through the phone’s share sheet with the page’s words in its language', async () => {
    const services = testServices();
    finishedEverything();
    const share = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      await renderAt('/fr/mission-accomplished', route, services);
      fireEvent.click(screen.getByRole('button', { name: 'Partager' }));
      await waitFor(() =>
        expect(share).toHaveBeenCalledWith({
          title: 'Toutes vos missions sont accomplies',
          text: 'J’ai accompli toutes les missions de l’Armée, de la Marine et de l’Aviation.',
          url: `${window.location.origin}/fr/mission-accomplished`,
        }),
      );
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });
});

describe('Mission Accomplished’s share', () => {
  const route = <Route path="mission-accomplished" element={<MissionAccomplished />} />;
  const withGlobals = (values: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(values)) Object.defineProperty(navigator, key, { value, configurable: true });
  };

  it('sends the medal, the page’s share image, as the picture where the browser shares files', async () => {
    const services = testServices();
    hostBus.setState('sectionProgress', everyChapterDone({ debriefs: true }));
    const png = new Blob(['png'], { type: 'image/png' });
    const fetchMock = jest.fn(async () => ({ ok: true, blob: async () => png }));
    const share = jest.fn(async (_data: ShareData) => undefined);
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    withGlobals({ share, canShare: () => true });
    try {
      await renderAt('/fr/mission-accomplished', route, services);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/share/accomplished-fr.png'));
      // The picture is in hand before the tap, so the tap shares at once.
      await act(async () => undefined);
      fireEvent.click(screen.getByRole('button', { name: 'Partager' }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      const [sent] = share.mock.calls[0]!;
      expect(sent.files?.map((file) => [file.name, file.type])).toEqual([['Mission accomplie.png', 'image/png']]);
      expect(sent.url).toBe(`${window.location.origin}/fr/mission-accomplished`);
    } finally {
      globalThis.fetch = realFetch;
      delete (navigator as { share?: unknown }).share;
      delete (navigator as { canShare?: unknown }).canShare;
    }
  });

  it('offers to save the picture where it could not be shared', async () => {
    const services = testServices();
    hostBus.setState('sectionProgress', everyChapterDone({ debriefs: true }));
    await renderAt('/mission-accomplished', route, services);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const save = await screen.findByRole('link', { name: 'Save the badge picture' });
    expect(save).toHaveAttribute('href', '/share/accomplished-en.png');
    expect(save).toHaveAttribute('download', 'Mission accomplished.png');
  });
});

describe('Error pages', () => {
  it('not found: 404, its message as the page title, and the way back to /select', async () => {
    await renderAt('/nowhere', <Route path="nowhere" element={<NotFound />} />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page doesn’t exist');
    expect(screen.getByRole('link', { name: 'Return to the experience' })).toHaveAttribute('href', '/select');
    await waitFor(() => expect(document.title).toBe('This page doesn’t exist | Forces Missions'));
  });

  it('a crashing page shows the 500 page instead of a white screen', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const events: string[] = [];
    const stop = missionBus.on('error.encountered', ({ errorType }) => events.push(errorType));
    function Broken(): never {
      throw new Error('boom');
    }
    await renderAt(
      '/fr/broken',
      <Route element={<RouteErrorBoundary />}>
        <Route path="broken" element={<Broken />} />
      </Route>,
    );
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Une erreur s’est produite. Veuillez actualiser la page.');
    expect(screen.getByRole('link', { name: 'Retour à l’expérience' })).toHaveAttribute('href', '/fr/select');
    expect(events).toEqual(['render']);
    stop();
    error.mockRestore();
  });

  it('a crash with an empty error message is still reported, with a message the bus accepts', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const messages: string[] = [];
    const stop = missionBus.on('error.encountered', ({ message }) => messages.push(message));
    function Broken(): never {
      throw new Error('');
    }
    await renderAt(
      '/broken',
      <Route element={<RouteErrorBoundary />}>
        <Route path="broken" element={<Broken />} />
      </Route>,
    );
    expect(messages).toEqual(['no message']);
    stop();
    error.mockRestore();
  });
});
