// Releases as the admin sees them (server/src/releases): each remote's live release and history, rollback, audit.
import { productApi, useServerMutation, useServerQuery, type ApiData } from 'shared-graph';

export type RemoteReleases = ApiData<'/api/admin/releases'>[number];
export type Release = RemoteReleases['releases'][number];
export type ReleaseAuditRecord = ApiData<'/api/admin/releases/audit'>[number];

const RELEASES_KEY = ['api', 'admin', 'releases'] as const;
const RELEASE_AUDIT_KEY = ['api', 'admin', 'releases', 'audit'] as const;

export function useReleases() {
  const remotes = useServerQuery(RELEASES_KEY, (signal) => productApi.get('/api/admin/releases', { signal }));
  const audit = useServerQuery(RELEASE_AUDIT_KEY, (signal) => productApi.get('/api/admin/releases/audit', { signal }));
  const promote = useServerMutation((id: number) => productApi.post('/api/admin/releases/{id}/promote', { params: { id } }), {
    invalidates: [RELEASES_KEY, RELEASE_AUDIT_KEY, ['api', 'admin', 'audit']],
  });
  return { remotes, audit, promote };
}
