// One collection: its interests in the research table (with their cached reach and the platform's status),
// removable; Back to the list, Rename.
import { useCallback, useState, type ReactNode } from 'react';
import { notify } from 'shared-graph';
import { Button, ErrorState, Inline, PageHeader } from 'shared-ui';
import { groupsApi, type Group } from '../collections/groupsApi';
import { ResultsTable } from '../results/ResultsTable';
import type { ResearchRow } from '../results/rows';
import { useKeyedRows } from '../results/useKeyedRows';

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

interface Props {
  group: Group;
  teamId: number;
  onBack: () => void;
  onChanged: () => void;
  onRename: () => void;
  renameDialog: ReactNode;
}

export function CollectionDetail({ group, teamId, onBack, onChanged, onRename, renameDialog }: Props) {
  const [attempt, setAttempt] = useState(0);
  const { rows, error, loading, setRows } = useKeyedRows(
    JSON.stringify([teamId, group.id, attempt]),
    async (signal) => (await groupsApi.allItems(teamId, group.id, signal)).map((item, index) => ({ ...item, rank: index + 1 })),
    (e) => messageOf(e, 'Unable to get group items'),
  );

  const removeSelected = useCallback(
    async (selected: ResearchRow[], clear: () => void) => {
      try {
        await groupsApi.removeItems(teamId, group.id, selected.map((row) => row.id));
        const gone = new Set(selected.map((row) => row.id));
        setRows((current) => current.filter((row) => !gone.has(row.id)));
        clear();
        onChanged();
        notify.success(`Removed ${selected.length} ${selected.length === 1 ? 'item' : 'items'}`);
      } catch (e) {
        notify.error(messageOf(e, 'Unable to remove items from group'));
      }
    },
    [teamId, group.id, setRows, onChanged],
  );

  return (
    <>
      <PageHeader
        title={group.name}
        description={`${group.count} saved ${group.count === 1 ? 'item' : 'items'}`}
        actions={
          <Inline gap="sm">
            <Button onClick={onBack}>All collections</Button>
            <Button onClick={onRename}>Rename</Button>
          </Inline>
        }
      />
      {error ? (
        <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <ResultsTable
          rows={rows}
          onRowsChange={setRows}
          loading={loading}
          emptyMessage="This collection is empty"
          exportName={`sasar-${group.name.replace(/[^\w-]+/g, '-').toLowerCase()}`}
          selectionActions={(selected, clear) => (
            <Button size="sm" variant="danger" disabled={selected.length === 0} onClick={() => void removeSelected(selected, clear)}>
              Remove from collection
            </Button>
          )}
        />
      )}
      {renameDialog}
    </>
  );
}
