/// <reference types="@testing-library/jest-dom" />
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRANCH_LIST } from '@mission/content/branch-list';
import { BranchEmblem } from './branch-emblem';
import { Insignia, type InsigniaKind } from './insignia';

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
    const kinds = [...BRANCH_LIST.map((branch) => branch.name), 'all' as const];
    const markups = kinds.map((kind) =>
      renderToStaticMarkup(<Insignia kind={kind} ringLabel="x" idPrefix="p" />).replace(new RegExp(`p-${kind}-`, 'g'), ''),
    );
    expect(new Set(markups).size).toBe(kinds.length);
  });

  it('draws the emblem its branch’s entry names, and the laurel for the whole experience', () => {
    const emblemOf = (kind: InsigniaKind) => renderToStaticMarkup(<svg>{<BranchEmblem kind={kind} />}</svg>);
    const drawings = new Map<string, string>();
    for (const branch of BRANCH_LIST) {
      const drawing = emblemOf(branch.name);
      // Two branches naming one emblem would draw it alike; different emblems never do.
      for (const [emblem, other] of drawings) expect(drawing === other).toBe(emblem === branch.emblem);
      drawings.set(branch.emblem, drawing);
    }
    expect(emblemOf('all')).toContain('<ellipse');
    expect([...drawings.values()]).not.toContain(emblemOf('all'));
  });

  it('keeps two insignia on one page from sharing gradient ids', () => {
    const ids = (prefix: string) =>
      [...renderToStaticMarkup(<Insignia kind="air" ringLabel="x" idPrefix={prefix} />).matchAll(/id="([^"]+)"/g)].map((match) => match[1]);
    const first = ids('one');
    const second = ids('two');
    expect(first.length).toBeGreaterThan(0);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
  });
});
