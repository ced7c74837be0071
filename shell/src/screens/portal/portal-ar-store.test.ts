/** @jest-environment node */
import { initialArState } from '@mission/shared';
import { arActionsForCameraError } from './camera-stream';
import { cameraFeedOf, isAskingForCamera, PortalArStore } from './portal-ar-store';

const named = (name: string) => Object.assign(new Error(name), { name });

describe('PortalArStore (docs/product-rules.md §3 "AR state")', () => {
  it('starts stopped, with no error and every flag off', () => {
    expect(new PortalArStore().getState()).toEqual(initialArState());
    expect(new PortalArStore().getState()).toMatchObject({
      permissionStage: 'stopped',
      errorState: null,
      camera: false,
      motion: false,
      orientation: false,
    });
  });

  it('tells its subscribers each change once, and nothing for an action that changes nothing', () => {
    const store = new PortalArStore();
    const stages: string[] = [];
    const subscription = store.state$.subscribe((state) => stages.push(state.permissionStage));
    store.dispatch({ type: 'stage-changed', stage: 'requesting_camera' });
    store.dispatch({ type: 'stage-changed', stage: 'requesting_camera' });
    store.dispatch({ type: 'sensor-changed', sensor: 'camera', available: true });
    store.dispatch({ type: 'stage-changed', stage: 'has_video' });
    store.dispatch({ type: 'reset' });
    subscription.unsubscribe();
    expect(stages).toEqual(['stopped', 'requesting_camera', 'requesting_camera', 'has_video', 'stopped']);
    expect(store.getState()).toEqual(initialArState());
  });

  it('holds the motion and orientation flags apart from the camera', () => {
    const store = new PortalArStore();
    store.dispatch({ type: 'sensor-changed', sensor: 'motion', available: true });
    store.dispatch({ type: 'sensor-changed', sensor: 'orientation', available: true });
    expect(store.getState()).toMatchObject({ camera: false, motion: true, orientation: true });
  });
});

describe('what the portal shows for each AR state', () => {
  const state = (overrides: Partial<ReturnType<typeof initialArState>>) => ({ ...initialArState(), ...overrides });

  it('not asked yet: nothing decided', () => {
    expect(cameraFeedOf(state({}))).toBe('unknown');
    expect(isAskingForCamera(state({}))).toBe(false);
  });

  it('asking: the line before the prompt, the feed still unknown', () => {
    expect(isAskingForCamera(state({ permissionStage: 'requesting_camera' }))).toBe(true);
    expect(cameraFeedOf(state({ permissionStage: 'requesting_camera' }))).toBe('unknown');
  });

  it('the picture, the camera-denied gate, or the sky', () => {
    expect(cameraFeedOf(state({ permissionStage: 'has_video', camera: true }))).toBe('granted');
    expect(cameraFeedOf(state({ permissionStage: 'camera_denied', errorState: 'NotAllowedError' }))).toBe('refused');
    expect(cameraFeedOf(state({ permissionStage: 'failed', errorState: 'NotReadableError' }))).toBe('unavailable');
    expect(cameraFeedOf(state({ permissionStage: 'stopped', errorState: 'no camera API' }))).toBe('unavailable');
  });
});

describe('arActionsForCameraError', () => {
  it('a refusal is camera_denied; no camera is stopped; a camera that will not start is failed; each keeps its reason', () => {
    expect(arActionsForCameraError(named('NotAllowedError'))).toEqual([
      { type: 'error', error: 'NotAllowedError' },
      { type: 'stage-changed', stage: 'camera_denied' },
    ]);
    expect(arActionsForCameraError(named('SecurityError')).at(-1)).toEqual({ type: 'stage-changed', stage: 'camera_denied' });
    expect(arActionsForCameraError(named('NotFoundError')).at(-1)).toEqual({ type: 'stage-changed', stage: 'stopped' });
    expect(arActionsForCameraError(named('NotReadableError'))).toEqual([
      { type: 'error', error: 'NotReadableError' },
      { type: 'stage-changed', stage: 'failed' },
    ]);
  });
});
