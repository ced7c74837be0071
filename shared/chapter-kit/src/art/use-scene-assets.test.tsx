import { render } from '@testing-library/react';
import { disposeAssets, useSceneAssets } from './use-scene-assets';

function Holder({ build, deps }: { build: () => object; deps: unknown[] }) {
  useSceneAssets(build, deps);
  return null;
}

describe('useSceneAssets', () => {
  it('builds once, and frees one asset when it is rebuilt and on unmount', () => {
    const first = { dispose: jest.fn() };
    const second = { dispose: jest.fn() };
    const build = jest.fn().mockReturnValueOnce(first).mockReturnValueOnce(second);
    const { rerender, unmount } = render(<Holder build={build} deps={[1]} />);
    rerender(<Holder build={build} deps={[1]} />);
    expect(build).toHaveBeenCalledTimes(1);
    expect(first.dispose).not.toHaveBeenCalled();
    rerender(<Holder build={build} deps={[2]} />);
    expect(first.dispose).toHaveBeenCalledTimes(1);
    unmount();
    expect(second.dispose).toHaveBeenCalledTimes(1);
  });

  it('frees every disposable of a record and leaves the rest (colours, numbers)', () => {
    const record = { geometry: { dispose: jest.fn() }, material: { dispose: jest.fn() }, colour: { r: 1 }, count: 3 };
    render(<Holder build={() => record} deps={[]} />).unmount();
    expect(record.geometry.dispose).toHaveBeenCalledTimes(1);
    expect(record.material.dispose).toHaveBeenCalledTimes(1);
  });

  it('frees the disposables in a list of the record too (a material per target)', () => {
    const materials = [{ dispose: jest.fn() }, { dispose: jest.fn() }];
    const record = { materials, names: ['a', 'b'], geometry: { dispose: jest.fn() } };
    render(<Holder build={() => record} deps={[]} />).unmount();
    expect(materials.map((material) => material.dispose.mock.calls.length)).toEqual([1, 1]);
    expect(record.geometry.dispose).toHaveBeenCalledTimes(1);
  });
});

describe('disposeAssets', () => {
  it('takes one asset, a record, or nothing disposable without throwing', () => {
    const one = { dispose: jest.fn() };
    disposeAssets(one);
    expect(one.dispose).toHaveBeenCalledTimes(1);
    expect(() => disposeAssets({ colour: 'red' })).not.toThrow();
    expect(() => disposeAssets(null)).not.toThrow();
  });
});
