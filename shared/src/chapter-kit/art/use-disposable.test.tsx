import { render } from '@testing-library/react';
import { useDisposable } from './use-disposable';

function Holder({ value }: { value: Parameters<typeof useDisposable>[0] }) {
  useDisposable(value);
  return null;
}

describe('useDisposable', () => {
  it('frees one value on unmount and when it is replaced', () => {
    const first = { dispose: jest.fn() };
    const second = { dispose: jest.fn() };
    const { rerender, unmount } = render(<Holder value={first} />);
    expect(first.dispose).not.toHaveBeenCalled();
    rerender(<Holder value={second} />);
    expect(first.dispose).toHaveBeenCalledTimes(1);
    unmount();
    expect(second.dispose).toHaveBeenCalledTimes(1);
  });

  it('frees every value of a record', () => {
    const record = { geometry: { dispose: jest.fn() }, material: { dispose: jest.fn() } };
    render(<Holder value={record} />).unmount();
    expect(record.geometry.dispose).toHaveBeenCalledTimes(1);
    expect(record.material.dispose).toHaveBeenCalledTimes(1);
  });
});
