// A user's requests and paper trail on the admin's page: upgrade requests to fulfil, deletion requests, mail sent, history.
import { notify, requestErrorText, useServerMutation } from 'shared-graph';
import { Badge, Banner, Button, Card, formatDate, formatDateTime, Stack, Table, TableContainer, TBody, Td, Th, THead, Tr } from 'shared-ui';
import { adminApi, adminKeys, type AdminUser } from '../api/adminApi';
import { actionLabel, changeText } from '../overview/auditText';

export function UpgradeRequestsCard({ user }: { user: AdminUser }) {
  const fulfil = useServerMutation((id: number) => adminApi.fulfilUpgrade(id), {
    invalidates: [adminKeys.user(user.id), adminKeys.audit, adminKeys.overview],
    onSuccess: () => notify.success('The upgrade is fulfilled: the plan is set and extended by 30 days.'),
  });
  const error = requestErrorText(fulfil.error, 'Sasar could not reach the server. Try again.');
  return (
    <Card title="Upgrade requests">
      {error && <Banner type="error">{error}</Banner>}
      {user.upgrade_requests.length === 0 ? (
        <p>None.</p>
      ) : (
        <Stack>
          {user.upgrade_requests.map((r) => (
            <div key={r.id}>
              <strong>{r.plan}</strong> asked {formatDateTime(r.created_at)} — <Badge tone={r.status === 'pending' ? 'warning' : 'neutral'}>{r.status}</Badge>
              {r.note && <div>“{r.note}”</div>}
              {r.status === 'pending' && (
                <div>
                  <Button size="sm" variant="primary" loading={fulfil.isPending && fulfil.variables === r.id} onClick={() => fulfil.mutate(r.id)}>
                    Fulfil {r.plan}
                  </Button>
                </div>
              )}
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}

export function DeletionRequestsCard({ user }: { user: AdminUser }) {
  return (
    <Card title="Deletion requests">
      {user.deletion_requests.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {user.deletion_requests.map((d) => (
            <li key={d.id}>
              Asked {formatDate(d.requested_at)}, {d.status === 'pending' ? `deleted on ${formatDate(d.scheduled_for)} unless the user cancels` : `completed ${formatDate(d.completed_at)}`}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function OutboxCard({ user }: { user: AdminUser }) {
  return (
    <Card title="Mail sent to this user" subtitle="The newest 20 mails to the user's addresses">
      {user.outbox.length === 0 ? (
        <p>No mail yet.</p>
      ) : (
        <TableContainer>
          <Table aria-label="Mail sent to this user">
            <THead>
              <Tr>
                <Th>Sent</Th>
                <Th>To</Th>
                <Th>Subject</Th>
              </Tr>
            </THead>
            <TBody>
              {user.outbox.map((m) => (
                <Tr key={m.id}>
                  <Td>{formatDateTime(m.created_at)}</Td>
                  <Td>{m.to}</Td>
                  <Td>{m.subject}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}

export function HistoryCard({ user }: { user: AdminUser }) {
  return (
    <Card title="History" subtitle="What admins and customer service did to this account">
      {user.audit.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <ul>
          {user.audit.map((a) => (
            <li key={a.id}>
              {formatDateTime(a.created_at)}: {actionLabel(a.action)} by {a.actor.login}
              {changeText(a) && ` (${changeText(a)})`}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
