/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { FLAG_FRAME } from '../header/flag-symbol';
import { CanadaWordmark, WORDMARK } from './canada-wordmark';

afterAll(async () => {
  await i18next.changeLanguage('en-US');
});

describe('CanadaWordmark', () => {
  it.each([
    ['en', 'Symbol of the Government of Canada'],
    ['fr', 'Symbole du gouvernement du Canada'],
  ] as const)('is one image named as canada.ca names it (%s)', async (locale, name) => {
    await initTestI18n(locale);
    render(<CanadaWordmark />);
    const wordmark = screen.getByRole('img', { name });
    // "Canada" in both languages: the wordmark is never translated.
    expect(wordmark.querySelector('text')?.textContent).toBe('Canada');
  });

  it('sets the flag symbol over the final letter, inside the drawing, twice as wide as high', async () => {
    await initTestI18n('en');
    render(<CanadaWordmark />);
    const flag = screen.getByTestId('canada-wordmark').querySelector('g');
    const [x, y, scale] = (flag?.getAttribute('transform')?.match(/-?[\d.]+/g) ?? []).map(Number);
    const width = FLAG_FRAME.width * (scale ?? 0);
    expect(FLAG_FRAME.height * (scale ?? 0)).toBeCloseTo(WORDMARK.flag.height);
    expect(width).toBeCloseTo(2 * WORDMARK.flag.height);
    // The final "a" is about half an em wide and ends at the right edge: the flag sits over it.
    expect((x ?? 0) + width).toBeLessThanOrEqual(WORDMARK.width);
    expect(x).toBeGreaterThan(WORDMARK.width - WORDMARK.fontSize * 0.6);
    // Above the x-height (about half an em over the baseline).
    expect((y ?? 0) + WORDMARK.flag.height).toBeLessThan(WORDMARK.baseline - WORDMARK.fontSize * 0.45);
  });
});
