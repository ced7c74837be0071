/** @jest-environment node */
import { cameraOutcomeOf } from './camera-stream';

describe('cameraOutcomeOf', () => {
  it('a stream is granted; a refusal or a broken camera is denied (docs/product-rules.md §4 "Camera permission")', async () => {
    await expect(cameraOutcomeOf(Promise.resolve({}))).resolves.toBe('granted');
    await expect(cameraOutcomeOf(Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })))).resolves.toBe('denied');
    await expect(cameraOutcomeOf(Promise.reject(Object.assign(new Error('busy'), { name: 'NotReadableError' })))).resolves.toBe('denied');
  });
});
