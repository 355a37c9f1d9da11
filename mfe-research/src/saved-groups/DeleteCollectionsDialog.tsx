// Confirms and deletes one collection or several (batch delete).
import { notify } from 'shared-graph';
import { ConfirmDialog } from 'shared-ui';
import { collectionErrorText, useCollectionWrites } from '../collections/collectionQueries';
import { GROUP_MESSAGES } from '../collections/groupsApi';

interface Props {
  ids: number[] | null;
  teamId: number;
  onClose: () => void;
  onDeleted: (ids: number[]) => void;
}

export function DeleteCollectionsDialog({ ids, teamId, onClose, onDeleted }: Props) {
  const { remove } = useCollectionWrites(teamId);
  const confirm = async () => {
    if (!ids) return;
    try {
      await remove.mutateAsync(ids);
      notify.success(ids.length === 1 ? 'Collection deleted' : `${ids.length} collections deleted`);
      onDeleted(ids);
    } catch (error) {
      notify.error(collectionErrorText(error, GROUP_MESSAGES.delete));
    } finally {
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open={ids !== null}
      danger
      title={ids && ids.length > 1 ? `Delete ${ids.length} collections?` : 'Delete this collection?'}
      message="Its saved interests are removed too. This cannot be undone."
      confirmLabel="Delete"
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
