/// <reference types="@testing-library/jest-dom" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { SHELL_SOUND_IDS } from '@mission/content';
import { EventBus, initialBusState } from '@mission/shared';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { AudioToggle } from './audio-toggle';

function setup(initiallyEnabled = true) {
  const bus = new EventBus({ ...initialBusState(), audioEnabled: initiallyEnabled });
  const manager = { play: jest.fn() };
  render(<AudioToggle bus={bus} manager={manager} />);
  return { bus, manager, user: userEvent.setup() };
}

describe('AudioToggle', () => {
  afterAll(async () => {
    await i18next.changeLanguage('en-US');
  });

  it.each([
    ['en', 'Sound'],
    ['fr', 'Son'],
  ] as const)('is a toggle button named from the %s copy', async (locale, name) => {
    await initTestI18n(locale);
    setup();
    expect(screen.getByRole('button', { name, pressed: true })).toBeInTheDocument();
  });

  it('flips the bus state audioEnabled, and the button follows it', async () => {
    await initTestI18n('en');
    const { bus, user } = setup();
    const button = screen.getByRole('button', { name: 'Sound' });

    await user.click(button);
    expect(bus.getState('audioEnabled')).toBe(false);
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(bus.getState('audioEnabled')).toBe(true);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the state set elsewhere on the bus (sound off at start)', async () => {
    await initTestI18n('en');
    setup(false);
    expect(screen.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('plays the global tap, at once (no fade on a 90 ms tap)', async () => {
    await initTestI18n('en');
    const { manager, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sound' }));
    expect(manager.play).toHaveBeenCalledWith(SHELL_SOUND_IDS.tap, { fadeMs: 0 });
  });

  it('is 56 by 44 px (docs/product-rules.md §9)', () => {
    const css = readFileSync(path.join(__dirname, 'audio-toggle.css'), 'utf8');
    const rule = /\.audio-toggle\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/(^|\s)width:\s*56px;/);
    expect(rule).toMatch(/(^|\s)height:\s*44px;/);
  });
});
