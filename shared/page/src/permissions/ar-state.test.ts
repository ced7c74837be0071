import type { NamespaceCopy } from '@mission/content';
import { resources } from '@mission/content/all-copy';
import {
  AR_MESSAGE_NAMESPACE,
  AR_PERMISSION_STAGES,
  allWayspotsFound,
  arStageMessage,
  arStageMessageKey,
  arStateReducer,
  initialArState,
  type ArState,
} from './ar-state';

function withWayspots(...names: string[]): ArState {
  return arStateReducer(initialArState(), { type: 'wayspots-set', names });
}

function copyAt(tree: NamespaceCopy, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as NamespaceCopy | undefined)?.[part], tree);
}

describe('AR state (docs/product-rules.md §3 "AR state")', () => {
  it('starts stopped, without error, wayspots or sensors (permissionStage default stopped)', () => {
    expect(initialArState()).toEqual({
      permissionStage: 'stopped',
      errorState: null,
      wayspots: [],
      camera: false,
      motion: false,
      orientation: false,
    });
  });

  it('changes stage, and returns the same object when the stage is unchanged', () => {
    const requesting = arStateReducer(initialArState(), { type: 'stage-changed', stage: 'requesting_camera' });
    expect(requesting.permissionStage).toBe('requesting_camera');
    expect(arStateReducer(requesting, { type: 'stage-changed', stage: 'requesting_camera' })).toBe(requesting);
  });

  it('records and clears the error state', () => {
    const failed = arStateReducer(initialArState(), { type: 'error', error: 'NotReadableError' });
    expect(failed.errorState).toBe('NotReadableError');
    expect(arStateReducer(failed, { type: 'error', error: null }).errorState).toBeNull();
  });

  it('sets the camera, motion and orientation flags one at a time', () => {
    const state = arStateReducer(initialArState(), { type: 'sensor-changed', sensor: 'motion', available: true });
    expect(state).toMatchObject({ camera: false, motion: true, orientation: false });
    expect(arStateReducer(state, { type: 'sensor-changed', sensor: 'motion', available: true })).toBe(state);
  });

  it('declares wayspots as not found, once per name', () => {
    expect(withWayspots('dock', 'tower', 'dock').wayspots).toEqual([
      { name: 'dock', found: false },
      { name: 'tower', found: false },
    ]);
  });

  it('marks a wayspot found, and finding it again is idempotent (same state object)', () => {
    const once = arStateReducer(withWayspots('dock', 'tower'), { type: 'wayspot-found', name: 'dock' });
    expect(once.wayspots).toEqual([
      { name: 'dock', found: true },
      { name: 'tower', found: false },
    ]);
    expect(arStateReducer(once, { type: 'wayspot-found', name: 'dock' })).toBe(once);
  });

  it('ignores a wayspot the scene never declared', () => {
    const state = withWayspots('dock');
    expect(arStateReducer(state, { type: 'wayspot-found', name: 'elsewhere' })).toBe(state);
  });

  it('keeps found wayspots found when the list is declared again', () => {
    const found = arStateReducer(withWayspots('dock'), { type: 'wayspot-found', name: 'dock' });
    expect(arStateReducer(found, { type: 'wayspots-set', names: ['dock', 'tower'] }).wayspots).toEqual([
      { name: 'dock', found: true },
      { name: 'tower', found: false },
    ]);
  });

  it('knows when all wayspots are found, never for an empty list', () => {
    expect(allWayspotsFound(initialArState())).toBe(false);
    const one = arStateReducer(withWayspots('dock', 'tower'), { type: 'wayspot-found', name: 'dock' });
    expect(allWayspotsFound(one)).toBe(false);
    expect(allWayspotsFound(arStateReducer(one, { type: 'wayspot-found', name: 'tower' }))).toBe(true);
  });

  it('resets to the initial state', () => {
    const busy = arStateReducer(withWayspots('dock'), { type: 'stage-changed', stage: 'has_video' });
    expect(arStateReducer(busy, { type: 'reset' })).toEqual(initialArState());
  });
});

describe('AR stage messages (docs/product-rules.md §4 "AR permission stage", docs/product-rules.md §8)', () => {
  it.each(['stopped', 'has_video'] as const)('shows nothing while %s', (stage) => {
    expect(arStageMessage(stage)).toBeNull();
    expect(arStageMessageKey(stage)).toBeNull();
  });

  it('shows a message for every other stage', () => {
    const speaking = AR_PERMISSION_STAGES.filter((stage) => stage !== 'stopped' && stage !== 'has_video');
    expect(speaking.length).toBeGreaterThan(0);
    for (const stage of speaking) expect(arStageMessageKey(stage)).toEqual(expect.any(String));
  });

  it('gives camera denied a Refresh button and motion requesting a Continue button', () => {
    expect(arStageMessage('camera_denied')?.action?.kind).toBe('refresh');
    expect(arStageMessage('requesting_motion')?.action?.kind).toBe('continue');
    expect(arStageMessage('motion_denied')?.action).toBeNull();
  });

  it.each(['en-US', 'fr-CA'] as const)('finds every key in the %s errors copy', (tag) => {
    const copy = resources[tag][AR_MESSAGE_NAMESPACE];
    const keys = AR_PERMISSION_STAGES.flatMap((stage) => {
      const message = arStageMessage(stage);
      return message ? [message.titleKey, message.messageKey, ...(message.action ? [message.action.labelKey] : [])] : [];
    });
    expect(keys.filter((key) => typeof copyAt(copy, key) !== 'string')).toEqual([]);
  });

  it('uses the catalogue’s titles in English, and never says the site needs the sensor a visitor refused', () => {
    const copy = resources['en-US'].errors;
    expect(copyAt(copy, 'arPermission.cameraDenied.title')).toBe('Camera access denied');
    expect(copyAt(copy, 'arPermission.cameraDenied.message')).toMatch(/^You can still play without it/);
    expect(copyAt(copy, 'arPermission.motionDenied.title')).toBe('Motion access denied');
    expect(copyAt(copy, 'arPermission.motionDenied.message')).toMatch(/^You can still play: drag across the screen/);
    // Touch controls and "Continue without the camera" exist: no message says the site cannot be used without them.
    for (const tag of ['en-US', 'fr-CA'] as const) {
      for (const key of ['arPermission.cameraDenied.message', 'arPermission.motionDenied.message']) {
        expect(copyAt(resources[tag].errors, key)).not.toMatch(/use this site|utiliser ce site/);
      }
    }
  });
});
