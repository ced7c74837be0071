import { render } from '@testing-library/react';
import { MenuToggleRequestProvider, useDisableMenuToggle } from './menu-toggle-request';

function Page({ disabled }: { disabled: boolean }) {
  useDisableMenuToggle(disabled);
  return <p>page</p>;
}

describe('useDisableMenuToggle', () => {
  it('asks the shell for a disabled toggle while the page wants it, and gives it back on leaving', () => {
    const onRequest = jest.fn();
    const { rerender, unmount } = render(
      <MenuToggleRequestProvider onRequest={onRequest}>
        <Page disabled />
      </MenuToggleRequestProvider>,
    );
    expect(onRequest).toHaveBeenLastCalledWith(true);
    rerender(
      <MenuToggleRequestProvider onRequest={onRequest}>
        <Page disabled={false} />
      </MenuToggleRequestProvider>,
    );
    expect(onRequest).toHaveBeenLastCalledWith(false);
    rerender(
      <MenuToggleRequestProvider onRequest={onRequest}>
        <Page disabled />
      </MenuToggleRequestProvider>,
    );
    unmount();
    expect(onRequest).toHaveBeenLastCalledWith(false);
  });

  it('does nothing outside the shell', () => {
    expect(() => render(<Page disabled />)).not.toThrow();
  });
});
