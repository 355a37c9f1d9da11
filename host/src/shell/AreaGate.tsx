import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner } from 'shared-ui';
import type { RemoteArea } from '../remotes/areas';
import { RequireLogin } from '../routing/guards';

/** The entry to a remote's area: its access rule, and a spinner while the remote lazy-loads a screen. */
export function AreaGate({ area }: { area: RemoteArea }) {
  const content = (
    <Suspense fallback={<FullPageSpinner label={`Loading ${area.label}…`} />}>
      <Outlet />
    </Suspense>
  );
  return area.access === 'login' ? <RequireLogin>{content}</RequireLogin> : content;
}
