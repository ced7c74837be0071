/// <reference types="@testing-library/jest-dom" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { HEADER_LOGO_HEIGHT_PX } from '../lib/header-rules';
import { FIP_RED, FLAG_FRAME, MAPLE_LEAF_PATH } from './flag-symbol';
import { GovernmentSignature, SIGNATURE, SIGNATURE_WIDTH } from './government-signature';

afterAll(async () => {
  await i18next.changeLanguage('en-US');
});

describe('GovernmentSignature', () => {
  it.each([
    ['en', ['National Defence', 'Défense nationale'], 'National Defence – Government of Canada'],
    ['fr', ['Défense nationale', 'National Defence'], 'Défense nationale – Gouvernement du Canada'],
  ] as const)('on %s pages puts that language first and is named in it', async (locale, lines, name) => {
    await initTestI18n(locale);
    render(<GovernmentSignature locale={locale} />);
    const signature = screen.getByTestId('government-signature');
    expect([...signature.querySelectorAll('text')].map((line) => line.textContent)).toEqual(lines);
    // The first line above the second.
    expect([...signature.querySelectorAll('text')].map((line) => Number(line.getAttribute('y')))).toEqual([...SIGNATURE.baselines]);
    // The whole signature and the flag symbol alone (for a narrow header) carry the same name.
    expect(screen.getAllByRole('img', { name }).map((image) => image.dataset.testid)).toEqual([
      'government-signature',
      'government-signature-symbol',
    ]);
  });

  it('draws the flag symbol as high as the header logo, from the cap height of the first line to the baseline of the second', () => {
    expect(SIGNATURE.flagHeight).toBe(HEADER_LOGO_HEIGHT_PX);
    const capHeight = 0.717 * SIGNATURE.fontSize;
    expect(SIGNATURE.baselines[0] - capHeight).toBeCloseTo(0, 0);
    expect(SIGNATURE.baselines[1]).toBe(SIGNATURE.flagHeight);
  });

  it('shows the whole signature only where the header leaves its full width (the container query matches SIGNATURE_WIDTH)', () => {
    const css = readFileSync(path.join(__dirname, 'government-signature.css'), 'utf8');
    expect(css).toContain(`@container (min-width: ${SIGNATURE_WIDTH}px)`);
    expect(css).toMatch(/\.government-signature \{[^}]*height: 24px;/);
  });
});

describe('the flag symbol', () => {
  it('is red, white, red in 1:2:1, twice as wide as high', async () => {
    await initTestI18n('en');
    render(<GovernmentSignature locale="en" />);
    const [bars, square] = [...screen.getByTestId('government-signature-symbol').querySelectorAll('path')];
    expect(FLAG_FRAME.width).toBe(2 * FLAG_FRAME.height);
    expect(bars).toHaveAttribute('fill', FIP_RED);
    expect(bars).toHaveAttribute('d', 'M0 0h50v100H0zM150 0h50v100h-50z');
    expect(square).toHaveAttribute('fill', '#fff');
    expect(square).toHaveAttribute('d', 'M50 0h100v100H50z');
  });

  it('has an 11-point leaf, symmetric about the centre line, inside the white square', () => {
    const vertices = MAPLE_LEAF_PATH.replace(/^M|Z$/g, '')
      .split('L')
      .map((pair) => pair.split(' ').map(Number) as [number, number]);
    // 11 points and the 10 notches between them, the stem's two joints and its two feet.
    expect(vertices).toHaveLength(25);
    for (const [x, y] of vertices) {
      expect(x).toBeGreaterThan(50);
      expect(x).toBeLessThan(150);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(100);
    }
    const mirrored = vertices.map(([x, y]) => `${Math.round((200 - x) * 10) / 10} ${y}`).sort();
    expect(mirrored).toEqual(vertices.map(([x, y]) => `${x} ${y}`).sort());
  });
});
