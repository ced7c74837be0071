import { domEvents } from './dom-events';

describe('domEvents', () => {
  it('passes on the named events of each target, and nothing else', () => {
    const a = new EventTarget();
    const b = new EventTarget();
    const seen: string[] = [];
    const subscription = domEvents([
      [a, ['resize', 'orientationchange']],
      [b, ['change']],
    ]).subscribe((event) => seen.push(event.type));
    a.dispatchEvent(new Event('resize'));
    b.dispatchEvent(new Event('change'));
    a.dispatchEvent(new Event('orientationchange'));
    a.dispatchEvent(new Event('change'));
    b.dispatchEvent(new Event('resize'));
    expect(seen).toEqual(['resize', 'change', 'orientationchange']);
    subscription.unsubscribe();
  });

  it('stops listening once unsubscribed', () => {
    const target = new EventTarget();
    const remove = jest.spyOn(target, 'removeEventListener');
    const seen: string[] = [];
    domEvents([[target, ['keydown']]], { passive: true })
      .subscribe((event) => seen.push(event.type))
      .unsubscribe();
    target.dispatchEvent(new Event('keydown'));
    expect(seen).toEqual([]);
    expect(remove).toHaveBeenCalledWith('keydown', expect.any(Function), { passive: true });
  });
});
