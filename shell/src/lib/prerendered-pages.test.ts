import { isPrerenderedPage } from './prerendered-pages';

describe('the prerendered pages', () => {
  it('are the home, the accessible arrival and Mission Select, without their locale prefix', () => {
    expect(['/', '/accessible', '/select'].every(isPrerenderedPage)).toBe(true);
  });

  it('leave out the chapters, the debriefs and any prefixed or trailing-slash path', () => {
    expect(['/army/fire', '/army/end', '/fr/select', '/select/', '/accessible/fire'].some(isPrerenderedPage)).toBe(false);
  });
});
