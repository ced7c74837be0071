import { BRANCH_LIST } from '@mission/content/branch-list';
import { insigniaField } from './insignia-colours';

describe('insigniaField', () => {
  it("is each branch's accent darkening to its deep colour, from the list of branches", () => {
    for (const branch of BRANCH_LIST)
      expect(insigniaField(branch.name)).toEqual({ light: branch.colours.accent, dark: branch.colours.deep });
  });

  it("is the page's dark field for the experience's own insignia", () => {
    expect(insigniaField('all')).toEqual({ light: '#2b3325', dark: '#12160f' });
  });
});
