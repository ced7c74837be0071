/// <reference types="@testing-library/jest-dom" />
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EventBus } from './event-bus';
import { useBusState } from './use-bus-state';

function LocaleProbe({ bus }: { bus: EventBus }) {
  const locale = useBusState('locale', bus);
  const audio = useBusState('audioEnabled', bus);
  return (
    <p data-testid="probe">
      {locale}/{audio ? 'sound' : 'muted'}
    </p>
  );
}

describe('useBusState', () => {
  it('renders the current value of the bus it reads', () => {
    const bus = new EventBus();
    bus.setState('locale', 'fr');
    render(<LocaleProbe bus={bus} />);
    expect(screen.getByTestId('probe')).toHaveTextContent('fr/sound');
  });

  it('re-renders when setState changes a value', () => {
    const bus = new EventBus();
    render(<LocaleProbe bus={bus} />);
    expect(screen.getByTestId('probe')).toHaveTextContent('en/sound');

    act(() => bus.setState('locale', 'fr'));
    expect(screen.getByTestId('probe')).toHaveTextContent('fr/sound');

    act(() => bus.setState('audioEnabled', false));
    expect(screen.getByTestId('probe')).toHaveTextContent('fr/muted');
  });

  it('drops its bus subscriptions once unmounted', () => {
    const bus = new EventBus();
    const watch = bus.watch.bind(bus);
    let active = 0;
    jest.spyOn(bus, 'watch').mockImplementation((key, handler) => {
      const off = watch(key, handler);
      active += 1;
      return () => {
        active -= 1;
        off();
      };
    });

    const { unmount } = render(<LocaleProbe bus={bus} />);
    expect(active).toBe(2);
    unmount();
    expect(active).toBe(0);
  });

  it("hydrates a prerendered page with what the build rendered, then shows the visitor's own state without a mismatch", async () => {
    // The build: the address's locale, a first visit's sound.
    const build = new EventBus();
    build.setState('locale', 'fr');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LocaleProbe bus={build} />);
    document.body.append(container);
    expect(container).toHaveTextContent('fr/sound');

    // The visit: the same address, but this visitor turned the sound off last time.
    const visit = new EventBus();
    visit.setState('locale', 'fr');
    visit.setState('audioEnabled', false);
    const recoverable = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <LocaleProbe bus={visit} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('fr/muted');
    act(() => root?.unmount());
    container.remove();
  });
});
