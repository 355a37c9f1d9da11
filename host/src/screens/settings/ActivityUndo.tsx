import { useState } from 'react';
import styled from 'styled-components';
import { requestErrorText, type UndoResult } from 'shared-graph';
import { Button, Inline, formatDateTime } from 'shared-ui';
import { changedFields, undoRecord, undoResultWords, type ActivityRecord } from './activityApi';

const Note = styled.span`
  display: block;
  min-width: 14rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9em;
`;

const Results = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding-left: 1.1em;
  font-size: 0.9em;
`;

const objectOf = (record: ActivityRecord) => record.activity.object_name || record.activity.object_id;

/** What an undo did, object by object, in words. */
export function UndoResults({ results }: { results: readonly UndoResult[] }) {
  return (
    <Results>
      {results.map((result) => (
        <li key={result.activity_id}>{`${result.object_name || result.object_id} — ${undoResultWords(result)}`}</li>
      ))}
    </Results>
  );
}

/**
 * The log entry's Undo: this change, or every change of its bulk change ("Undo all N"); once undone, who did it and
 * what became of it; a change that cannot be undone says why.
 */
export function ActivityUndo({ record, onUndone }: { record: ActivityRecord; onUndone: (results: UndoResult[]) => void }) {
  const [busy, setBusy] = useState<'one' | 'all' | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (record.undone) {
    const { user, at, result } = record.undone;
    const undone = result.result === 'restored' || result.result === 'unchanged';
    return (
      <>
        {undone ? `Undone by ${user.name} at ${formatDateTime(at)}` : `Undo by ${user.name} at ${formatDateTime(at)} left it as it is`}
        <Note>{undoResultWords(result)}</Note>
      </>
    );
  }
  if (record.undo_refusal) return <Note>{record.undo_refusal}</Note>;
  const undo = async (whole: boolean) => {
    setBusy(whole ? 'all' : 'one');
    setError(null);
    try {
      onUndone(await undoRecord(record, whole));
    } catch (failure) {
      setError(requestErrorText(failure, 'The undo could not be sent; nothing was changed.'));
    } finally {
      setBusy(null);
    }
  };
  const what = changedFields(record.activity.changes);
  return (
    <>
      <Inline gap="sm" wrap>
        <Button size="sm" loading={busy === 'one'} disabled={busy !== null} aria-label={`Undo ${what} on ${objectOf(record)}`} onClick={() => void undo(false)}>
          Undo
        </Button>
        {record.batch_size > 1 ? (
          <Button
            size="sm"
            variant="ghost"
            loading={busy === 'all'}
            disabled={busy !== null}
            aria-label={`Undo all ${record.batch_size} changes of the bulk change with ${what} on ${objectOf(record)}`}
            onClick={() => void undo(true)}
          >
            {`Undo all ${record.batch_size}`}
          </Button>
        ) : null}
      </Inline>
      {error ? <Note role="alert">{error}</Note> : null}
    </>
  );
}
