import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from '@mission/shared/routing';
import { audioManager, hostBus, missionBus, type BusEvent } from '@mission/shared';
import i18next from 'i18next';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import type { ChapterDefinition, ChapterSceneProps } from '../chapter-definition';
import type { ChapterCanvasProps } from './chapter-canvas';
import type { ChapterRuntime, ProjectPoint } from '../runtime/chapter-runtime';
import { ChapterStage } from './chapter-stage';

// No WebGL in jsdom: the canvas stands in with what the real one reports, a context and compiled shaders.
jest.mock('./chapter-canvas', () => ({
  __esModule: true,
  default: function FakeCanvas({ onContextCreated, onCompiled, children }: ChapterCanvasProps) {
    useEffect(() => {
      onContextCreated();
      onCompiled();
    }, [onContextCreated, onCompiled]);
    return <div data-testid="fake-canvas">{children}</div>;
  },
}));

let sceneRuntime: ChapterRuntime | null = null;
function FakeScene({ runtime }: ChapterSceneProps) {
  sceneRuntime = runtime;
  return null;
}

const Icon = () => <svg />;
const copy = (key: string) => ({ key });

function definition(overrides: Partial<ChapterDefinition> = {}): ChapterDefinition {
  return {
    section: 'army',
    chapter: 'fire',
    sceneName: 'army-fire',
    title: copy('army:chapters.fire.title'),
    hotspots: ['firefighter', 'armourSoldier', 'medicalTechnician'].map((id, index) => ({
      id,
      position: [index * 4 - 4, 0, -10] as const,
      title: copy(`army:trades.${id}.title`),
      body: copy(`army:trades.${id}.body`),
      Icon,
    })),
    task: {
      counter: copy('army:fire.task.counter'),
      instruction: copy('army:fire.task.instruction'),
      complete: copy('army:fire.complete'),
      targets: [
        {
          id: 'fire-1',
          position: [0, 1, -12],
          interaction: { kind: 'hold', holdSeconds: 1, regrowPerSecond: 0 },
          label: { key: 'army:fire.task.target', values: { number: 1 } },
        },
        {
          id: 'fire-2',
          position: [3, 1, -12],
          interaction: { kind: 'tap', taps: 2 },
          label: { key: 'army:fire.task.target', values: { number: 2 } },
        },
      ],
    },
    loadScene: () => Promise.resolve({ default: FakeScene }),
    hero: [0, 0, -14],
    next: { path: '/army/flood', title: copy('army:chapters.flood.title'), isDebrief: false },
    ...overrides,
  };
}

/** Level 1 as a visitor plays it: each of the three trades opened and its card closed. */
function findEveryTrade() {
  for (const name of ['Firefighter (Royal Canadian Air Force)', 'Armoured soldier', 'Medical technician']) {
    fireEvent.click(screen.getByRole('button', { name: `Trade to discover: ${name}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  }
}

/** Level 2 finished: the hot spot held down with Space until it is out, then the second tapped twice. */
function finishTheTask() {
  const hold = screen.getByRole('button', { name: 'Hot spot 1: press and hold to put it out' });
  fireEvent.keyDown(hold, { key: ' ' });
  act(() => {
    for (let frame = 0; frame < 5; frame += 1) sceneRuntime?.advance(0.25);
  });
  fireEvent.keyUp(hold, { key: ' ' });
  const tap = screen.getByRole('button', { name: 'Hot spot 2: press and hold to put it out' });
  fireEvent.click(tap);
  fireEvent.click(tap);
}

function renderStage(chapter: ChapterDefinition) {
  const events: BusEvent[] = [];
  const stop = missionBus.onAny((event) => events.push(event));
  const view = render(
    <MemoryRouter>
      <ChapterStage definition={chapter} />
    </MemoryRouter>,
  );
  return {
    events,
    of: (type: BusEvent['type']) => events.filter((event) => event.type === type),
    done: () => {
      view.unmount();
      stop();
    },
  };
}

describe('chapter stage (without WebGL)', () => {
  beforeAll(async () => {
    await initTestI18n('en');
  });

  // The stand-in canvas needs no WebGL, but the stage asks whether WebGL 2 exists before it loads one.
  beforeEach(() => {
    (globalThis as { WebGL2RenderingContext?: unknown }).WebGL2RenderingContext = class {};
  });
  afterEach(() => {
    delete (globalThis as { WebGL2RenderingContext?: unknown }).WebGL2RenderingContext;
  });

  beforeEach(() => {
    sceneRuntime = null;
    hostBus.setState('watchedInterstitials', ['army-fire']);
  });

  it('loads for real, reveals, and plays Level 1 then Level 2 to the complete card, telling the bus each step', async () => {
    const stage = renderStage(definition());
    expect(stage.of('chapter.entered')).toEqual([{ type: 'chapter.entered', section: 'army', chapter: 'fire', hotspotTotal: 3 }]);
    // Taps while loading change nothing: there is nothing to tap yet.
    expect(screen.queryAllByRole('button', { name: /Trade to discover/ })).toEqual([]);

    await waitFor(() => expect(document.querySelector('.kit-stage')).toHaveAttribute('data-revealed', 'true'));

    for (const name of ['Firefighter (Royal Canadian Air Force)', 'Armoured soldier', 'Medical technician']) {
      expect(screen.getByTestId('trades-found')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: `Trade to discover: ${name}` }));
      expect(screen.getByRole('dialog', { name })).toBeInTheDocument();
      // The counter steps away while the card is open: the card says its own count.
      expect(screen.queryByTestId('trades-found')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    }
    expect(stage.of('hotspot.interaction')).toHaveLength(3);
    expect(stage.of('level.completed')).toEqual([{ type: 'level.completed', section: 'army', chapter: 'fire', level: 1 }]);
    expect(screen.getByTestId('task-counter')).toHaveTextContent('Hot spots 0/2');

    // A hold target counts while Space is held down, frame by frame.
    const hold = screen.getByRole('button', { name: 'Hot spot 1: press and hold to put it out' });
    fireEvent.keyDown(hold, { key: ' ' });
    act(() => {
      for (let frame = 0; frame < 5; frame += 1) sceneRuntime?.advance(0.25);
    });
    fireEvent.keyUp(hold, { key: ' ' });
    expect(screen.getByTestId('task-counter')).toHaveTextContent('Hot spots 1/2');
    expect(stage.of('marker.interaction')).toHaveLength(1);

    // A tap target counts each click, and only the last one finishes it.
    const tap = screen.getByRole('button', { name: 'Hot spot 2: press and hold to put it out' });
    fireEvent.click(tap);
    expect(screen.getByTestId('task-counter')).toHaveTextContent('Hot spots 1/2');
    fireEvent.click(tap);

    expect(stage.of('task.completed')).toEqual([
      { type: 'task.completed', section: 'army', chapter: 'fire', taskId: 'fire-1', count: 1, target: 2 },
      { type: 'task.completed', section: 'army', chapter: 'fire', taskId: 'fire-2', count: 2, target: 2 },
    ]);
    expect(stage.of('level.completed').at(-1)).toEqual({ type: 'level.completed', section: 'army', chapter: 'fire', level: 2 });
    // The scene plays the result first (play/completion-beat.ts): no card, no counter, yet.
    expect(document.querySelector('.kit-stage')).toHaveAttribute('data-ending', 'playing');
    expect(screen.queryByTestId('complete-card')).toBeNull();
    expect(screen.queryByTestId('task-counter')).toBeNull();
    expect(await screen.findByTestId('complete-card', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(document.querySelector('.kit-stage')).not.toHaveAttribute('data-ending');
    expect(screen.getByRole('link', { name: 'Next: Flood' })).toHaveAttribute('href', '/army/flood');
    expect(stage.of('interstitial.started')).toEqual([]);
    stage.done();
  });

  it('as the chapter completes, the view turns to where the declaration says its result plays', async () => {
    const base = definition();
    const endingView = [12, 0, 0] as const;
    const stage = renderStage({ ...base, task: { ...base.task, endingView } });
    await waitFor(() => expect(document.querySelector('.kit-stage')).toHaveAttribute('data-revealed', 'true'));
    findEveryTrade();
    finishTheTask();
    act(() => {
      for (let frame = 0; frame < 40; frame += 1) sceneRuntime?.advance(0.05);
    });
    // [12, 0, 0] is due right (yaw is positive to the left), on the ground below the eye.
    expect(sceneRuntime?.look.view.yaw).toBeCloseTo(-Math.PI / 2, 2);
    expect(sceneRuntime?.look.view.pitch).toBeLessThan(0);
    stage.done();
  });

  it('while the task is on, the found trades step out of the way and the compass shows only while the next target is off screen', async () => {
    const stage = renderStage(definition());
    await waitFor(() => expect(document.querySelector('.kit-stage')).toHaveAttribute('data-revealed', 'true'));
    // A fake camera that sees every point of the chapter, and one turned so that none is on screen.
    const seeingAll: ProjectPoint = ([x, y, z]) => [x / 20, y / 20, z > 0 ? 2 : 0.5];
    const seeingNone: ProjectPoint = () => [3, 0, 0.5];
    const compassDirection = () => screen.getByTestId('compass').querySelector<HTMLElement>('.kit-compass__dial')?.dataset.direction;
    const markers = () => [...document.querySelectorAll<HTMLElement>('.kit-hotspot')];

    // Level 1 as before: the compass points to a trade left to find, on screen or not.
    act(() => sceneRuntime?.updateHud(seeingAll, 400, 800));
    expect(compassDirection()).toBe('ahead');
    findEveryTrade();
    expect(document.querySelector('.kit-stage')).toHaveAttribute('data-phase', 'mission');

    // Level 2: the three found trades are inert (faded by the stylesheet), and the last card's
    // focus goes on to the first target rather than to a trade that stepped aside.
    expect(markers().map((marker) => [marker.dataset.found, marker.hasAttribute('inert')])).toEqual([
      ['true', true],
      ['true', true],
      ['true', true],
    ]);
    const hold = screen.getByRole('button', { name: 'Hot spot 1: press and hold to put it out' });
    expect(hold).toHaveFocus();
    act(() => sceneRuntime?.updateHud(seeingAll, 400, 800));
    expect(compassDirection()).toBe('');
    act(() => sceneRuntime?.updateHud(seeingNone, 400, 800));
    expect(compassDirection()).not.toBe('');
    act(() => sceneRuntime?.updateHud(seeingAll, 400, 800));
    expect(compassDirection()).toBe('');

    // The task done, the trades come back.
    finishTheTask();
    // A tap during the ending brings the card at once.
    fireEvent.pointerDown(document.body);
    expect(screen.getByTestId('complete-card')).toBeInTheDocument();
    expect(markers().filter((marker) => marker.hasAttribute('inert'))).toEqual([]);
    stage.done();
  });

  it("names the chapter in the tab, in the visitor's language, and follows a language switch", async () => {
    document.title = 'Choose your branch | Forces Missions';
    const stage = renderStage(definition());
    expect(document.title).toBe('Forest | Forces Missions');
    await act(() => i18next.changeLanguage('fr-CA'));
    expect(document.title).toBe('Forêt | Missions des Forces');
    await act(() => i18next.changeLanguage('en-US'));
    stage.done();
  });

  it('a task in sequence shows one target at a time; aim and timed targets count only when aligned, and a miss costs nothing', async () => {
    const label = (number: number) => ({ key: 'army:fire.task.target', values: { number } });
    const stage = renderStage(
      definition({
        task: {
          ...definition().task,
          order: 'sequence',
          targets: [
            { id: 'bearing', position: [-10, 0, 0], interaction: { kind: 'aim', toleranceDeg: 10 }, label: label(1) },
            { id: 'throw', position: [0, 0, -10], interaction: { kind: 'timed', periodSeconds: 3, windowSeconds: 1 }, label: label(2) },
          ],
        },
      }),
    );
    await waitFor(() => expect(document.querySelector('.kit-stage')).toHaveAttribute('data-revealed', 'true'));
    for (const name of ['Firefighter (Royal Canadian Air Force)', 'Armoured soldier', 'Medical technician']) {
      fireEvent.click(screen.getByRole('button', { name: `Trade to discover: ${name}` }));
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    }
    const fire = (number: number) => `Hot spot ${number}: press and hold to put it out`;
    expect(screen.getByRole('button', { name: fire(1) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: fire(2) })).toBeNull();

    // Facing away: a tap is a miss, said in the status line; nothing is counted.
    act(() => {
      sceneRuntime?.advance(0.05);
    });
    fireEvent.click(screen.getByRole('button', { name: fire(1) }), { detail: 1 });
    expect(screen.getByTestId('task-status')).toHaveTextContent('Not centred yet');
    expect(screen.getByTestId('task-counter')).toHaveTextContent('Hot spots 0/2');

    // Turned to face it: the tap locks it, and the next target shows.
    act(() => {
      sceneRuntime?.look.turnTo(Math.PI / 2);
      for (let frame = 0; frame < 60; frame += 1) sceneRuntime?.advance(0.05);
    });
    fireEvent.click(screen.getByRole('button', { name: fire(1) }), { detail: 1 });
    expect(screen.getByTestId('task-counter')).toHaveTextContent('Hot spots 1/2');
    expect(screen.getByTestId('task-status')).toBeEmptyDOMElement();

    // The timed target: a tap after its window is a miss; a keyboard press within the grace counts.
    const timed = screen.getByRole('button', { name: fire(2) });
    act(() => {
      for (let frame = 0; frame < 6; frame += 1) sceneRuntime?.advance(0.25);
    });
    expect(sceneRuntime?.board.linedUp('throw')).toBe(false);
    fireEvent.click(timed, { detail: 1 });
    expect(screen.getByTestId('task-status')).toHaveTextContent('Missed');
    expect(stage.of('task.completed')).toHaveLength(1);
    fireEvent.click(timed, { detail: 0 });
    expect(stage.of('task.completed')).toHaveLength(2);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(screen.getByTestId('complete-card')).toBeInTheDocument();
    stage.done();
  });

  it('plays the placed bed layers once revealed, placed for the view, moves them as it turns, and stops them on leaving', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const loadScene = jest.spyOn(audioManager, 'loadScene').mockResolvedValue();
    const play = jest.spyOn(audioManager, 'play').mockImplementation(() => {});
    const place = jest.spyOn(audioManager, 'place').mockImplementation(() => {});
    const stop = jest.spyOn(audioManager, 'stop').mockImplementation(() => {});
    jest.spyOn(audioManager, 'has').mockReturnValue(true);
    try {
      const stage = renderStage(
        definition({
          sounds: {
            sets: ['army-fire'],
            entries: [],
            location: '/sounds/',
            roles: { ambience: 'bed' },
            layers: [{ id: 'fire-line', fromDeg: 90 }],
          },
        }),
      );
      await waitFor(() => expect(document.querySelector('.kit-stage')).toHaveAttribute('data-revealed', 'true'));
      expect(play).toHaveBeenCalledWith('bed');
      expect(place).toHaveBeenLastCalledWith('fire-line', { pan: expect.closeTo(-0.8, 5), volume: expect.closeTo(0.71, 2) });
      expect(play).toHaveBeenCalledWith('fire-line', { volume: expect.closeTo(0.71, 2) });

      // Facing the source: centred and at full level, on the next placement tick.
      place.mockClear();
      act(() => {
        sceneRuntime!.look.turnTo(Math.PI / 2, 0);
        for (let frame = 0; frame < 40; frame += 1) sceneRuntime!.advance(0.05);
        jest.advanceTimersByTime(100);
      });
      expect(place).toHaveBeenLastCalledWith('fire-line', { pan: expect.closeTo(0, 2), volume: expect.closeTo(1, 2) });

      stage.done();
      expect(stop).toHaveBeenCalledWith('fire-line');
      expect(stop).toHaveBeenCalledWith('bed');
      expect(loadScene).toHaveBeenCalled();
    } finally {
      jest.restoreAllMocks();
      jest.useRealTimers();
    }
  });

  it('names its sounds as it starts, makes them only after the reveal, and does not wait for them to reveal', async () => {
    // Sounds that never arrive: the reveal must not wait for them.
    const loadScene = jest.spyOn(audioManager, 'loadScene').mockReturnValue(new Promise<void>(() => {}));
    // The mocked load names no sound: the reveal's ambience is asked for, and not played here.
    const play = jest.spyOn(audioManager, 'play').mockImplementation(() => {});
    try {
      const stage = renderStage(
        definition({ sounds: { sets: ['army-fire'], entries: [], location: '/sounds/', roles: { ambience: 'bed' } } }),
      );
      expect(loadScene).toHaveBeenCalledWith('army-fire', [], '/sounds/', { startAfter: expect.any(Promise) });
      let stageWhenMade: string | null | undefined;
      void Promise.resolve(loadScene.mock.calls[0]![3]!.startAfter).then(() => {
        stageWhenMade = document.querySelector('.kit-stage')?.getAttribute('data-revealed');
      });
      await waitFor(() => expect(document.querySelector('.kit-stage')).toHaveAttribute('data-revealed', 'true'));
      await waitFor(() => expect(stageWhenMade).toBe('true'));
      expect(play).toHaveBeenCalledWith('bed');
      stage.done();
    } finally {
      loadScene.mockRestore();
      play.mockRestore();
    }
  });

  it('a briefing this browser cannot play is skipped with a warning, and the chapter still reveals', async () => {
    hostBus.setState('watchedInterstitials', []);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const stage = renderStage(definition({ interstitial: { sources: [{ src: 'briefing.webm', type: 'video/webm' }], captions: [] } }));
    await waitFor(() => expect(document.querySelector('.kit-stage')).toHaveAttribute('data-revealed', 'true'));
    // Failed, not skipped: the shell will not remember it as watched, and the error is reported.
    expect(stage.of('interstitial.ended')).toEqual([{ type: 'interstitial.ended', sceneName: 'army-fire', skipped: false, failed: true }]);
    expect(stage.of('error.encountered')).toEqual([
      { type: 'error.encountered', errorType: 'interstitial', message: 'army-fire: no source this browser can play' },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('interstitial video could not play'));
    warn.mockRestore();
    stage.done();
  });

  it('a scene that fails to load shows the reload message and tells the shell', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const stage = renderStage(definition({ loadScene: () => Promise.reject(new Error('chunk failed')) }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('The mission couldn’t load');
    expect(screen.getByRole('link', { name: 'Use the accessible version' })).toHaveAttribute('href', '/accessible/fire');
    expect(stage.of('error.encountered')).toEqual([
      { type: 'error.encountered', errorType: 'chapter-load-failed', message: 'army-fire: chunk failed' },
    ]);
    error.mockRestore();
    stage.done();
  });

  it('WebGL 1 only: the reload message and the shell told, no canvas and no scene loaded', async () => {
    delete (globalThis as { WebGL2RenderingContext?: unknown }).WebGL2RenderingContext;
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const loadScene = jest.fn(() => new Promise<never>(() => {}));
    const stage = renderStage(definition({ loadScene }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('The mission couldn’t load');
    expect(stage.of('error.encountered')).toEqual([
      { type: 'error.encountered', errorType: 'chapter-load-failed', message: 'army-fire: WebGL 2 is not available' },
    ]);
    expect(loadScene).not.toHaveBeenCalled();
    error.mockRestore();
    stage.done();
  });

  it('a definition naming another branch’s chapter fails at render, before telling the shell anything', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const events: BusEvent[] = [];
    const stop = missionBus.onAny((event) => events.push(event));
    expect(() =>
      render(
        <MemoryRouter>
          <ChapterStage definition={definition({ chapter: 'distress' })} />
        </MemoryRouter>,
      ),
    ).toThrow('[chapter-kit] "distress" is not a chapter of army.');
    expect(events).toEqual([]);
    stop();
    error.mockRestore();
  });
});
