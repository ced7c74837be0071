import {
  DEBUG_DEPLOY_BRANCHES,
  TRACKING_DEPLOY_BRANCHES,
  isDebugDeployBranch,
  isTrackingDeployBranch,
  notTrackedMessage,
  privacySignal,
  trackingDecision,
} from './tracking-policy';

describe('deployment branches (docs/product-rules.md §7, docs/product-rules.md §9)', () => {
  it('tracks on main, qa and staging; debugs on develop and qa', () => {
    expect([...TRACKING_DEPLOY_BRANCHES]).toEqual(['main', 'qa', 'staging']);
    expect([...DEBUG_DEPLOY_BRANCHES]).toEqual(['develop', 'qa']);
  });

  it.each([
    ['main', true, false],
    ['qa', true, true],
    ['staging', true, false],
    ['develop', false, true],
    ['feature/menu', false, false],
    ['Main', false, false],
    ['', false, false],
    [null, false, false],
  ])('%p: tracking %p, debug %p', (branch, tracking, debug) => {
    expect(isTrackingDeployBranch(branch)).toBe(tracking);
    expect(isDebugDeployBranch(branch)).toBe(debug);
  });
});

describe('privacy signals', () => {
  it('sees nothing when the browser sends nothing', () => {
    expect(privacySignal({})).toBeNull();
    expect(privacySignal({ navigator: { doNotTrack: null }, window: {} })).toBeNull();
    expect(privacySignal({ navigator: { doNotTrack: '0', globalPrivacyControl: false } })).toBeNull();
    expect(privacySignal({ navigator: { doNotTrack: 'unspecified' } })).toBeNull();
  });

  it.each([
    ['navigator.doNotTrack "1"', { navigator: { doNotTrack: '1' } }],
    ['navigator.doNotTrack "yes" (old Firefox)', { navigator: { doNotTrack: 'yes' } }],
    ['navigator.msDoNotTrack "1" (old IE)', { navigator: { msDoNotTrack: '1' } }],
    ['window.doNotTrack "1" (old Edge, Safari)', { window: { doNotTrack: '1' } }],
  ])('respects Do Not Track in %s', (_where, sources) => {
    expect(privacySignal(sources)).toBe('do-not-track');
  });

  it('respects Global Privacy Control, which only counts when exactly true', () => {
    expect(privacySignal({ navigator: { globalPrivacyControl: true } })).toBe('global-privacy-control');
    expect(privacySignal({ navigator: { globalPrivacyControl: 'true' } })).toBeNull();
    expect(privacySignal({ navigator: { globalPrivacyControl: true, doNotTrack: '1' } })).toBe('global-privacy-control');
  });
});

describe('trackingDecision', () => {
  it('tracks a configured tracking branch', () => {
    expect(trackingDecision({ configured: true, deployBranch: 'qa', privacy: null })).toEqual({ track: true, deployBranch: 'qa' });
  });

  it('opts out everywhere else, with the reason', () => {
    expect(trackingDecision({ configured: true, deployBranch: 'develop', privacy: null })).toEqual({
      track: false,
      reason: 'deploy-branch',
    });
    expect(trackingDecision({ configured: true, deployBranch: null, privacy: null })).toEqual({ track: false, reason: 'no-build-info' });
    expect(trackingDecision({ configured: false, deployBranch: 'main', privacy: null })).toEqual({ track: false, reason: 'no-config' });
  });

  it('puts the privacy signal first, whatever the branch and config', () => {
    expect(trackingDecision({ configured: true, deployBranch: 'main', privacy: 'do-not-track' })).toEqual({
      track: false,
      reason: 'do-not-track',
    });
    expect(trackingDecision({ configured: false, deployBranch: null, privacy: 'global-privacy-control' })).toEqual({
      track: false,
      reason: 'global-privacy-control',
    });
  });

  it('says why in words', () => {
    expect(notTrackedMessage('deploy-branch', 'develop')).toBe('deployment branch "develop" does not track (only main, qa, staging do)');
    expect(notTrackedMessage('do-not-track', null)).toBe('the browser sends Do Not Track');
    expect(notTrackedMessage('global-privacy-control', null)).toBe('the browser sends Global Privacy Control');
  });
});
