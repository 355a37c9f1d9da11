// Releases as the admin sees them (server/src/releases): each remote's live release, canary and history with what
// browsers reported, rollback, canaries, preview links and the release log.
import { productApi, useServerMutation, useServerQuery, type ApiData } from 'shared-graph';

export type RemoteReleases = ApiData<'/api/admin/releases'>[number];
export type Release = RemoteReleases['releases'][number];
export type ReleaseHealth = Release['health'];
export type ReleaseAuditRecord = ApiData<'/api/admin/releases/audit'>[number];
export type PreviewLink = ApiData<'/api/admin/releases/{id}/preview-links', 'post'>;

const RELEASES_KEY = ['api', 'admin', 'releases'] as const;
const RELEASE_AUDIT_KEY = ['api', 'admin', 'releases', 'audit'] as const;
const invalidates = [RELEASES_KEY, RELEASE_AUDIT_KEY, ['api', 'admin', 'audit']];

/** A canary's failure rate moves while the screen is open: its answer counts as fresh for a short while only. */
const FRESH_MS = 10_000;

export function useReleases() {
  const remotes = useServerQuery(RELEASES_KEY, (signal) => productApi.get('/api/admin/releases', { signal }), { staleTime: FRESH_MS });
  const audit = useServerQuery(RELEASE_AUDIT_KEY, (signal) => productApi.get('/api/admin/releases/audit', { signal }), { staleTime: FRESH_MS });
  const promote = useServerMutation((id: number) => productApi.post('/api/admin/releases/{id}/promote', { params: { id } }), { invalidates });
  const startCanary = useServerMutation(({ id, percent }: { id: number; percent: number }) => productApi.post('/api/admin/releases/{id}/canary', { params: { id }, body: { percent } }), {
    invalidates,
  });
  const stopCanary = useServerMutation((id: number) => productApi.delete('/api/admin/releases/{id}/canary', { params: { id } }), { invalidates });
  const makePreviewLink = useServerMutation(
    ({ id, login, hours }: { id: number; login?: string; hours?: number }) =>
      productApi.post('/api/admin/releases/{id}/preview-links', { params: { id }, body: { ...(login ? { login } : {}), ...(hours ? { hours } : {}) } }),
    { invalidates: [RELEASE_AUDIT_KEY, ['api', 'admin', 'audit']] },
  );
  return { remotes, audit, promote, startCanary, stopCanary, makePreviewLink };
}
