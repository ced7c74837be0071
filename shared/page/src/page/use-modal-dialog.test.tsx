import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useModalDialog } from './use-modal-dialog';

function Overlay({ onCancel }: { onCancel?: () => void }) {
  const ok = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog({ onCancel, initialFocus: ok });
  return (
    <dialog ref={dialog} aria-label="card">
      <button type="button">first</button>
      <button ref={ok} type="button">
        ok
      </button>
    </dialog>
  );
}

function Page({ open, onCancel }: { open: boolean; onCancel?: () => void }) {
  return (
    <>
      <button type="button">behind</button>
      {open ? <Overlay onCancel={onCancel} /> : null}
    </>
  );
}

describe('useModalDialog', () => {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  const original = { showModal: proto.showModal, close: proto.close };
  let showModal: jest.Mock;
  let close: jest.Mock;

  beforeEach(() => {
    // The browser's modal behaviour, as far as the hook sees it: showModal opens, close closes.
    showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.assign(proto, { showModal, close });
  });

  afterAll(() => Object.assign(proto, original));

  it('shows the dialog as a modal, focuses the chosen control, and on leaving closes it and gives focus back', () => {
    const { rerender } = render(<Page open={false} />);
    const behind = screen.getByRole('button', { name: 'behind' });
    behind.focus();
    rerender(<Page open />);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'ok' })).toHaveFocus();
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    rerender(<Page open={false} />);
    expect(close).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
    expect(behind).toHaveFocus();
  });

  it('answers Escape and the cancel request with onCancel, and keeps the browser from closing it alone', () => {
    const onCancel = jest.fn();
    render(<Page open onCancel={onCancel} />);
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'ok' }).dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    const cancel = new Event('cancel', { cancelable: true });
    (document.querySelector('dialog') as HTMLDialogElement).dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(close).not.toHaveBeenCalled();
  });

  it('keeps Tab inside: from its last control Tab comes back to its first, never to the page behind', () => {
    render(<Page open />);
    const ok = screen.getByRole('button', { name: 'ok' });
    expect(ok).toHaveFocus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    ok.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    const back = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'first' }).dispatchEvent(back);
    expect(ok).toHaveFocus();
  });

  it('stays open on Escape when it has no onCancel (a problem that must be answered)', () => {
    render(<Page open />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'ok' }), { key: 'Escape' });
    expect((document.querySelector('dialog') as HTMLDialogElement).open).toBe(true);
  });

  it('opens as a plain dialog where the browser has no showModal', () => {
    Object.assign(proto, { showModal: undefined });
    render(<Page open />);
    expect((document.querySelector('dialog') as HTMLDialogElement).hasAttribute('open')).toBe(true);
    expect(screen.getByRole('button', { name: 'ok' })).toHaveFocus();
  });
});
