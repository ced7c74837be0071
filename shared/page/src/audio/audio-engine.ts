/**
 * What the audio manager needs from a sound library, and no more: the manager's rules
 * (fades, clamping, background pause, mute) are tested against a fake of this, and
 * howler-engine.ts implements it on howler.
 */

export interface EngineSoundOptions {
  /** In order of preference; the engine plays the first its browser can decode. */
  src: readonly string[];
  loop: boolean;
  html5: boolean;
  /** 0..1 */
  volume: number;
}

/** One loaded sound. Calls act on every playing instance of it. */
export interface EngineSound {
  /** Starts a new instance (a one-shot can overlap itself). */
  play(): void;
  /** Continues the instance paused by pause(). */
  resume(): void;
  pause(): void;
  stop(): void;
  /** Ramps the volume from `from` to `to` over `durationMs`; `onDone` once it got there. */
  fade(from: number, to: number, durationMs: number, onDone?: () => void): void;
  volume(): number;
  setVolume(volume: number): void;
  /** Stereo position, -1 (left) to 1 (right); kept for instances started later. */
  setPan(pan: number): void;
  playing(): boolean;
  /** Frees the sound; it is not used again. */
  unload(): void;
}

export interface AudioEngine {
  /** Loads the library first if needed; resolves once the file has arrived (or failed to: that sound stays silent). */
  createSound(options: EngineSoundOptions): Promise<EngineSound>;
  /** Mutes everything, including sounds created later. */
  setMuted(muted: boolean): void;
  /**
   * Resumes an audio context the browser suspended or (iOS) "interrupted", e.g. after a
   * call or when the tab came back. Does nothing before the library is loaded.
   */
  resumeContext(): void;
}
