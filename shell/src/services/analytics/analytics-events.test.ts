import { ANALYTICS_EVENTS, isAnalyticsEventName } from './analytics-events';

describe('the analytics catalogue', () => {
  it('names the 26 events of docs/product-rules.md §7, exactly and in its order', () => {
    expect([...ANALYTICS_EVENTS]).toEqual([
      'Page View',
      'Menu Open',
      'Menu Close',
      'Navigate To Page',
      'Language Change',
      'Button Click',
      'Hotspot Interaction',
      'Marker Interaction',
      'Task Completed',
      'Experience Start',
      'Experience Pause',
      'Experience Resume',
      'Experience Complete',
      'Mission Debrief',
      'Audio Toggle',
      'Video Start',
      'Video Complete',
      'Experience Progress',
      'Branch Progress',
      'Overall Progress',
      'Portal Enter',
      'Portal Exit',
      'Portal Interaction',
      'Error Encountered',
      'User Idle',
      'Device Orientation Used',
    ]);
    expect(new Set(ANALYTICS_EVENTS).size).toBe(26);
  });

  it.each(['Page View', 'Device Orientation Used'])('knows %p', (name) => {
    expect(isAnalyticsEventName(name)).toBe(true);
  });

  it.each(['page view', 'PageView', 'Page View ', '', 42, null])('refuses %p', (name) => {
    expect(isAnalyticsEventName(name)).toBe(false);
  });
});
