import { render, screen } from '@testing-library/react';
import { ChapterBadge } from './chapter-badge';
import { hasOwnBadgeGlyph } from './chapter-badge-glyphs';
import { CHAPTERS_BY_SECTION, PROVEN_SECTIONS } from '@mission/content';

describe('a chapter’s badge', () => {
  // A draft branch's chapters (docs/build-a-branch.md "Drafts") draw the fallback until theirs is drawn.
  it('gives each chapter of every proven branch a glyph of its own', () => {
    const chapters = PROVEN_SECTIONS.flatMap((section) => CHAPTERS_BY_SECTION[section] as readonly string[]);
    expect(chapters.length).toBeGreaterThanOrEqual(9);
    expect(chapters.filter((chapter) => !hasOwnBadgeGlyph(chapter))).toEqual([]);
  });

  it('carries as many stars as the chapter’s place in its branch', () => {
    const { container } = render(<ChapterBadge section="navy" chapter="overboard" />);
    expect(container.querySelectorAll('svg > g[fill="#f2c94c"] > path')).toHaveLength(3);
  });

  it('is named where it is not decoration, and hidden where it is', () => {
    const { rerender, container } = render(<ChapterBadge section="army" chapter="fire" title="Forest badge" />);
    expect(screen.getByRole('img', { name: 'Forest badge' })).toHaveAttribute('data-badge', 'army/fire');
    rerender(<ChapterBadge section="army" chapter="fire" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws a badge not yet earned as an outline with no gold', () => {
    const { container } = render(<ChapterBadge section="air" chapter="airdrop" earned={false} />);
    expect(container.querySelector('svg')).toHaveAttribute('data-earned', 'false');
    expect(container.querySelector('radialGradient')).toBeNull();
  });

  it('gives two badges of one chapter on a page their own gradient ids', () => {
    const { container } = render(
      <>
        <ChapterBadge section="army" chapter="flood" idPrefix="one" />
        <ChapterBadge section="army" chapter="flood" idPrefix="two" />
      </>,
    );
    const ids = [...container.querySelectorAll('radialGradient')].map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
