import { createDrawnTierStore } from './drawn-tier';

describe('the drawn tier store', () => {
  it('starts at medium unless told, and tells its listeners of a change only', () => {
    const store = createDrawnTierStore();
    expect(store.get()).toBe('medium');
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('medium');
    expect(listener).not.toHaveBeenCalled();
    store.set('low');
    expect(store.get()).toBe('low');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set('high');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(createDrawnTierStore('high').get()).toBe('high');
  });
});
