/**
 * docs/product-rules.md §9: the session recorder's settings. Not configurable: they are the product rules' numbers
 * (and rrweb's own defaults, which the recorder falls back to if it cannot be given them).
 * The resize throttle is fixed inside rrweb at this value; it is listed for completeness.
 * Apart from the config (analytics-config.ts) so that reading the config, which every visit
 * does, loads no part of the client (start-analytics.ts).
 */
export const SESSION_RECORDER_SETTINGS = {
  scrollSamplingMs: 100,
  mouseMoveSamplingMs: 50,
  mediaSamplingMs: 500,
  iframeLoadTimeoutMs: 5000,
  stylesheetLoadTimeoutMs: 5000,
  resizeThrottleMs: 200,
  maskPasswords: true,
  maskAllInputs: true,
} as const;
