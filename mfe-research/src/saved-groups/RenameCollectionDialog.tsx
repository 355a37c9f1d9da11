// Renames a collection.
import { useState } from 'react';
import { CollectionNameField } from '../collections/CollectionNameField';
import { GroupFormDialog } from '../collections/GroupFormDialog';
import { GroupError, groupsApi, type Group } from '../collections/groupsApi';

export function RenameCollectionDialog({ group, teamId, onClose, onRenamed }: { group: Group; teamId: number; onClose: () => void; onRenamed: () => void }) {
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
      <CollectionNameField label="Collection name" value={name} onChange={setName} />
    </GroupFormDialog>
  );
}
