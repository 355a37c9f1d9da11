// /saved-groups: the active team's collections; ?group=<id> opens one.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ErrorState, PageHeader, Stack, Button, TextInput } from 'shared-ui';
import { GROUP_SEARCH_MAX_LENGTH, type Group } from '../collections/groupsApi';
import { CollectionDetail } from './CollectionDetail';
import { CollectionList } from './CollectionList';
import { CreateCollectionForm } from './CreateCollectionForm';
import { DeleteCollectionsDialog } from './DeleteCollectionsDialog';
import { RenameCollectionDialog } from './RenameCollectionDialog';
import { useCollections } from './useCollections';

export function SavedGroupsScreen() {
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('group')) || null;
  const [q, setQ] = useState('');
  const { teamId, groups, loading, error, retry } = useCollections(q);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [renaming, setRenaming] = useState<Group | null>(null);
  const [deleting, setDeleting] = useState<number[] | null>(null);
  // Checks of collections that are gone (deleted, or filtered out by the search) do not count.
  const checkedShown = new Set(groups.filter((g) => checked.has(g.id)).map((g) => g.id));

  const renameDialog = renaming && <RenameCollectionDialog group={renaming} teamId={teamId} onClose={() => setRenaming(null)} />;
  const open = groups.find((g) => g.id === openId) ?? null;
  if (openId && open) {
    return <CollectionDetail group={open} teamId={teamId} onBack={() => setParams({})} onRename={() => setRenaming(open)} renameDialog={renameDialog} />;
  }
  if (params.has('group') && !open && !loading && !error && !q) {
    return (
      <>
        <PageHeader title="Saved collections" description="Interest collections of your team, ready to target." />
        <EmptyState
          title="Collection not found"
          message="It may have been deleted, or it belongs to another team."
          action={<Button onClick={() => setParams({})}>All collections</Button>}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Saved collections" description="Interest collections of your team, ready to target." />
      <Stack gap="md">
        <CreateCollectionForm teamId={teamId} />
        <Tools>
          <TextInput
            aria-label="Search collections"
            placeholder="Search collections"
            type="search"
            maxLength={GROUP_SEARCH_MAX_LENGTH}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            width="min(240px, 100%)"
          />
          <Button variant="danger" disabled={checkedShown.size === 0} onClick={() => setDeleting([...checkedShown])}>
            Delete selected
          </Button>
        </Tools>
        {error ? (
          <ErrorState message={error} onRetry={retry} />
        ) : groups.length === 0 && !loading ? (
          <EmptyState title={q ? 'No collection matches' : 'No collections yet'} message="Select interests in any research table and press Save to collection." />
        ) : (
          <CollectionList
            groups={groups}
            loading={loading}
            checked={checkedShown}
            onCheckedChange={setChecked}
            onOpen={(group) => setParams({ group: String(group.id) })}
            onRename={setRenaming}
            onDelete={setDeleting}
          />
        )}
      </Stack>
      {renameDialog}
      <DeleteCollectionsDialog
        ids={deleting}
        teamId={teamId}
        onClose={() => setDeleting(null)}
        onDeleted={(ids) => {
          if (openId && ids.includes(openId)) setParams({});
          setChecked(new Set());
        }}
      />
    </>
  );
}

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;
