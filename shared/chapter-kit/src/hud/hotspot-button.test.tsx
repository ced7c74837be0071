import { fireEvent, render, screen } from '@testing-library/react';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import type { HotspotDefinition } from '../chapter-definition';
import { ChapterRuntime } from '../runtime/chapter-runtime';
import { HotspotButton } from './hotspot-button';
import { HOTSPOT_MARKER_HEIGHT } from '../kit-constants';

beforeAll(() => initTestI18n('en'));

describe('HotspotButton', () => {
  it('faces the point its button is pinned to (the marker above the ground point), so a close trade is centred, not off the top', () => {
    const runtime = new ChapterRuntime([], 0, 'any', 1.7);
    const pin = jest.spyOn(runtime, 'pin');
    const face = jest.spyOn(runtime, 'faceTowards');
    // A loadmaster 2.4 m away at the ramp: its marker is HOTSPOT_MARKER_HEIGHT above the ground point.
    const hotspot: HotspotDefinition = {
      id: 'loadmaster',
      position: [0, 1.2, -2.4],
      title: { key: 'air:trades.loadmaster.title' },
      body: { key: 'air:trades.loadmaster.body' },
      Icon: () => null,
    };
    render(<HotspotButton hotspot={hotspot} runtime={runtime} found={false} onOpen={() => undefined} />);
    fireEvent.focus(screen.getByRole('button'));
    expect(pin).toHaveBeenCalledWith('hotspot:loadmaster', [0, 1.2 + HOTSPOT_MARKER_HEIGHT, -2.4]);
    expect(face).toHaveBeenCalledWith([0, 1.2 + HOTSPOT_MARKER_HEIGHT, -2.4]);
    for (let frame = 0; frame < 80; frame += 1) runtime.advance(0.05);
    expect(runtime.look.view.pitch).toBeCloseTo(Math.atan2(1.2 + HOTSPOT_MARKER_HEIGHT - 1.7, 2.4), 2);
  });
});
