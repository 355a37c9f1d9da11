// Confirms and deletes one collection or several (batch delete).
import { notify } from 'shared-graph';
import { ConfirmDialog } from 'shared-ui';
import { groupsApi } from '../collections/groupsApi';

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

interface Props {
  ids: number[] | null;
  teamId: number;
  onClose: () => void;
  onDeleted: (ids: number[]) => void;
}

export function DeleteCollectionsDialog({ ids, teamId, onClose, onDeleted }: Props) {
  const confirm = async () => {
    if (!ids) return;
    try {
      if (ids.length === 1) await groupsApi.remove(teamId, ids[0]!);
      else await groupsApi.removeMany(teamId, ids);
      notify.success(ids.length === 1 ? 'Collection deleted' : `${ids.length} collections deleted`);
      onDeleted(ids);
    } catch (error) {
      notify.error(messageOf(error, 'Unable to delete group'));
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
