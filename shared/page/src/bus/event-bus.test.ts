import { EventBus } from './event-bus';
import type { BusEvent } from './bus-events';
import { initialBusState } from './bus-state';

const entered: BusEvent = { type: 'chapter.entered', section: 'army', chapter: 'fire' };
const completed: BusEvent = { type: 'level.completed', section: 'navy', chapter: 'distress', level: 2 };

describe('EventBus', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('delivers a typed event only to subscribers of its type', () => {
    const bus = new EventBus();
    const onEntered = jest.fn();
    const onCompleted = jest.fn();
    bus.on('chapter.entered', onEntered);
    bus.on('level.completed', onCompleted);

    bus.emit(entered);

    expect(onEntered).toHaveBeenCalledTimes(1);
    expect(onEntered).toHaveBeenCalledWith(entered);
    expect(onCompleted).not.toHaveBeenCalled();

    bus.emit(completed);
    expect(onCompleted).toHaveBeenCalledWith(completed);
    expect(onEntered).toHaveBeenCalledTimes(1);
  });

  it('delivers every event, in order, to onAny', () => {
    const bus = new EventBus();
    const seen: BusEvent[] = [];
    bus.onAny((event) => seen.push(event));

    bus.emit(entered);
    bus.emit(completed);

    expect(seen).toEqual([entered, completed]);
  });

  it('stops delivering after unsubscribe, without affecting other subscribers', () => {
    const bus = new EventBus();
    const typed = jest.fn();
    const any = jest.fn();
    const stays = jest.fn();
    const offTyped = bus.on('chapter.entered', typed);
    const offAny = bus.onAny(any);
    bus.on('chapter.entered', stays);

    bus.emit(entered);
    offTyped();
    offAny();
    bus.emit(entered);

    expect(typed).toHaveBeenCalledTimes(1);
    expect(any).toHaveBeenCalledTimes(1);
    expect(stays).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['an unknown type', { type: 'chapter.exploded', section: 'army' }],
    ['no type', { section: 'army' }],
    ['null', null],
    ['a string', 'chapter.entered'],
  ])('drops %s with a console.warn', (_what, message) => {
    const bus = new EventBus();
    const any = jest.fn();
    bus.onAny(any);

    bus.emit(message as unknown as BusEvent);

    expect(any).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toContain(message);
  });

  it('drops an event contract 1.4 retired quietly: a remote built on 1.3 still sends it', () => {
    const bus = new EventBus();
    const any = jest.fn();
    bus.onAny(any);

    bus.emit({ type: 'scene.load-progress', sceneName: 'army-fire', canvas: 10, interstitial: 0 } as unknown as BusEvent);

    expect(any).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['level.completed', 'level', { type: 'level.completed', section: 'army', chapter: 'fire', level: 3 }],
    ['chapter.entered', 'chapter', { type: 'chapter.entered', section: 'army', chapter: 'distress' }],
    ['task.completed', 'count', { type: 'task.completed', section: 'navy', chapter: 'response', taskId: 'signal', count: 4, target: 3 }],
  ])('drops a "%s" with a bad "%s", whole, with one warning naming both', (type, field, message) => {
    const bus = new EventBus();
    const typed = jest.fn();
    const any = jest.fn();
    bus.on(type as 'level.completed', typed);
    bus.onAny(any);

    bus.emit(message as unknown as BusEvent);

    expect(typed).not.toHaveBeenCalled();
    expect(any).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(`[bus] dropped a "${type}" event: its "${field}" is not valid.`);
    expect(warn.mock.calls[0]).toContain(message);
  });

  it('logs a throwing handler with console.error and still runs the others', () => {
    const bus = new EventBus();
    const boom = new Error('boom');
    const before = jest.fn();
    const after = jest.fn();
    const any = jest.fn();
    bus.on('chapter.entered', before);
    bus.on('chapter.entered', () => {
      throw boom;
    });
    bus.on('chapter.entered', after);
    bus.onAny(any);

    bus.emit(entered);

    expect(before).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
    expect(any).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]).toContain(boom);
  });

  it('keeps a throwing handler subscribed for the next event', () => {
    const bus = new EventBus();
    const flaky = jest.fn(() => {
      throw new Error('always');
    });
    bus.on('chapter.entered', flaky);

    bus.emit(entered);
    bus.emit(entered);

    expect(flaky).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('logs a throwing state watcher too', () => {
    const bus = new EventBus();
    const other = jest.fn();
    bus.watch('audioEnabled', () => {
      throw new Error('watcher');
    });
    bus.watch('audioEnabled', other);

    bus.setState('audioEnabled', false);

    expect(other).toHaveBeenLastCalledWith(false);
    expect(error).toHaveBeenCalled();
  });

  it('starts from the initial state it is given', () => {
    const bus = new EventBus({ ...initialBusState(), locale: 'fr', audioEnabled: false });
    expect(bus.getState('locale')).toBe('fr');
    expect(bus.getState('audioEnabled')).toBe(false);
  });

  it('replays the current state value to a late subscriber', () => {
    const bus = new EventBus();
    bus.setState('locale', 'fr');

    const late: string[] = [];
    const subscription = bus.state$('locale').subscribe((value) => late.push(value));

    expect(late).toEqual(['fr']);
    expect(bus.getState('locale')).toBe('fr');
    subscription.unsubscribe();
  });

  it('emits distinct state changes only', () => {
    const bus = new EventBus();
    const seen: string[] = [];
    const subscription = bus.state$('locale').subscribe((value) => seen.push(value));

    bus.setState('locale', 'en');
    bus.setState('locale', 'fr');
    bus.setState('locale', 'fr');
    bus.setState('locale', 'en');

    expect(seen).toEqual(['en', 'fr', 'en']);
    subscription.unsubscribe();
  });

  it('watch replays, follows changes and stops on unsubscribe', () => {
    const bus = new EventBus();
    const handler = jest.fn();
    const off = bus.watch('forceTouchControls', handler);
    bus.setState('forceTouchControls', true);
    off();
    bus.setState('forceTouchControls', false);

    expect(handler.mock.calls).toEqual([[false], [true]]);
  });

  it('gives two instances different ids and separate streams', () => {
    const first = new EventBus();
    const second = new EventBus();
    const onSecond = jest.fn();
    second.onAny(onSecond);

    first.emit(entered);
    first.setState('locale', 'fr');

    expect(first.id).not.toBe(second.id);
    expect(onSecond).not.toHaveBeenCalled();
    expect(second.getState('locale')).toBe('en');
  });
});
