import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useNavigate, type NavigateFunction } from '@mission/shared/routing';
import type { LoadSceneOptions } from '@mission/shared';
import { useRouteChangeAudioUnload, type RouteAudioDoor } from './use-route-change-audio-unload';

function fakeManager(log: string[]) {
  return {
    unloadAll: jest.fn(() => void log.push('unloadAll')),
    loadScene: jest.fn((scene: string) => {
      log.push(`load ${scene}`);
      return Promise.resolve();
    }),
  };
}

type FakeManager = ReturnType<typeof fakeManager>;

/** The shell's audio, its code arrived (or, with `arrived: false`, not yet: it arrives when asked for). */
function fakeDoor(manager: FakeManager, { arrived = true } = {}): RouteAudioDoor {
  const audio = {
    manager,
    options: [] as (LoadSceneOptions | undefined)[],
    loadShellSounds: async (options?: LoadSceneOptions) => {
      audio.options.push(options);
      await Promise.all(['global', 'menu-select'].map((scene) => manager.loadScene(scene)));
    },
  };
  let here = arrived;
  return {
    loaded: () => (here ? audio : null),
    load: () => {
      here = true;
      return Promise.resolve(audio);
    },
  };
}

const navigation: { current?: NavigateFunction } = {};
const navigate = (to: string) => navigation.current?.(to);

/** The shell's layout as far as this hook goes. */
function Layout({ door }: { door: RouteAudioDoor }) {
  useRouteChangeAudioUnload(door);
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

function renderAt(path: string, { arrived = true } = {}) {
  const log: string[] = [];
  const manager = fakeManager(log);
  const door = fakeDoor(manager, { arrived });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout door={door} />}>
          <Route index element={null} />
          <Route path="select" element={null} />
          <Route path="accessible" element={null} />
          <Route path="army/fire" element={<ScenePage log={log} />} />
          <Route path="army/flood" element={null} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return { manager, log, door };
}

describe('useRouteChangeAudioUnload (docs/product-rules.md §4: all are unloaded when a route change starts)', () => {
  it('does nothing on the first render', () => {
    const { log } = renderAt('/army/fire');
    expect(log).toEqual(['load army-fire']);
  });

  it("unloads everything when the path changes, then loads the shell's own sets again", async () => {
    const { manager, log } = renderAt('/select');
    await act(async () => navigate('/army/flood'));
    expect(log).toEqual(['unloadAll', 'load global', 'load menu-select']);
    act(() => navigate('/select'));
    expect(manager.unloadAll).toHaveBeenCalledTimes(2);
  });

  it("makes the shell's sets at the visitor's first gesture on the new page, not during its build", async () => {
    const { door } = renderAt('/select');
    await act(async () => navigate('/army/flood'));
    const audio = (await door.load()) as unknown as { options: LoadSceneOptions[] };
    expect(audio.options).toEqual([{ startAfter: expect.any(Promise) }]);
    let made = false;
    void Promise.resolve(audio.options[0]!.startAfter).then(() => (made = true));
    await act(async () => undefined);
    expect(made).toBe(false);
    window.dispatchEvent(new Event('pointerdown'));
    await act(async () => undefined);
    expect(made).toBe(true);
  });

  it('stops waiting for a gesture once the page is left', async () => {
    const { door } = renderAt('/select');
    await act(async () => navigate('/army/flood'));
    const audio = (await door.load()) as unknown as { options: LoadSceneOptions[] };
    await act(async () => navigate('/'));
    let made = false;
    void Promise.resolve(audio.options[0]!.startAfter).then(() => (made = true));
    window.dispatchEvent(new Event('pointerdown'));
    await act(async () => undefined);
    expect(made).toBe(false);
  });

  it.each(['/', '/accessible'])(
    "unloads everything on the way to %s, which plays no sound, and loads none of the shell's sets",
    async (path) => {
      const { log } = renderAt('/select');
      await act(async () => navigate(path));
      expect(log).toEqual(['unloadAll']);
    },
  );

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

  it("before the audio's code has arrived, unloads nothing (nothing was loaded) and loads the shell's sets once it arrives", async () => {
    const { manager, log } = renderAt('/', { arrived: false });
    await act(async () => navigate('/select'));
    expect(manager.unloadAll).not.toHaveBeenCalled();
    expect(log).toEqual(['load global', 'load menu-select']);
  });

  it('fetches no audio code on the way to a page that plays no sound', async () => {
    const { manager, log, door } = renderAt('/select', { arrived: false });
    const load = jest.spyOn(door, 'load');
    await act(async () => navigate('/'));
    expect(load).not.toHaveBeenCalled();
    expect(manager.unloadAll).not.toHaveBeenCalled();
    expect(log).toEqual([]);
  });
});
