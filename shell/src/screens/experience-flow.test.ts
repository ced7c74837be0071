import { nextStep, type FlowFacts } from './experience-flow';

const FIRST_VISIT: FlowFacts = { completedHowTo: false, deviceOrientation: 'idle', watchedInterstitials: [] };

describe('the way into the experience', () => {
  it('takes a first visit through every step in order', () => {
    expect(nextStep('experience', FIRST_VISIT)).toBe('intro');
    expect(nextStep('intro', FIRST_VISIT)).toBe('how-to');
    expect(nextStep('how-to', FIRST_VISIT)).toBe('permission');
    expect(nextStep('permission', FIRST_VISIT)).toBe('portal');
    expect(nextStep('portal', FIRST_VISIT)).toBe('select');
  });

  it('skips intro and how-to once how-to is completed', () => {
    expect(nextStep('experience', { ...FIRST_VISIT, completedHowTo: true })).toBe('permission');
  });

  it('skips the permission screen once orientation is answered, either way', () => {
    const howToDone = { ...FIRST_VISIT, completedHowTo: true };
    expect(nextStep('experience', { ...howToDone, deviceOrientation: 'granted' })).toBe('portal');
    expect(nextStep('experience', { ...howToDone, deviceOrientation: 'denied' })).toBe('portal');
    expect(nextStep('how-to', { ...FIRST_VISIT, deviceOrientation: 'granted' })).toBe('portal');
  });

  it('still asks while a request is open', () => {
    expect(nextStep('how-to', { ...FIRST_VISIT, deviceOrientation: 'prompt' })).toBe('permission');
  });

  it('skips the portal once its video was watched, so a returning visitor lands on Mission Select', () => {
    const done: FlowFacts = { completedHowTo: true, deviceOrientation: 'granted', watchedInterstitials: ['army-fire', 'portal'] };
    expect(nextStep('experience', done)).toBe('select');
    expect(nextStep('intro', done)).toBe('select');
  });

  it('never goes backwards: a step after the portal is Mission Select', () => {
    expect(nextStep('select', FIRST_VISIT)).toBe('select');
  });
});
