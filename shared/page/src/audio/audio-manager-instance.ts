import { AudioManager } from './audio-manager';
import { HowlerEngine } from './howler-engine';

/**
 * The page's one audio manager. `@mission/shared` is a Module Federation singleton, so the
 * shell and every remote import this same instance: one mute, one set of loaded sounds.
 * howler itself is loaded only when the first sound is created.
 */
export const audioManager = new AudioManager(new HowlerEngine());
