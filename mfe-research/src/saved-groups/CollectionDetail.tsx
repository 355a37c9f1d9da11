// One collection: its interests in the research table (with their cached reach and the platform's status),
// removable; Back to the list, Rename.
import { useCallback, type ReactNode } from 'react';
import { notify } from 'shared-graph';
import { Button, ErrorState, Inline, PageHeader } from 'shared-ui';
import { collectionErrorText, collectionKeys, useCollectionWrites } from '../collections/collectionQueries';
import { groupsApi, GROUP_MESSAGES, type Group } from '../collections/groupsApi';
import { ResultsTable } from '../results/ResultsTable';
import { useRowsQuery } from '../results/researchQueries';
import type { ResearchRow } from '../results/rows';

interface Props {
  group: Group;
  teamId: number;
  onBack: () => void;
  onRename: () => void;
  renameDialog: ReactNode;
}

export function CollectionDetail({ group, teamId, onBack, onRename, renameDialog }: Props) {
  const { query, rows, patchRows } = useRowsQuery(collectionKeys.items(teamId, group.id), async (signal) =>
    (await groupsApi.allItems(teamId, group.id, signal)).map((item, index) => ({ ...item, rank: index + 1 })),
  );
  const { removeItems } = useCollectionWrites(teamId);

  const removeSelected = useCallback(
    async (selected: ResearchRow[], clear: () => void) => {
      try {
        await removeItems.mutateAsync({ id: group.id, itemIds: selected.map((row) => row.id) });
        clear();
        notify.success(`Removed ${selected.length} ${selected.length === 1 ? 'item' : 'items'}`);
      } catch (e) {
        notify.error(collectionErrorText(e, GROUP_MESSAGES.remove));
      }
    },
    [group.id, removeItems],
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
      {query.error ? (
        <ErrorState message={collectionErrorText(query.error, GROUP_MESSAGES.items)} onRetry={() => void query.refetch()} />
      ) : (
        <ResultsTable
          rows={rows}
          onPatch={patchRows}
          loading={query.isFetching}
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
