/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import { initTestI18n } from '@mission/test-kit/init-test-i18n';
import { RemoteRegistryProvider } from '../remotes/remote-registry-context';
import type { BuildInfo } from '../services/build-info/fetch-build-info';
import { DeferredBuildBadge } from './deferred-build-badge';

function renderDeferred(info: BuildInfo | null) {
  const shellBuildInfo = Promise.resolve(info);
  render(
    <RemoteRegistryProvider load={async () => ({ remotes: [], allowedOrigins: [] })} register={() => {}}>
      <DeferredBuildBadge shellBuildInfo={shellBuildInfo} />
    </RemoteRegistryProvider>,
  );
  return shellBuildInfo;
}

beforeEach(async () => {
  await initTestI18n('en');
});

describe('DeferredBuildBadge', () => {
  it('loads and shows the badge on qa', async () => {
    renderDeferred({ buildNumber: '1042', branchName: 'qa' });
    expect(await screen.findByTestId('build-badge')).toHaveTextContent('Shell 1042 · qa');
  });

  it.each([
    ['main', { buildNumber: '7', branchName: 'main' }],
    ['no build info', null],
  ])('shows nothing on %s', async (_name, info) => {
    const settled = renderDeferred(info);
    await settled;
    // A later tick too: the badge would have had its chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('build-badge')).toBeNull();
  });
});
