/** @jest-environment node */
import { readFileSync } from 'node:fs';
import {
  applyRecorderSettings,
  installRecorderSettings,
  RECORDER_GLOBAL,
  withRecorderSettings,
  type RecorderConstructor,
} from './session-recorder';

describe('applyRecorderSettings', () => {
  it('lays the product rules’ settings over what the recorder asks rrweb for', () => {
    const emit = () => undefined;
    const options = applyRecorderSettings({ emit, sampling: { canvas: 15 }, maskAllInputs: false, blockClass: 'rr-block' });
    expect(options).toEqual({
      emit,
      blockClass: 'rr-block',
      sampling: { canvas: 15, scroll: 100, mousemove: 50, media: 500 },
      iframeLoadTimeout: 5000,
      stylesheetLoadTimeout: 5000,
      maskAllInputs: true,
    });
  });

  it('works when the recorder asks for no sampling at all', () => {
    expect(applyRecorderSettings({}).sampling).toEqual({ scroll: 100, mousemove: 50, media: 500 });
  });
});

describe('withRecorderSettings', () => {
  function fakeRecorder(record: unknown) {
    return class FakeRecorder {
      rrwebRecord = record;
      constructor(public readonly mixpanel: unknown) {}
    } as unknown as RecorderConstructor;
  }

  it('makes every instance record with the settings, and returns what rrweb returns', () => {
    const stop = () => undefined;
    const record = jest.fn(() => stop);
    const Recorder = withRecorderSettings(fakeRecorder(record));
    const instance = new Recorder('the mixpanel instance') as { mixpanel: unknown; rrwebRecord: (options: object) => unknown };
    expect(instance.mixpanel).toBe('the mixpanel instance');
    expect(instance.rrwebRecord({ sampling: { canvas: 15 } })).toBe(stop);
    expect(record).toHaveBeenCalledWith(
      expect.objectContaining({ sampling: { canvas: 15, scroll: 100, mousemove: 50, media: 500 }, maskAllInputs: true }),
    );
  });

  it("leaves a recorder without a record function alone, with a warning (rrweb's defaults are the same numbers)", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Recorder = withRecorderSettings(fakeRecorder(undefined));
    expect(new Recorder({})).toBeDefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('installRecorderSettings', () => {
  it('wraps the recorder the bundle registered as window.__mp_recorder', () => {
    class Recorder {
      rrwebRecord = jest.fn();
    }
    const target: Record<string, unknown> = { [RECORDER_GLOBAL]: Recorder };
    expect(installRecorderSettings(target)).toBe(true);
    expect(target[RECORDER_GLOBAL]).not.toBe(Recorder);
    expect(RECORDER_GLOBAL).toBe('__mp_recorder');
  });

  it('says false when no recorder registered', () => {
    expect(installRecorderSettings({})).toBe(false);
  });

  it('matches the recorder bundle the shell ships: it registers that global and keeps rrwebRecord on the instance', () => {
    const bundle = readFileSync(require.resolve('mixpanel-browser/dist/mixpanel-recorder.min.js'), 'utf8');
    expect(bundle).toContain('__mp_recorder');
    expect(bundle).toMatch(/this\.rrwebRecord=/);
  });
});
