// Admin › Releases: for each remote the live release, its history with "Make live" (rollback) behind a confirm, and
// who published or promoted what.
import { useMemo, useState } from 'react';
import { requestErrorText } from 'shared-graph';
import { Banner, Button, Card, ConfirmDialog, formatDateTime, Stack } from 'shared-ui';
import { createColumnHelper, DataTable, useDataTable } from 'shared-ui/table';
import { AdminPage } from '../layout/AdminPage';
import { actionLabel, changeText } from '../overview/auditText';
import { useReleases, type Release, type ReleaseAuditRecord, type RemoteReleases } from './releasesApi';

const releaseName = (release: Pick<Release, 'remote' | 'version' | 'sequence'>) => `${release.remote} ${release.version} (#${release.sequence})`;

function releaseColumns(onPromote: (release: Release) => void) {
  const column = createColumnHelper<Release>();
  return [
    column.accessor('version', { id: 'version', header: 'Version', size: 200, cell: (c) => `${c.getValue()} (#${c.row.original.sequence})` }),
    column.accessor('published_by', { id: 'by', header: 'Published by', size: 150 }),
    column.accessor('created_at', { id: 'when', header: 'Published', size: 160, cell: (c) => formatDateTime(c.getValue()) }),
    column.accessor((r) => r.notes ?? '', { id: 'notes', header: 'Notes', size: 220, meta: { grow: true }, cell: (c) => c.getValue() || '—' }),
    column.display({
      id: 'live',
      header: 'Status',
      size: 150,
      cell: (c) =>
        c.row.original.live ? (
          <strong>Live</strong>
        ) : (
          <Button size="sm" onClick={() => onPromote(c.row.original)} aria-label={`Make live: ${releaseName(c.row.original)}`}>
            Make live
          </Button>
        ),
    }),
  ];
}

function RemoteCard({ remote, onPromote }: { remote: RemoteReleases; onPromote: (release: Release) => void }) {
  const live = remote.releases.find((release) => release.id === remote.live);
  const columns = useMemo(() => releaseColumns(onPromote), [onPromote]);
  const state = useDataTable({ data: remote.releases, columns, getRowId: (r) => String(r.id) });
  const subtitle = live
    ? `Live: ${live.version} (#${live.sequence}), published by ${live.published_by} ${formatDateTime(live.created_at)}${live.promoted_at && live.promoted_at !== live.created_at ? `, live since ${formatDateTime(live.promoted_at)}` : ''}`
    : 'No release is live: the registry serves the build the server was started with.';
  return (
    <Card title={remote.remote} subtitle={subtitle}>
      <DataTable state={state} label={`Releases of ${remote.remote}`} emptyMessage="No releases yet" maxHeight={360} />
    </Card>
  );
}

const auditColumn = createColumnHelper<ReleaseAuditRecord>();
const auditColumns = [
  auditColumn.accessor('created_at', { id: 'when', header: 'When', size: 170, cell: (c) => formatDateTime(c.getValue()) }),
  auditColumn.accessor((r) => r.actor.login, { id: 'who', header: 'Who', size: 160 }),
  auditColumn.accessor((r) => actionLabel(r.action), { id: 'what', header: 'What', size: 180 }),
  auditColumn.accessor((r) => r.target.label ?? '—', { id: 'on', header: 'On', size: 200 }),
  auditColumn.accessor((r) => changeText(r), { id: 'change', header: 'Before → after', size: 260, meta: { grow: true } }),
];

function ReleaseAudit({ records, loading }: { records: ReleaseAuditRecord[]; loading: boolean }) {
  const state = useDataTable({ data: records, columns: auditColumns, getRowId: (r) => String(r.id) });
  return (
    <Card title="Release log" subtitle="Who published, made live or rolled back a release, and who made or revoked a team's release token">
      <DataTable state={state} label="Release log" loading={loading} emptyMessage="Nothing released yet" maxHeight={360} />
    </Card>
  );
}

export function ReleasesScreen() {
  const { remotes, audit, promote } = useReleases();
  const [confirming, setConfirming] = useState<Release | null>(null);
  const remoteList = remotes.data ?? [];
  const liveOf = (release: Release) => {
    const remote = remoteList.find((r) => r.remote === release.remote);
    return remote?.releases.find((r) => r.id === remote.live);
  };
  const loadError = requestErrorText(remotes.error, 'The releases could not be loaded.');
  const promoteError = requestErrorText(promote.error, 'The release could not be made live.');
  const current = confirming ? liveOf(confirming) : undefined;

  return (
    <AdminPage title="Releases" description="Each remote's builds, the one users get, and one-click rollback. Teams publish with pnpm release.">
      <Stack>
        {loadError && <Banner type="error">{loadError}</Banner>}
        {promoteError && <Banner type="error">{promoteError}</Banner>}
        {promote.isSuccess && promote.data && <Banner type="success">{`${releaseName(promote.data)} is live. Browsers get it on their next visit to the area.`}</Banner>}
        {!remotes.isPending && remoteList.length === 0 && !loadError && (
          <Card title="No releases yet">Every remote is served from the build the server was started with. A team publishes its first release with pnpm release.</Card>
        )}
        {remoteList.map((remote) => (
          <RemoteCard key={remote.remote} remote={remote} onPromote={setConfirming} />
        ))}
        <ReleaseAudit records={audit.data ?? []} loading={audit.isPending} />
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        busy={promote.isPending}
        title={confirming ? `Make ${releaseName(confirming)} live?` : ''}
        message={
          confirming
            ? `Every user gets ${confirming.version} of ${confirming.remote} on their next visit to its area${current ? `, instead of ${current.version} (#${current.sequence})` : ''}. The server checks that its files still load first.`
            : ''
        }
        confirmLabel="Make live"
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && promote.mutate(confirming.id, { onSettled: () => setConfirming(null) })}
      />
    </AdminPage>
  );
}
