import { hostBus, missionBus } from './mission-bus';

describe('the page bus and its two handles', () => {
  afterEach(() => hostBus.setState('locale', 'en'));

  it('are one object: what the host publishes, a remote reads, and what a remote emits, the host hears', () => {
    expect(missionBus).toBe(hostBus);
    expect(missionBus.id).toBe(hostBus.id);

    hostBus.setState('locale', 'fr');
    expect(missionBus.getState('locale')).toBe('fr');

    const heard = jest.fn();
    const stop = hostBus.on('debrief.viewed', heard);
    missionBus.emit({ type: 'debrief.viewed', section: 'navy' });
    stop();
    expect(heard).toHaveBeenCalledWith({ type: 'debrief.viewed', section: 'navy' });
  });

  it('types the remotes’ handle without setState (tsc checks the line below)', () => {
    // @ts-expect-error remotes read state; only the host's handle may publish it.
    const write = () => missionBus.setState('locale', 'fr');
    // The door is the type (and lint): the object underneath is still the host's bus.
    write();
    expect(hostBus.getState('locale')).toBe('fr');
  });
});
