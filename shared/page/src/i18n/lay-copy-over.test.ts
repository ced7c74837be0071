import { layCopyOver } from './lay-copy-over';

describe('layCopyOver', () => {
  it('keeps the base where the overlay is silent and takes the overlay where it speaks, at any depth', () => {
    const base = { title: 'Shell title', kit: { next: 'Next', back: 'Back' }, other: { a: 'A' } };
    const overlay = { kit: { next: 'Continue' }, added: 'New' };
    expect(layCopyOver(base, overlay)).toEqual({
      title: 'Shell title',
      kit: { next: 'Continue', back: 'Back' },
      other: { a: 'A' },
      added: 'New',
    });
  });

  it('lets a string replace a branch and a branch replace a string', () => {
    expect(layCopyOver({ a: { b: 'B' }, c: 'C' }, { a: 'A', c: { d: 'D' } })).toEqual({ a: 'A', c: { d: 'D' } });
  });

  it('changes neither input', () => {
    const base = { kit: { next: 'Next' } };
    const overlay = { kit: { next: 'Continue' } };
    layCopyOver(base, overlay);
    expect(base).toEqual({ kit: { next: 'Next' } });
    expect(overlay).toEqual({ kit: { next: 'Continue' } });
  });
});
