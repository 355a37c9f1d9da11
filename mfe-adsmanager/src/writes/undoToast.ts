// The confirmation toast of a change made in Sasar, with its Undo (SPEC §2 toasts, §7 activity log).
import { isApiError, notify, undoBatches, type ActivityBatchRef } from 'shared-graph';
import type { WriteResult } from './assetWrites';
import { undoBatchesOf, undoSummary } from './undoSummary';

/**
 * Confirms accepted writes in a success toast (5 s, held while hovered or focused) with an "Undo" that takes back
 * every change those writes logged, where nothing changed them since; the undo's result replaces the toast in
 * words. `what` names the change for the button's accessible name ("pausing Summer sale" → "Undo pausing Summer
 * sale"). Without a logged batch (writes not through the proxy) the toast has no Undo.
 */
export function notifyWritten(message: string, results: readonly WriteResult[], what: string = message): string {
  return notifyUndoable(message, undoBatchesOf(results), what);
}

/** The same toast for changes logged in `batches` (copies started by an asyncbatch); no Undo without a batch. */
export function notifyUndoable(message: string, batches: readonly ActivityBatchRef[], what: string = message): string {
  if (batches.length === 0) return notify.success(message);
  const id = notify.success(message, {
    action: {
      label: 'Undo',
      ariaLabel: `Undo ${what}`,
      onClick: () => {
        notify.show('success', 'Undoing…', { id, timeoutMs: null });
        undoBatches(batches).then(
          (undone) => {
            const { complete, message: words } = undoSummary(undone);
            notify.show(complete ? 'success' : 'warning', words, { id, ...(complete ? {} : { persistent: true }) });
          },
          (error: unknown) => {
            const reason = isApiError(error) ? error.message : 'The server could not be reached.';
            notify.show('error', `Not undone: ${reason}`, { id, persistent: true });
          },
        );
      },
    },
  });
  return id;
}
