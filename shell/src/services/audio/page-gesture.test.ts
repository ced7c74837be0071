import { GESTURES, nextGesture } from './page-gesture';
import { hasSettled } from '@mission/test-kit/has-settled';

describe('nextGesture', () => {
  it.each(GESTURES)('settles at the first %s, heard before the page handles it, and stops listening', async (type) => {
    const order: string[] = [];
    const button = document.createElement('button');
    document.body.append(button);
    button.addEventListener(type, () => order.push('the control'));
    const removing = jest.spyOn(window, 'removeEventListener');
    const { gestured } = nextGesture(window);
    void gestured.then(() => order.push('gestured'));
    expect(await hasSettled(gestured)).toBe(false);
    button.dispatchEvent(new Event(type, { bubbles: true }));
    expect(await hasSettled(gestured)).toBe(true);
    // Settled in the capture phase: its waiting work is queued before the control's sound is asked for.
    expect(order).toEqual(['the control', 'gestured']);
    expect(removing.mock.calls.map((call: unknown[]) => String(call[0])).sort()).toEqual([...GESTURES].sort());
    removing.mockRestore();
    button.remove();
  });

  it('waits past a tap on a link (it leaves the page), and settles at the next gesture', async () => {
    const link = document.createElement('a');
    link.href = '/army/fire';
    link.append(document.createElement('span'));
    document.body.append(link);
    const { gestured, cancel } = nextGesture(window);
    link.firstChild!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await hasSettled(gestured)).toBe(false);
    window.dispatchEvent(new Event('keydown'));
    expect(await hasSettled(gestured)).toBe(true);
    cancel();
    link.remove();
  });

  it('once cancelled, a gesture settles nothing', async () => {
    const { gestured, cancel } = nextGesture(window);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    expect(await hasSettled(gestured)).toBe(false);
  });
});
