import { SESSION_RECORDER_SETTINGS } from './session-recorder-settings';

/**
 * The provider's session recorder records with rrweb but passes rrweb none of the product rules'
 * settings (docs/product-rules.md §9). It keeps the rrweb `record` function it will call on the instance
 * (`rrwebRecord`); wrapping that function is how the settings reach rrweb. If a future
 * recorder has no such function, it records with rrweb's defaults, which are the same
 * numbers, and a warning says so.
 */
type RecordOptions = Record<string, unknown>;
type RecordFunction = (options: RecordOptions) => unknown;
interface RecorderInstance {
  rrwebRecord?: unknown;
}
export type RecorderConstructor = new (...args: unknown[]) => RecorderInstance;

/** rrweb's record options with the product rules' settings laid over what the recorder asks for. */
export function applyRecorderSettings(options: RecordOptions): RecordOptions {
  const sampling = typeof options.sampling === 'object' && options.sampling !== null ? options.sampling : {};
  return {
    ...options,
    sampling: {
      ...sampling,
      scroll: SESSION_RECORDER_SETTINGS.scrollSamplingMs,
      mousemove: SESSION_RECORDER_SETTINGS.mouseMoveSamplingMs,
      media: SESSION_RECORDER_SETTINGS.mediaSamplingMs,
    },
    iframeLoadTimeout: SESSION_RECORDER_SETTINGS.iframeLoadTimeoutMs,
    stylesheetLoadTimeout: SESSION_RECORDER_SETTINGS.stylesheetLoadTimeoutMs,
    // Every input masked, passwords included (rrweb masks all input types with this).
    maskAllInputs: SESSION_RECORDER_SETTINGS.maskAllInputs,
  };
}

/** A recorder class whose instances record with the product rules' settings. */
export function withRecorderSettings(Recorder: RecorderConstructor): RecorderConstructor {
  function RecorderWithSettings(...args: unknown[]): RecorderInstance {
    const recorder = new Recorder(...args);
    const record = recorder.rrwebRecord;
    if (typeof record === 'function') {
      recorder.rrwebRecord = (options: RecordOptions) => (record as RecordFunction).call(undefined, applyRecorderSettings(options));
    } else {
      console.warn("[analytics] the session recorder takes no rrweb settings here; it records with rrweb's defaults (the spec's numbers).");
    }
    return recorder;
  }
  return RecorderWithSettings as unknown as RecorderConstructor;
}

/** The global the provider's core looks up before it would fetch a recorder from its CDN. */
export const RECORDER_GLOBAL = '__mp_recorder';

/** Installs the settings on the recorder that a just-loaded recorder bundle registered. */
export function installRecorderSettings(target: Record<string, unknown>): boolean {
  const Recorder = target[RECORDER_GLOBAL];
  if (typeof Recorder !== 'function') return false;
  target[RECORDER_GLOBAL] = withRecorderSettings(Recorder as RecorderConstructor);
  return true;
}
