import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@mission/shared/routing';
import { localeFromPath } from '@mission/content';
import { EventBus, initialBusState, type BusEvent, type SectionProgress } from '@mission/shared';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { AccessibleApp } from '../accessible-app';

/** Shows the router's current address, so a test can read where a redirect went. */
function Address() {
  const { pathname } = useLocation();
  return <output data-testid="address">{pathname}</output>;
}

/**
 * Renders the accessible app as the shell mounts it (under /accessible/* and
 * /fr/accessible/*), with its own bus, i18n in the address's language, and a log of the
 * events the pages emit.
 */
export async function renderAccessible(path: string, options: { sectionProgress?: SectionProgress } = {}) {
  const locale = localeFromPath(path);
  await initTestI18n(locale);
  const bus = new EventBus({
    ...initialBusState(),
    locale,
    ...(options.sectionProgress ? { sectionProgress: options.sectionProgress } : {}),
  });
  const events: BusEvent[] = [];
  bus.onAny((event) => events.push(event));
  const app = <AccessibleApp bus={bus} />;
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/fr/accessible/*" element={app} />
        <Route path="/accessible/*" element={app} />
        <Route path="*" element={<p>Outside the accessible version</p>} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
  return { ...view, bus, events };
}
