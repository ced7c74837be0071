import { isRecordablePath } from './session-recording-policy';

describe('isRecordablePath (docs/decisions.md §4)', () => {
  it.each([
    // The first screens, in both languages, with or without a trailing slash.
    ['/', false],
    ['', false],
    ['/select', false],
    ['/select/', false],
    ['/fr', false],
    ['/fr/', false],
    ['/fr/select', false],
    ['/fr/select/', false],
    // Every accessible page, English and French slugs.
    ['/accessible', false],
    ['/accessible/', false],
    ['/accessible/howto', false],
    ['/accessible/fire', false],
    ['/accessible/not-a-mission', false],
    ['/fr/accessible', false],
    ['/fr/accessible/', false],
    ['/fr/accessible/incendie', false],
    // The chapters and everything else.
    ['/army', true],
    ['/army/fire', true],
    ['/army/fire/', true],
    ['/fr/army/fire', true],
    ['/navy/overboard', true],
    ['/air/stratosphere', true],
    ['/selection', true],
    ['/accessibility', true],
    ['/army/accessible', true],
    ['/fr/selectionner', true],
  ])('%p: %p', (pathname, recordable) => {
    expect(isRecordablePath(pathname)).toBe(recordable);
  });
});
