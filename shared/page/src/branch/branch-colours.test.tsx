import { renderToStaticMarkup } from 'react-dom/server';
import { BRANCH_LIST } from '@mission/content/branch-list';
import { branchColourStyle } from './branch-colours';

describe('branchColourStyle', () => {
  it("gives each branch of the list its own accent and ink from the list's colours", () => {
    for (const branch of BRANCH_LIST) {
      expect(branchColourStyle(branch.name)).toEqual({ '--branch-accent': branch.colours.accent, '--branch-ink': branch.colours.ink });
    }
    expect(
      new Set(BRANCH_LIST.map((branch) => branchColourStyle(branch.name)['--branch-accent' as keyof ReturnType<typeof branchColourStyle>]))
        .size,
    ).toBe(BRANCH_LIST.length);
  });

  it('is written into server-rendered HTML, so a prerendered page has its colours without JavaScript', () => {
    const [first] = BRANCH_LIST;
    const html = renderToStaticMarkup(<div style={branchColourStyle(first.name)} />);
    expect(html).toBe(`<div style="--branch-accent:${first.colours.accent};--branch-ink:${first.colours.ink}"></div>`);
  });
});
