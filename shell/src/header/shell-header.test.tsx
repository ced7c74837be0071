/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from '@mission/shared/routing';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import type { HeaderControls } from '../lib/header-rules';
import { ShellHeader } from './shell-header';

afterAll(async () => {
  await i18next.changeLanguage('en-US');
});

const LANGUAGE_ONLY: HeaderControls = {
  visible: true,
  logo: true,
  slim: false,
  languageControl: true,
  audioToggle: false,
  menuToggle: 'hidden',
};
const EVERY_BUTTON: HeaderControls = { ...LANGUAGE_ONLY, audioToggle: true, menuToggle: 'enabled' };

function renderHeader(locale: 'en' | 'fr', controls: HeaderControls) {
  return render(
    <MemoryRouter>
      <ShellHeader
        locale={locale}
        controls={controls}
        otherLocaleHref={locale === 'en' ? '/fr/select' : '/select'}
        menuOpen={false}
        onToggleMenu={() => undefined}
      />
    </MemoryRouter>,
  );
}

describe('the header’s language control', () => {
  it.each([
    ['en', 'Français', 'Lire cette page en français'],
    ['fr', 'English', 'Read this page in English'],
  ] as const)('on a %s page alone in the header spells the other language out', async (locale, label, name) => {
    await initTestI18n(locale);
    renderHeader(locale, LANGUAGE_ONLY);
    expect(screen.getByRole('link', { name })).toHaveTextContent(new RegExp(`^${label}$`));
  });

  it.each([
    ['en', 'FR', 'FR, lire cette page en français'],
    ['fr', 'EN', 'EN, read this page in English'],
  ] as const)('on a %s page beside the sound and menu buttons says it in two letters, which lead its name', async (locale, label, name) => {
    await initTestI18n(locale);
    renderHeader(locale, EVERY_BUTTON);
    expect(screen.getByRole('link', { name })).toHaveTextContent(new RegExp(`^${label}$`));
  });
});
