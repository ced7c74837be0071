import { cycleTab, focusablesIn } from './tab-cycle';

function tab(shiftKey = false) {
  return { key: 'Tab', shiftKey, preventDefault: jest.fn() };
}

describe('the tab cycle of a modal', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function card(html: string): HTMLElement {
    document.body.innerHTML = `<button>outside</button><div id="card">${html}</div>`;
    return document.getElementById('card')!;
  }

  it('reaches links, enabled buttons and tab stops, not disabled, inert, hidden or tabindex -1 ones', () => {
    const container = card(
      '<a href="/x">link</a><a>no href</a><button disabled>off</button><span tabindex="-1">skipped</span>' +
        '<div inert><button>inert</button></div><div hidden><button>hidden</button></div><span tabindex="0">stop</span><button>on</button>',
    );
    expect(focusablesIn(container).map((element) => element.textContent)).toEqual(['link', 'stop', 'on']);
  });

  it('sends Tab from the last control to the first and Shift+Tab from the first to the last', () => {
    const container = card('<button>first</button><button>middle</button><button>last</button>');
    const [first, , last] = focusablesIn(container);
    last!.focus();
    const forward = tab();
    expect(cycleTab(container, forward)).toBe(true);
    expect(forward.preventDefault).toHaveBeenCalled();
    expect(document.activeElement).toBe(first);
    const back = tab(true);
    expect(cycleTab(container, back)).toBe(true);
    expect(document.activeElement).toBe(last);
  });

  it('leaves Tab between inner controls to the browser', () => {
    const container = card('<button>first</button><button>middle</button><button>last</button>');
    focusablesIn(container)[0]!.focus();
    const forward = tab();
    expect(cycleTab(container, forward)).toBe(false);
    expect(forward.preventDefault).not.toHaveBeenCalled();
  });

  it('brings focus that strayed outside back in: Tab to the first control, Shift+Tab to the last', () => {
    const container = card('<button>first</button><button>last</button>');
    (document.body.firstElementChild as HTMLElement).focus();
    cycleTab(container, tab());
    expect(document.activeElement?.textContent).toBe('first');
    (document.body.firstElementChild as HTMLElement).focus();
    cycleTab(container, tab(true));
    expect(document.activeElement?.textContent).toBe('last');
  });

  it('holds Tab in place when the container has no control, and ignores other keys', () => {
    const container = card('<p>text only</p>');
    const forward = tab();
    expect(cycleTab(container, forward)).toBe(true);
    expect(forward.preventDefault).toHaveBeenCalled();
    const enter = { key: 'Enter', shiftKey: false, preventDefault: jest.fn() };
    expect(cycleTab(container, enter)).toBe(false);
    expect(enter.preventDefault).not.toHaveBeenCalled();
  });
});
