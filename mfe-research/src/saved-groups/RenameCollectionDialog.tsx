// Renames a collection.
import { useState } from 'react';
import { CollectionNameField } from '../collections/CollectionNameField';
import { GroupFormDialog } from '../collections/GroupFormDialog';
import { useCollectionWrites } from '../collections/collectionQueries';
import { GroupError, type Group } from '../collections/groupsApi';
import { useCollectionName } from '../collections/useCollectionName';

export function RenameCollectionDialog({ group, teamId, onClose }: { group: Group; teamId: number; onClose: () => void }) {
  const field = useCollectionName(teamId, { initial: group.name, exceptId: group.id });
  const [error, setError] = useState<string | null>(null);
  const { rename } = useCollectionWrites(teamId);
  const save = async () => {
    setError(null);
    if (!field.check('Enter a name for the collection')) return;
    try {
      await rename.mutateAsync({ id: group.id, name: field.name });
      onClose();
    } catch (e) {
      if (!field.refused(e)) setError(e instanceof GroupError ? e.message : 'Unable to create group');
    }
  };
  return (
    <GroupFormDialog open title="Rename collection" saving={rename.isPending} error={error} onClose={onClose} onSave={save}>
      <CollectionNameField label="Collection name" value={field.name} onChange={field.setName} error={field.error} />
    </GroupFormDialog>
  );
}
