import { Suspense, lazy, useContext } from 'react';
import { withCopy } from '../lib/with-copy';
import { MenuToggleDisabledRequestContext } from '../header/header-requests';

// The accessible version is part of the shell's build, never a remote, so it works when all remotes are down.
const AccessibleApp = lazy(withCopy(() => import(/* webpackChunkName: "accessible" */ '@mission/accessible'), ['accessible']));

/** /accessible/*: the accessible version, able to ask the header for a disabled menu toggle. */
export function AccessibleRoute() {
  const requestMenuToggleDisabled = useContext(MenuToggleDisabledRequestContext);
  return (
    <Suspense fallback={null}>
      <AccessibleApp onMenuToggleRequest={requestMenuToggleDisabled} />
    </Suspense>
  );
}
