/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@mission/shared/routing';
import { EventBus } from '@mission/shared';
import { DebugEntry } from './debug-entry';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('DebugEntry (/_debug)', () => {
  it.each([
    ['/_debug', '/'],
    ['/fr/_debug', '/fr'],
  ])('%s turns debug mode on and goes to %s', (path, home) => {
    const bus = new EventBus();
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/_debug" element={<DebugEntry bus={bus} />} />
          <Route path="/fr/_debug" element={<DebugEntry bus={bus} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(bus.getState('debug')).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^${home}$`));
  });
});
