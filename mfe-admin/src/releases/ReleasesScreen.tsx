// Admin › Releases: for each remote the live release and its canary with what browsers reported about each, the
// history with "Make live" (rollback), canaries and preview links, canaries stopped by their failures, and the log.
import { useMemo, useState } from 'react';
import { requestErrorText } from 'shared-graph';
import { Banner, Button, Card, ConfirmDialog, formatDateTime, Inline, Stack } from 'shared-ui';
import { createColumnHelper, DataTable, useDataTable } from 'shared-ui/table';
import { AdminPage } from '../layout/AdminPage';
import { actionLabel, changeText } from '../overview/auditText';
import { CanaryDialog, releaseName } from './CanaryDialog';
import { PreviewLinkDialog } from './PreviewLinkDialog';
import { failureDetail, healthText } from './releaseHealth';
import { useReleases, type Release, type ReleaseAuditRecord, type RemoteReleases } from './releasesApi';

interface ReleaseActions {
  promote(release: Release): void;
  canary(release: Release): void;
  stopCanary(release: Release): void;
  previewLink(release: Release): void;
}

function statusOf(release: Release): string {
  if (release.live) return 'Live';
  if (release.canary_percent !== null) return `Canary, ${release.canary_percent} % of users`;
  return '—';
}

function ReleaseButtons({ release, canaryElsewhere, actions }: { release: Release; canaryElsewhere: boolean; actions: ReleaseActions }) {
  const name = releaseName(release);
  const isCanary = release.canary_percent !== null;
  return (
    <Inline gap="xs" wrap={false}>
      {!release.live && (
        <Button size="sm" onClick={() => actions.promote(release)} aria-label={`Make live: ${name}`}>
          Make live
        </Button>
      )}
      {!release.live && !canaryElsewhere && (
        <Button size="sm" variant="ghost" onClick={() => actions.canary(release)} aria-label={`${isCanary ? 'Change share' : 'Start canary'}: ${name}`}>
          {isCanary ? 'Change share' : 'Start canary'}
        </Button>
      )}
      {isCanary && (
        <Button size="sm" variant="danger" onClick={() => actions.stopCanary(release)} aria-label={`Stop canary: ${name}`}>
          Stop canary
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={() => actions.previewLink(release)} aria-label={`Preview link: ${name}`}>
        Preview link
      </Button>
    </Inline>
  );
}

function releaseColumns(canaryId: number | null, actions: ReleaseActions) {
  const column = createColumnHelper<Release>();
  // What an admin acts on first (version, status, the buttons, the reports); who and when after.
  return [
    column.accessor('version', { id: 'version', header: 'Version', size: 160, cell: (c) => `${c.getValue()} (#${c.row.original.sequence})` }),
    column.accessor((r) => statusOf(r), { id: 'status', header: 'Status', size: 150, cell: (c) => (c.row.original.live ? <strong>Live</strong> : c.getValue()) }),
    column.display({
      id: 'actions',
      header: 'Actions',
      size: 420,
      cell: (c) => <ReleaseButtons release={c.row.original} canaryElsewhere={canaryId !== null && canaryId !== c.row.original.id} actions={actions} />,
    }),
    column.accessor((r) => r.health.failure_rate ?? -1, {
      id: 'reports',
      header: 'Browser reports',
      size: 260,
      cell: (c) => {
        const detail = failureDetail(c.row.original.health);
        return detail ? `${healthText(c.row.original.health)}: ${detail}` : healthText(c.row.original.health);
      },
    }),
    column.accessor('created_at', {
      id: 'published',
      header: 'Published',
      size: 250,
      cell: (c) => `${formatDateTime(c.getValue())} by ${c.row.original.published_by}`,
    }),
    column.accessor((r) => r.notes ?? '', { id: 'notes', header: 'Notes', size: 180, meta: { grow: true }, cell: (c) => c.getValue() || '—' }),
  ];
}

/** "Live: 1.1.0 (#2), published by … · 0.4% failing (2 of 500 loads)", and the canary beside it. */
function remoteSummary(live: Release | undefined, canary: Release | undefined): string {
  const liveText = live
    ? `Live: ${live.version} (#${live.sequence}), published by ${live.published_by} ${formatDateTime(live.created_at)}${live.promoted_at && live.promoted_at !== live.created_at ? `, live since ${formatDateTime(live.promoted_at)}` : ''} · ${healthText(live.health)}`
    : 'No release is live: the registry serves the build the server was started with.';
  if (!canary) return liveText;
  return `${liveText}. Canary: ${canary.version} (#${canary.sequence}) for ${canary.canary_percent} % of users · ${healthText(canary.health)}`;
}

function RemoteCard({ remote, actions }: { remote: RemoteReleases; actions: ReleaseActions }) {
  const live = remote.releases.find((release) => release.id === remote.live);
  const canary = remote.releases.find((release) => release.id === remote.canary);
  const columns = useMemo(() => releaseColumns(remote.canary, actions), [remote.canary, actions]);
  const state = useDataTable({ data: remote.releases, columns, getRowId: (r) => String(r.id) });
  return (
    <Card title={remote.remote} subtitle={remoteSummary(live, canary)}>
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
    <Card title="Release log" subtitle="Who published, made live or rolled back a release, ran a canary, made a preview link or a team's release token">
      <DataTable state={state} label="Release log" loading={loading} emptyMessage="Nothing released yet" maxHeight={360} />
    </Card>
  );
}

const WEEK_MS = 7 * 24 * 3_600_000;

/** Canaries the server stopped because browsers reported them failing, in the last week. */
function AutoStopped({ records }: { records: ReleaseAuditRecord[] }) {
  const [since] = useState(() => Date.now() - WEEK_MS);
  const recent = records.filter((r) => r.action === 'release.canary_auto_stop' && Date.parse(r.created_at) > since);
  return (
    <>
      {recent.map((record) => (
        <Banner key={record.id} type="warning" title={`Canary ${record.target.label ?? ''} was stopped automatically`}>
          {`${formatDateTime(record.created_at)}: ${String((record.after as { reason?: unknown } | null)?.reason ?? 'browsers reported it failing')}. Its users get the live release again.`}
        </Banner>
      ))}
    </>
  );
}

type Done = { text: string } | null;

export function ReleasesScreen() {
  const { remotes, audit, promote, startCanary, stopCanary, makePreviewLink } = useReleases();
  const [confirming, setConfirming] = useState<Release | null>(null);
  const [stopping, setStopping] = useState<Release | null>(null);
  const [canaryFor, setCanaryFor] = useState<Release | null>(null);
  const [previewFor, setPreviewFor] = useState<Release | null>(null);
  const [done, setDone] = useState<Done>(null);
  const remoteList = remotes.data ?? [];
  const liveOf = (release: Release) => {
    const remote = remoteList.find((r) => r.remote === release.remote);
    return remote?.releases.find((r) => r.id === remote.live);
  };
  const { reset: resetCanary } = startCanary;
  const { reset: resetPreviewLink } = makePreviewLink;
  const actions = useMemo<ReleaseActions>(
    () => ({
      promote: setConfirming,
      canary: (release) => {
        resetCanary();
        setCanaryFor(release);
      },
      stopCanary: setStopping,
      previewLink: (release) => {
        resetPreviewLink();
        setPreviewFor(release);
      },
    }),
    [resetCanary, resetPreviewLink],
  );
  const loadError = requestErrorText(remotes.error, 'The releases could not be loaded.');
  const actionError = requestErrorText(promote.error ?? stopCanary.error, 'The release could not be changed.');
  const current = confirming ? liveOf(confirming) : undefined;

  return (
    <AdminPage title="Releases" description="Each remote's builds, the one users get, canaries, previews and one-click rollback. Teams publish with pnpm release.">
      <Stack>
        {loadError && <Banner type="error">{loadError}</Banner>}
        {actionError && <Banner type="error">{actionError}</Banner>}
        {done && <Banner type="success">{done.text}</Banner>}
        <AutoStopped records={audit.data ?? []} />
        {!remotes.isPending && remoteList.length === 0 && !loadError && (
          <Card title="No releases yet">Every remote is served from the build the server was started with. A team publishes its first release with pnpm release.</Card>
        )}
        {remoteList.map((remote) => (
          <RemoteCard key={remote.remote} remote={remote} actions={actions} />
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
        onConfirm={() =>
          confirming &&
          promote.mutate(confirming.id, {
            onSuccess: (release) => setDone({ text: `${releaseName(release)} is live. Browsers get it on their next visit to the area.` }),
            onSettled: () => setConfirming(null),
          })
        }
      />
      <ConfirmDialog
        open={stopping !== null}
        busy={stopCanary.isPending}
        title={stopping ? `Stop the canary of ${releaseName(stopping)}?` : ''}
        message={stopping ? `Its ${stopping.canary_percent} % of users get the live release of ${stopping.remote} again on their next visit to its area.` : ''}
        confirmLabel="Stop canary"
        onCancel={() => setStopping(null)}
        onConfirm={() =>
          stopping &&
          stopCanary.mutate(stopping.id, {
            onSuccess: (release) => setDone({ text: `The canary of ${releaseName(release)} is stopped.` }),
            onSettled: () => setStopping(null),
          })
        }
      />
      <CanaryDialog
        key={`canary-${canaryFor?.id ?? 'none'}`}
        release={canaryFor}
        live={canaryFor ? liveOf(canaryFor) : undefined}
        busy={startCanary.isPending}
        error={startCanary.error}
        onClose={() => setCanaryFor(null)}
        onStart={(percent) =>
          canaryFor &&
          startCanary.mutate(
            { id: canaryFor.id, percent },
            {
              onSuccess: (release) => {
                setDone({ text: `${releaseName(release)} is the canary for ${release.canary_percent} % of users.` });
                setCanaryFor(null);
              },
            },
          )
        }
      />
      <PreviewLinkDialog
        key={`preview-${previewFor?.id ?? 'none'}`}
        release={previewFor}
        link={makePreviewLink.data}
        busy={makePreviewLink.isPending}
        error={makePreviewLink.error}
        onClose={() => setPreviewFor(null)}
        onMake={(input) => previewFor && makePreviewLink.mutate({ id: previewFor.id, ...input })}
      />
    </AdminPage>
  );
}
