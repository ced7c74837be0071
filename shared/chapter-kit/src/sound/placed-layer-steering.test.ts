import { AudioManager, type AudioEngine, type EngineSound, type EngineSoundOptions } from '@mission/shared';
import type { AudioManifestEntry } from '@mission/content';
import { placedLayerMix } from './placed-layer-mix';
import { PLACED_LAYER_MIN_TURN_DEG, PlacedLayerSteering, type LayerPlayer } from './placed-layer-steering';

const deg = (degrees: number) => (degrees * Math.PI) / 180;

function recordingPlayer(loaded: (id: string) => boolean = () => true) {
  const calls: [string, string, unknown?][] = [];
  const player: LayerPlayer = {
    has: loaded,
    play: (id, options) => calls.push(['play', id, options]),
    place: (id, placement) => calls.push(['place', id, placement]),
    stop: (id) => calls.push(['stop', id]),
  };
  return { player, calls };
}

const LAYERS = [
  { id: 'fire-line', fromDeg: 40 },
  { id: 'rotor', fromDeg: -100, behindDb: -9 },
];

describe('PlacedLayerSteering', () => {
  it('starts every layer placed for where the view looks', () => {
    const { player, calls } = recordingPlayer();
    new PlacedLayerSteering(LAYERS, player).start(deg(40));
    expect(calls).toEqual([
      ['place', 'fire-line', placedLayerMix(LAYERS[0]!, deg(40))],
      ['play', 'fire-line', { volume: 1 }],
      ['place', 'rotor', placedLayerMix(LAYERS[1]!, deg(40))],
      ['play', 'rotor', { volume: placedLayerMix(LAYERS[1]!, deg(40)).volume }],
    ]);
  });

  it('sends nothing for a turn under the threshold, and the new mix for a bigger one', () => {
    const { player, calls } = recordingPlayer();
    const steering = new PlacedLayerSteering(LAYERS, player);
    steering.start(0);
    calls.length = 0;
    expect(steering.follow(deg(PLACED_LAYER_MIN_TURN_DEG / 2))).toBe(false);
    expect(calls).toEqual([]);
    expect(steering.follow(deg(30))).toBe(true);
    expect(calls).toEqual([
      ['place', 'fire-line', placedLayerMix(LAYERS[0]!, deg(30))],
      ['place', 'rotor', placedLayerMix(LAYERS[1]!, deg(30))],
    ]);
  });

  it('measures the turn across the wrap (179 to -179 degrees is 2 degrees)', () => {
    const { player } = recordingPlayer();
    const steering = new PlacedLayerSteering(LAYERS, player);
    steering.start(deg(179.5));
    expect(steering.follow(deg(-179.5))).toBe(false);
  });

  it('stops every layer when the chapter is left, once, and follows nothing after', () => {
    const { player, calls } = recordingPlayer();
    const steering = new PlacedLayerSteering(LAYERS, player);
    steering.start(0);
    calls.length = 0;
    steering.stop();
    steering.stop();
    expect(steering.follow(deg(90))).toBe(false);
    expect(calls).toEqual([
      ['stop', 'fire-line'],
      ['stop', 'rotor'],
    ]);
  });

  it('leaves alone a layer a route change already unloaded (no unknown-id warning)', () => {
    const { player, calls } = recordingPlayer((id) => id !== 'rotor');
    const steering = new PlacedLayerSteering(LAYERS, player);
    steering.start(0);
    calls.length = 0;
    steering.stop();
    expect(calls).toEqual([['stop', 'fire-line']]);
  });
});

describe('PlacedLayerSteering on the audio manager', () => {
  class Sound implements EngineSound {
    level = 0;
    pan = 0;
    state = 'stopped';
    fades: { to: number; durationMs: number; onDone?: () => void }[] = [];
    play = () => void (this.state = 'playing');
    resume = () => void (this.state = 'playing');
    pause = () => void (this.state = 'paused');
    stop = () => void (this.state = 'stopped');
    fade = (_from: number, to: number, durationMs: number, onDone?: () => void) => void this.fades.push({ to, durationMs, onDone });
    volume = () => this.level;
    setVolume = (volume: number) => void (this.level = volume);
    setPan = (pan: number) => void (this.pan = pan);
    playing = () => this.state === 'playing';
    unload = () => void (this.state = 'stopped');
  }
  const sounds: Sound[] = [];
  const engine: AudioEngine = {
    createSound: (_options: EngineSoundOptions) => {
      const sound = new Sound();
      sounds.push(sound);
      return Promise.resolve(sound);
    },
    setMuted: () => {},
    resumeContext: () => {},
  };
  const manifest: AudioManifestEntry[] = [
    { id: 'fire-line', name: 'fire', filename: 'fire', loop: true, html5: false, scene: 'army-fire' },
  ];

  it('pans the loop, plays it with the 0.2 s fade-in, and fades it out to a stop on leaving', async () => {
    const manager = new AudioManager(engine);
    await manager.loadScene('army-fire', manifest, '/sounds/');
    const steering = new PlacedLayerSteering([{ id: 'fire-line', fromDeg: 90 }], manager);
    steering.start(0);
    const sound = sounds.at(-1)!;
    expect(sound.pan).toBeCloseTo(-0.8);
    expect(sound.playing()).toBe(true);
    expect(sound.fades.at(-1)).toMatchObject({ to: placedLayerMix({ id: 'fire-line', fromDeg: 90 }, 0).volume, durationMs: 200 });
    steering.follow(deg(90));
    expect(sound.pan).toBeCloseTo(0);
    expect(sound.fades.at(-1)).toMatchObject({ to: 1, durationMs: 100 });
    steering.stop();
    expect(sound.fades.at(-1)).toMatchObject({ to: 0, durationMs: 200 });
    sound.fades.at(-1)!.onDone?.();
    expect(sound.playing()).toBe(false);
  });
});
