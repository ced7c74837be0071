import { findAccessibleMissionOf } from './accessible-mission-path';

describe('accessible version of a chapter', () => {
  it('uses the English or the French slug', () => {
    expect(findAccessibleMissionOf('en', 'army', 'mudslide')).toBe('/accessible/mudslide');
    expect(findAccessibleMissionOf('fr', 'army', 'mudslide')).toBe('/accessible/coulee-de-boue');
  });

  it('falls back to the accessible Mission Select', () => {
    expect(findAccessibleMissionOf('en', 'army', 'end')).toBe('/accessible');
  });
});
