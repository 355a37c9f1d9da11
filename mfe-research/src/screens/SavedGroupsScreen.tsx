import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isCancelled, notify, useActiveAdAccount } from 'shared-graph';
import { Button, Checkbox, ConfirmDialog, EmptyState, ErrorState, FormError, Inline, PageHeader, Stack, TextInput, formatDateTime } from 'shared-ui';
import { GroupError, groupsApi, type Group } from '../groups/client';
import { GroupFormDialog } from '../groups/GroupFormDialog';
import { ResultsTable } from '../table/ResultsTable';
import { useKeyedRows } from './useKeyedRows';
import type { ResearchRow } from '../table/rows';

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** /saved-groups: the active team's collections; ?group=<id> opens one. */
export function SavedGroupsScreen() {
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('group')) || null;
  const { teamId } = useActiveAdAccount();
  const [groups, setGroups] = useState<Group[]>([]);
  const [q, setQ] = useState('');
  const [loaded, setLoaded] = useState<{ key: string; error: string | null } | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [newName, setNewName] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<Group | null>(null);
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const [reload, setReload] = useState(0);

  const listKey = JSON.stringify([teamId, q, reload]);
  const loading = loaded?.key !== listKey;
  const loadError = loaded?.error ?? null;

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      groupsApi.list(teamId, q, controller.signal).then(
        (list) => {
          setGroups(list);
          setLoaded({ key: listKey, error: null });
          setChecked((current) => new Set([...current].filter((id) => list.some((g) => g.id === id))));
        },
        (error: unknown) => {
          if (isCancelled(error)) return;
          setLoaded({ key: listKey, error: messageOf(error, 'Unable to get group list') });
        },
      );
    }, q ? 250 : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [teamId, q, listKey]);

  const refresh = () => setReload((n) => n + 1);

  const create = async () => {
    if (!newName.trim()) {
      setCreateError('Enter a name for the collection');
      return;
    }
    setCreating(true);
    try {
      const group = await groupsApi.create(teamId, newName);
      notify.success(`Created "${group.name}"`);
      setNewName('');
      setCreateError(null);
      refresh();
    } catch (error) {
      setCreateError(messageOf(error, 'Unable to create group'));
    } finally {
      setCreating(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      if (deleting.length === 1) await groupsApi.remove(teamId, deleting[0]!);
      else await groupsApi.removeMany(teamId, deleting);
      notify.success(deleting.length === 1 ? 'Collection deleted' : `${deleting.length} collections deleted`);
      if (openId && deleting.includes(openId)) setParams({});
      setChecked(new Set());
      refresh();
    } catch (error) {
      notify.error(messageOf(error, 'Unable to delete group'));
    } finally {
      setDeleting(null);
    }
  };

  const open = groups.find((g) => g.id === openId) ?? null;
  if (openId && open) {
    return <GroupDetail group={open} teamId={teamId} onBack={() => setParams({})} onChanged={refresh} onRename={() => setRenaming(open)} renameModal={renaming && <RenameModal group={renaming} teamId={teamId} onClose={() => setRenaming(null)} onRenamed={refresh} />} />;
  }

  const allChecked = groups.length > 0 && groups.every((g) => checked.has(g.id));

  return (
    <>
      <PageHeader title="Saved collections" description="Interest collections of your team, ready to target." />
      <Stack gap="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <Inline gap="sm" align="center">
            <TextInput aria-label="New collection name" placeholder="New collection name" maxLength={100} value={newName} onChange={(e) => setNewName(e.target.value)} width="280px" />
            <Button type="submit" variant="primary" loading={creating}>
              Create
            </Button>
            <TextInput aria-label="Search collections" placeholder="Search collections" type="search" value={q} onChange={(e) => setQ(e.target.value)} width="240px" />
            <Button variant="danger" disabled={checked.size === 0} onClick={() => setDeleting([...checked])}>
              Delete selected
            </Button>
          </Inline>
        </form>
        {createError && <FormError>{createError}</FormError>}
        {loadError ? (
          <ErrorState message={loadError} onRetry={refresh} />
        ) : groups.length === 0 && !loading ? (
          <EmptyState title={q ? 'No collection matches' : 'No collections yet'} message="Select interests in any research table and press Save to collection." />
        ) : (
          <List aria-label="Collections" aria-busy={loading}>
            <li>
              <Checkbox
                label="Select all"
                checked={allChecked}
                indeterminate={!allChecked && checked.size > 0}
                onChange={() => setChecked(allChecked ? new Set() : new Set(groups.map((g) => g.id)))}
              />
            </li>
            {groups.map((group) => (
              <li key={group.id} aria-label={group.name}>
                <Checkbox
                  aria-label={`Select ${group.name}`}
                  checked={checked.has(group.id)}
                  onChange={() =>
                    setChecked((current) => {
                      const next = new Set(current);
                      if (next.has(group.id)) next.delete(group.id);
                      else next.add(group.id);
                      return next;
                    })
                  }
                />
                <GroupLink type="button" onClick={() => setParams({ group: String(group.id) })}>
                  {group.name}
                </GroupLink>
                <Muted>
                  {group.count} {group.count === 1 ? 'item' : 'items'} · updated {formatDateTime(group.updated_at)}
                </Muted>
                <Inline gap="xs">
                  <Button size="sm" onClick={() => setRenaming(group)}>
                    Rename
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setDeleting([group.id])}>
                    Delete
                  </Button>
                </Inline>
              </li>
            ))}
          </List>
        )}
      </Stack>
      {renaming && <RenameModal group={renaming} teamId={teamId} onClose={() => setRenaming(null)} onRenamed={refresh} />}
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={deleting && deleting.length > 1 ? `Delete ${deleting.length} collections?` : 'Delete this collection?'}
        message="Its saved interests are removed too. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function RenameModal({ group, teamId, onClose, onRenamed }: { group: Group; teamId: number; onClose: () => void; onRenamed: () => void }) {
  const [name, setName] = useState(group.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!name.trim()) {
      setError('Enter a name for the collection');
      return;
    }
    setSaving(true);
    try {
      await groupsApi.rename(teamId, group.id, name);
      onRenamed();
      onClose();
    } catch (e) {
      setError(e instanceof GroupError ? e.message : 'Unable to create group');
    } finally {
      setSaving(false);
    }
  };
  return (
    <GroupFormDialog open title="Rename collection" saving={saving} error={error} onClose={onClose} onSave={save}>
      <TextInput aria-label="Collection name" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
    </GroupFormDialog>
  );
}

function GroupDetail({
  group,
  teamId,
  onBack,
  onChanged,
  onRename,
  renameModal,
}: {
  group: Group;
  teamId: number;
  onBack: () => void;
  onChanged: () => void;
  onRename: () => void;
  renameModal: React.ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const { rows, error, loading, setRows } = useKeyedRows(
    JSON.stringify([teamId, group.id, attempt]),
    async (signal) => (await groupsApi.allItems(teamId, group.id, signal)).map((item, index) => ({ ...item, rank: index + 1 })),
    (e) => messageOf(e, 'Unable to get group items'),
  );
  const onRowsChange = setRows;

  const removeSelected = async (selected: ResearchRow[], clear: () => void) => {
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
  };

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
          onRowsChange={onRowsChange}
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
      {renameModal}
    </>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  & > li {
    display: grid;
    grid-template-columns: 28px minmax(160px, 1fr) auto auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & > li:first-child {
    grid-template-columns: 1fr;
  }
  & > li:last-child {
    border-bottom: 0;
  }
`;

const GroupLink = styled.button`
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.brand};
  text-align: left;
  cursor: pointer;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
