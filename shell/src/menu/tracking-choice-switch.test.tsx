import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { TrackingChoiceStore } from '../services/privacy/tracking-choice-store';
import { TrackingChoiceSwitch } from './tracking-choice-switch';
import { memoryStorage } from '../test-support/memory-storage';

afterAll(async () => {
  await i18next.changeLanguage('en-US');
});

describe('TrackingChoiceSwitch', () => {
  it('turns tracking off and on again, keeps the choice, and says each change aloud', async () => {
    await initTestI18n('en');
    const storage = memoryStorage();
    const store = new TrackingChoiceStore(storage);
    render(<TrackingChoiceSwitch store={store} privacy={{}} />);
    const toggle = screen.getByRole('switch', { name: 'Don’t track my visit' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription('Anonymous statistics help us improve the experience. Your choice stays on this device.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(store.dontTrack).toBe(true);
    expect(JSON.parse(storage.data.get('mission.privacy.v1')!)).toEqual({ version: 1, data: { dontTrack: true } });
    expect(screen.getByRole('status')).toHaveTextContent('Done: your visit is no longer tracked.');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(store.dontTrack).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Anonymous statistics are back on for your visit.');
  });

  it('in French', async () => {
    await initTestI18n('fr');
    render(<TrackingChoiceSwitch store={new TrackingChoiceStore(memoryStorage())} privacy={{}} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Ne pas suivre ma visite' }));
    expect(screen.getByRole('status').textContent).toBe('C’est fait\u00a0: votre visite n’est plus suivie.');
  });

  it.each([
    ['Do Not Track', { navigator: { doNotTrack: '1' } }],
    ['Global Privacy Control', { navigator: { globalPrivacyControl: true } }],
  ])('when the browser sends %s, shows on, cannot be turned off, and says why', async (_signal, privacy) => {
    await initTestI18n('en');
    const store = new TrackingChoiceStore(memoryStorage());
    render(<TrackingChoiceSwitch store={store} privacy={privacy} />);
    const toggle = screen.getByRole('switch', { name: 'Don’t track my visit' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveAccessibleDescription('Your browser already asks sites not to track you, and we respect it.');
    await userEvent.click(toggle);
    expect(store.dontTrack).toBe(false);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});
