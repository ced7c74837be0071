import { initialTier, pinnedTier, tierForRenderer } from './initial-tier';

describe('initialTier', () => {
  const phone = { devicePixelRatio: 3, hardwareConcurrency: 6, webgl2: true };

  it('cannot draw without WebGL 2: the stage shows its problem card', () => {
    expect(initialTier({ ...phone, webgl2: false })).toBeNull();
  });

  it('starts a mid-range phone (6 cores, no memory figure) at medium', () => {
    expect(initialTier(phone)).toBe('medium');
  });

  it('starts a software renderer, 4 cores or 2 GB at low', () => {
    expect(initialTier({ ...phone, renderer: 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)))' })).toBe('low');
    expect(initialTier({ ...phone, hardwareConcurrency: 4 })).toBe('low');
    expect(initialTier({ ...phone, hardwareConcurrency: 8, deviceMemory: 2 })).toBe('low');
  });

  it('starts 8 cores with 6 GB, or 8 cores on a 2x screen with no memory figure, at high', () => {
    expect(initialTier({ devicePixelRatio: 1, hardwareConcurrency: 8, deviceMemory: 8, webgl2: true })).toBe('high');
    expect(initialTier({ devicePixelRatio: 2, hardwareConcurrency: 8, webgl2: true })).toBe('high');
    expect(initialTier({ devicePixelRatio: 1, hardwareConcurrency: 8, webgl2: true })).toBe('medium');
    expect(initialTier({ devicePixelRatio: 2, hardwareConcurrency: 8, deviceMemory: 4, webgl2: true })).toBe('medium');
  });

  it('caps the tier at low once the context names a software renderer', () => {
    expect(tierForRenderer('high', 'Google SwiftShader')).toBe('low');
    expect(tierForRenderer('high', 'llvmpipe (LLVM 15.0.6, 256 bits)')).toBe('low');
    expect(tierForRenderer('medium', 'Apple GPU')).toBe('medium');
    expect(tierForRenderer('medium', undefined)).toBe('medium');
  });

  it('honours only a tier name as the test pin', () => {
    expect(pinnedTier('low')).toBe('low');
    expect(pinnedTier('ultra')).toBeNull();
    expect(pinnedTier(1)).toBeNull();
    expect(pinnedTier(undefined)).toBeNull();
  });
});
