/// <reference types="@testing-library/jest-dom" />
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Insignia } from './insignia';

describe('the insignia', () => {
  it('is decoration, hidden from screen readers, unless it is given a name', () => {
    const { container, rerender } = render(<Insignia kind="navy" ringLabel="Missions complete" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    rerender(<Insignia kind="navy" ringLabel="Missions complete" title="Navy insignia" />);
    expect(container.querySelector('svg')).toHaveAttribute('role', 'img');
    expect(container.querySelector('svg')).toHaveAttribute('aria-label', 'Navy insignia');
  });

  it('sets its ring’s words in capitals on the ring', () => {
    const { container } = render(<Insignia kind="all" ringLabel="Mission accomplie" />);
    expect(container.querySelector('textPath')).toHaveTextContent('MISSION ACCOMPLIE');
  });

  it('draws each branch differently: its own emblem and its own colour', () => {
    const markups = (['army', 'navy', 'air', 'all'] as const).map((kind) => renderToStaticMarkup(<Insignia kind={kind} ringLabel="x" idPrefix="p" />).replace(/p-(army|navy|air|all)-/g, ''));
    expect(new Set(markups).size).toBe(4);
  });

  it('keeps two insignia on one page from sharing gradient ids', () => {
    const ids = (prefix: string) => [...renderToStaticMarkup(<Insignia kind="air" ringLabel="x" idPrefix={prefix} />).matchAll(/id="([^"]+)"/g)].map((match) => match[1]);
    const first = ids('one');
    const second = ids('two');
    expect(first.length).toBeGreaterThan(0);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
  });
});
