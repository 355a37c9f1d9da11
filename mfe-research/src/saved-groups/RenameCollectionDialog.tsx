// Renames a collection.
import { useState } from 'react';
import { CollectionNameField } from '../collections/CollectionNameField';
import { GroupFormDialog } from '../collections/GroupFormDialog';
import { useCollectionWrites } from '../collections/collectionQueries';
import { GroupError, type Group } from '../collections/groupsApi';

export function RenameCollectionDialog({ group, teamId, onClose }: { group: Group; teamId: number; onClose: () => void }) {
  const [name, setName] = useState(group.name);
  const [error, setError] = useState<string | null>(null);
  const { rename } = useCollectionWrites(teamId);
  const save = async () => {
    if (!name.trim()) {
      setError('Enter a name for the collection');
      return;
    }
    try {
      await rename.mutateAsync({ id: group.id, name });
      onClose();
    } catch (e) {
      setError(e instanceof GroupError ? e.message : 'Unable to create group');
    }
  };
  return (
    <GroupFormDialog open title="Rename collection" saving={rename.isPending} error={error} onClose={onClose} onSave={save}>
      <CollectionNameField label="Collection name" value={name} onChange={setName} />
    </GroupFormDialog>
  );
}
