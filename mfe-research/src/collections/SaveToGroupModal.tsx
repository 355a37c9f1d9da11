import { useState } from 'react';
import { notify, useActiveAdAccount } from 'shared-graph';
import type { InterestItem } from '../interests/items';
import { Field, Select } from 'shared-ui';
import { CollectionNameField } from './CollectionNameField';
import { useCollectionList, useCollectionWrites } from './collectionQueries';
import { GroupError, type Group } from './groupsApi';
import { GroupFormDialog } from './GroupFormDialog';
import { useCollectionName } from './useCollectionName';

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
  const list = useCollectionList(teamId, '', { enabled: open });
  const { create, addItems } = useCollectionWrites(teamId);
  const [target, setTarget] = useState(NEW_GROUP);
  const field = useCollectionName(teamId, { enabled: open });
  const [error, setError] = useState<string | null>(null);

  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setError(null);
      field.forgetProblem();
    }
  }

  const listError = list.query.error instanceof GroupError ? list.query.error.message : null;

  const save = async () => {
    setError(null);
    if (target === NEW_GROUP && !field.check('Enter a name for the new collection')) return;
    try {
      const group = target === NEW_GROUP ? await create.mutateAsync({ name: field.name, items }) : await addItems.mutateAsync({ id: Number(target), items });
      notify.success(`Saved ${items.length} ${items.length === 1 ? 'item' : 'items'} to "${group.name}"`);
      field.reset();
      onSaved?.(group);
      onClose();
    } catch (e) {
      if (!field.refused(e)) setError(e instanceof Error ? e.message : 'Unable to create group');
    }
  };

  return (
    <GroupFormDialog
      open={open}
      title="Save to collection"
      description={`${items.length} selected ${items.length === 1 ? 'item' : 'items'}`}
      saving={create.isPending || addItems.isPending}
      canSave={items.length > 0}
      error={error ?? listError}
      onClose={onClose}
      onSave={save}
    >
      <Field label="Collection">
        <Select
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          options={[{ value: NEW_GROUP, label: 'New collection…' }, ...list.groups.map((g) => ({ value: String(g.id), label: `${g.name} (${g.count})` }))]}
        />
      </Field>
      {target === NEW_GROUP && (
        <CollectionNameField label="Name" required value={field.name} onChange={field.setName} error={field.error} />
      )}
    </GroupFormDialog>
  );
}
