import { useParams } from 'react-router-dom';
import { ApiError, queryKeys, useServerQuery } from 'shared-graph';
import { accountApi } from 'shared-graph/host';
import { Badge, Banner, Card, DetailList, Spinner } from 'shared-ui';

const date = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** /deletion-request/:id: the public status of an account deletion request. */
export function DeletionRequestScreen() {
  const { id = '' } = useParams();
  const status = useServerQuery(queryKeys.apiResource('deletion-request', { id }), (signal) => accountApi.deletionStatus(id, { signal }), { retry: false });
  const request = status.data ?? null;
  const error = status.error
    ? status.error instanceof ApiError && (status.error.status === 404 || status.error.status === 400)
      ? 'There is no deletion request with this id.'
      : 'The status could not be loaded. Please try again.'
    : null;

  return (
    <Card title="Account deletion request">
      {error && <Banner type="error">{error}</Banner>}
      {!error && !request && <Spinner label="Loading the status…" />}
      {request && (
        <DetailList>
          <dt>Status</dt>
          <dd>
            <Badge tone={request.status === 'completed' ? 'success' : 'warning'}>{request.status === 'completed' ? 'Completed' : 'Pending'}</Badge>
          </dd>
          <dt>Requested</dt>
          <dd>{date(request.requested_at)}</dd>
          {request.status === 'pending' ? (
            <>
              <dt>Deletion scheduled for</dt>
              <dd>{date(request.scheduled_for)} — until then it can be cancelled in Account settings.</dd>
            </>
          ) : (
            <>
              <dt>Deleted</dt>
              <dd>{request.completed_at ? date(request.completed_at) : '—'}: the account, its Facebook connection and its data are gone.</dd>
            </>
          )}
        </DetailList>
      )}
    </Card>
  );
}
