import { SESSION_RECORDER_SETTINGS } from './session-recorder-settings';

describe('the session recorder settings (docs/product-rules.md §9)', () => {
  it('are the numbers of the product rules, with passwords and inputs masked', () => {
    expect(SESSION_RECORDER_SETTINGS).toEqual({
      scrollSamplingMs: 100,
      mouseMoveSamplingMs: 50,
      mediaSamplingMs: 500,
      iframeLoadTimeoutMs: 5000,
      stylesheetLoadTimeoutMs: 5000,
      resizeThrottleMs: 200,
      maskPasswords: true,
      maskAllInputs: true,
    });
  });
});
