/** @jest-environment node */
import { composePageTitle } from './use-page-title';

describe('composePageTitle', () => {
  it('puts the page title before the product title', () => {
    expect(composePageTitle('Branch unavailable', 'Forces Missions')).toBe('Branch unavailable | Forces Missions');
    expect(composePageTitle('Choix de mission', 'Missions des Forces')).toBe('Choix de mission | Missions des Forces');
  });

  it('is the product title alone without a page title', () => {
    expect(composePageTitle(undefined, 'Forces Missions')).toBe('Forces Missions');
    expect(composePageTitle('', 'Forces Missions')).toBe('Forces Missions');
  });
});
