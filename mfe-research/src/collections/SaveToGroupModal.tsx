import { useEffect, useState } from 'react';
import { notify, useActiveAdAccount } from 'shared-graph';
import type { InterestItem } from '../interests/items';
import { Field, Select } from 'shared-ui';
import { CollectionNameField } from './CollectionNameField';
import { GroupError, groupsApi, type Group } from './groupsApi';
import { GroupFormDialog } from './GroupFormDialog';

const NEW_GROUP = 'new';

interface Props {
  open: boolean;
  items: InterestItem[];
  onClose: () => void;
  onSaved?: (group: Group) => void;
}

/** Saves the selected rows into a new or an existing collection of the active team. */
export function SaveToGroupModal({ open, items, onClose, onSaved }: Props) {
  const { teamId } = useActiveAdAccount();
  const [groups, setGroups] = useState<Group[]>([]);
  const [target, setTarget] = useState(NEW_GROUP);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setError(null);
  }

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    groupsApi.list(teamId, '', controller.signal).then(setGroups, (e: unknown) => {
      if (e instanceof GroupError) setError(e.message);
    });
    return () => controller.abort();
  }, [open, teamId]);

  const save = async () => {
    if (target === NEW_GROUP && !name.trim()) {
      setError('Enter a name for the new collection');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const group =
        target === NEW_GROUP ? await groupsApi.create(teamId, name, items) : await groupsApi.addItems(teamId, Number(target), items);
      notify.success(`Saved ${items.length} ${items.length === 1 ? 'item' : 'items'} to "${group.name}"`);
      setName('');
      onSaved?.(group);
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Unable to create group');
    } finally {
      setSaving(false);
    }
  };

  return (
    <GroupFormDialog
      open={open}
      title="Save to collection"
      description={`${items.length} selected ${items.length === 1 ? 'item' : 'items'}`}
      saving={saving}
      canSave={items.length > 0}
      error={error}
      onClose={onClose}
      onSave={save}
    >
      <Field label="Collection">
        <Select
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          options={[{ value: NEW_GROUP, label: 'New collection…' }, ...groups.map((g) => ({ value: String(g.id), label: `${g.name} (${g.count})` }))]}
        />
      </Field>
      {target === NEW_GROUP && (
        <CollectionNameField label="Name" required value={name} onChange={setName} />
      )}
    </GroupFormDialog>
  );
}
