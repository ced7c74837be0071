import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusablesIn, trapTab } from './focus-trap';

describe('the focus trap', () => {
  it('reaches links, enabled buttons and tab stops, not disabled or inert ones', () => {
    render(
      <div data-testid="card">
        <a href="/x">link</a>
        <button type="button" disabled>
          off
        </button>
        <span tabIndex={-1}>skipped</span>
        <div inert>
          <button type="button">inert</button>
        </div>
        <button type="button">on</button>
      </div>,
    );
    expect(focusablesIn(screen.getByTestId('card')).map((element) => element.textContent)).toEqual(['link', 'on']);
  });

  it('wraps Tab from the last control to the first and Shift+Tab from the first to the last', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">outside</button>
        <div onKeyDown={trapTab}>
          <button type="button">first</button>
          <button type="button">last</button>
        </div>
      </>,
    );
    screen.getByRole('button', { name: 'last' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
  });
});
