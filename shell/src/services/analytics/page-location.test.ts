/** @jest-environment node */
import { PAGE_LOCATIONS, pageLocationOf } from './page-location';

describe('pageLocationOf (Navigate To Page from_location / to_location)', () => {
  it.each([
    ['/', 'home'],
    ['/fr', 'home'],
    ['/experience', 'experience'],
    ['/portal', 'portal'],
    ['/intro', 'intro'],
    ['/how-to', 'how-to'],
    ['/fr/permission', 'permission'],
    ['/desktop', 'desktop'],
    ['/select', 'select'],
    ['/fr/select/', 'select'],
    ['/army', 'branch'],
    ['/army/fire', 'chapter'],
    ['/fr/navy/overboard', 'chapter'],
    ['/air/received', 'chapter'],
    ['/air/end', 'debrief'],
    ['/mission-accomplished', 'accomplished'],
    ['/_debug', 'debug'],
    ['/accessible', 'accessible-select'],
    ['/fr/accessible/howto', 'accessible-howto'],
    ['/accessible/fire', 'accessible-mission'],
    ['/fr/accessible/incendie', 'accessible-mission'],
    ['/fr/accessible/fire', 'not-found'],
    ['/army/castle', 'not-found'],
    ['/army/fire/extra', 'not-found'],
    ['/404', 'not-found'],
    ['/nowhere', 'not-found'],
  ])('%s is %s', (path, location) => {
    expect(pageLocationOf(path)).toBe(location);
    expect(PAGE_LOCATIONS).toContain(location);
  });
});
