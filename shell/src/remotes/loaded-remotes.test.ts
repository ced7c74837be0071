import { act, renderHook } from '@testing-library/react';
import { LoadedRemotes, useLoadedRemotes } from './loaded-remotes';

describe('LoadedRemotes', () => {
  it('lists remotes in load order, once each, and replaces one reloaded from another manifest', () => {
    const store = new LoadedRemotes();
    const listener = jest.fn();
    store.subscribe(listener);
    store.add({ name: 'army', manifestUrl: 'https://army.example/mf-manifest.json' });
    store.add({ name: 'navy', manifestUrl: 'https://navy.example/mf-manifest.json' });
    store.add({ name: 'army', manifestUrl: 'https://army.example/mf-manifest.json' });
    expect(listener).toHaveBeenCalledTimes(2);
    store.add({ name: 'army', manifestUrl: 'https://qa.example/army/mf-manifest.json' });
    expect(store.current()).toEqual([
      { name: 'army', manifestUrl: 'https://qa.example/army/mf-manifest.json' },
      { name: 'navy', manifestUrl: 'https://navy.example/mf-manifest.json' },
    ]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('re-renders its readers when a remote loads', () => {
    const store = new LoadedRemotes();
    const { result } = renderHook(() => useLoadedRemotes(store));
    expect(result.current).toEqual([]);
    act(() => store.add({ name: 'air', manifestUrl: '/air/mf-manifest.json' }));
    expect(result.current).toEqual([{ name: 'air', manifestUrl: '/air/mf-manifest.json' }]);
  });
});
