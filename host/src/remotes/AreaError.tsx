import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorState } from 'shared-ui';
import { RemoteUnavailableError } from './loadArea';
import type { RemoteEntry } from './registry';
import { releaseReports } from './releaseReports';
import { useRegistry } from './RegistryContext';

/** What went wrong, in words for the person looking at the screen. */
export function describeRouteError(error: unknown, areaLabel?: string): { title: string; message: string } {
  if (error instanceof RemoteUnavailableError) {
    return { title: `${areaLabel ?? 'This area'} is unavailable`, message: `${error.message} The rest of Sasar keeps working.` };
  }
  const message = error instanceof Error ? error.message : 'An unexpected error happened.';
  return { title: `${areaLabel ?? 'This page'} ran into a problem`, message };
}

/**
 * Shown inside the layout when a remote area crashed while rendering; Retry renders it again. The crash is reported
 * for the release the area runs (releaseReports.ts), so a failing canary is stopped.
 */
export function AreaError({ entry }: { entry?: RemoteEntry }) {
  const error = useRouteError();
  useEffect(() => {
    if (entry && !(error instanceof RemoteUnavailableError)) releaseReports().renderFailed(entry.name, error);
  }, [entry, error]);
  const navigate = useNavigate();
  const location = useLocation();
  const registry = useRegistry();
  const label = entry?.label ?? (error instanceof RemoteUnavailableError ? registry.get(error.remote)?.label : undefined);
  const { title, message } = describeRouteError(error, label);
  const retry = () => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  return <ErrorState title={title} message={message} onRetry={retry} />;
}
