import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useNavigate, type NavigateFunction } from '@mission/shared/routing';
import { useRouteChangeAudioUnload } from './use-route-change-audio-unload';

function fakeManager(log: string[]) {
  return {
    unloadAll: jest.fn(() => void log.push('unloadAll')),
    loadScene: jest.fn((scene: string) => {
      log.push(`load ${scene}`);
      return Promise.resolve();
    }),
  };
}

const navigation: { current?: NavigateFunction } = {};
const navigate = (to: string) => navigation.current?.(to);

/** The shell's layout as far as this hook goes. */
function Layout({ manager }: { manager: ReturnType<typeof fakeManager> }) {
  useRouteChangeAudioUnload(manager);
  const navigateTo = useNavigate();
  useEffect(() => {
    navigation.current = navigateTo;
  }, [navigateTo]);
  return <Outlet />;
}

/** A page whose scene loads its sounds on init, as scenes do. */
function ScenePage({ log }: { log: string[] }) {
  useEffect(() => void log.push('load army-fire'), [log]);
  return null;
}

function renderAt(path: string) {
  const log: string[] = [];
  const manager = fakeManager(log);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout manager={manager} />}>
          <Route index element={null} />
          <Route path="select" element={null} />
          <Route path="accessible" element={null} />
          <Route path="army/fire" element={<ScenePage log={log} />} />
          <Route path="army/flood" element={null} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return { manager, log };
}

describe('useRouteChangeAudioUnload (docs/product-rules.md §4: all are unloaded when a route change starts)', () => {
  it('does nothing on the first render', () => {
    const { log } = renderAt('/army/fire');
    expect(log).toEqual(['load army-fire']);
  });

  it("unloads everything when the path changes, then loads the shell's own sets again", () => {
    const { manager, log } = renderAt('/select');
    act(() => navigate('/army/flood'));
    expect(log).toEqual(['unloadAll', 'load global', 'load menu-select']);
    act(() => navigate('/select'));
    expect(manager.unloadAll).toHaveBeenCalledTimes(2);
  });

  it.each(['/', '/accessible'])("unloads everything on the way to %s, which plays no sound, and loads none of the shell's sets", (path) => {
    const { log } = renderAt('/select');
    act(() => navigate(path));
    expect(log).toEqual(['unloadAll']);
  });

  it('ignores a change of query or hash only', () => {
    const { manager } = renderAt('/select');
    act(() => navigate('/select?debug=1#top'));
    expect(manager.unloadAll).not.toHaveBeenCalled();
  });

  it("unloads before the new page's scene loads its sounds in the same commit", () => {
    const { log } = renderAt('/select');
    act(() => navigate('/army/fire'));
    expect(log[0]).toBe('unloadAll');
    expect(log).toContain('load army-fire');
  });
});
