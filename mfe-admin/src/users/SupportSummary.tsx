// What customer service needs in one minute: problems first, then profile, plan, Facebook connection and teams,
// and the password-reset mail. The admin's user page shows the same at its top.
import styled from 'styled-components';
import { notify, requestErrorText, useServerMutation } from 'shared-graph';
import { Badge, Banner, Button, Card, formatDate, formatDateTime, Stack } from 'shared-ui';
import { adminApi, adminKeys, type SupportUser } from '../api/adminApi';
import { CONNECTION_LABELS, CONNECTION_TONES, ROLE_LABELS } from './labels';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px ${({ theme }) => theme.space.md};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Plain = styled.ul`
  margin: 0;
  padding-left: 1.2em;
`;

const when = (value: string | null) => (value ? formatDateTime(value) : '—');

function ResetMailButton({ user }: { user: SupportUser }) {
  const send = useServerMutation(() => adminApi.sendReset(user.id), {
    invalidates: [adminKeys.user(user.id), adminKeys.audit],
    onSuccess: (sent) => notify.success(`A password-reset link was mailed to ${sent.sent_to}.`),
  });
  const error = requestErrorText(send.error, 'Sasar could not reach the server. Try again.');
  return (
    <Stack>
      {error && <Banner type="error">{error}</Banner>}
      <div>
        <Button onClick={() => send.mutate()} loading={send.isPending} disabled={!user.email}>
          Send password-reset mail
        </Button>
      </div>
      <small>{user.email ? `The link goes to ${user.email} and works once, for one hour.` : 'No confirmed e-mail address: the user must add one in Settings › Account first.'}</small>
    </Stack>
  );
}

export function SupportSummary({ user }: { user: SupportUser }) {
  const connection = user.connection;
  return (
    <Stack>
      {user.problems.length > 0 ? (
        <Banner type="warning" title="Problems found">
          <Plain>
            {user.problems.map((p) => (
              <li key={p.code}>{p.message}</li>
            ))}
          </Plain>
        </Banner>
      ) : (
        <Banner type="success">No problems found: the login, the Facebook connection and the plan look fine.</Banner>
      )}
      <Grid>
        <Card title="Profile">
          <Facts>
            <dt>User name</dt>
            <dd>{user.login}</dd>
            <dt>E-mail</dt>
            <dd>{user.email ?? (user.pending_email ? `${user.pending_email} (not confirmed yet)` : '—')}</dd>
            <dt>Role</dt>
            <dd>{ROLE_LABELS[user.role]}</dd>
            <dt>Login</dt>
            <dd>{user.disabled_at ? <Badge tone="error">Disabled since {formatDate(user.disabled_at)}</Badge> : 'Enabled'}</dd>
            <dt>Joined</dt>
            <dd>{formatDate(user.created_at)}</dd>
          </Facts>
        </Card>
        <Card title="Plan">
          <Facts>
            <dt>Package</dt>
            <dd>{user.subscription.package ?? 'No plan'}</dd>
            <dt>Expires</dt>
            <dd>
              {user.subscription.expires_at ? formatDate(user.subscription.expires_at) : '—'}
              {user.subscription.expired && (
                <>
                  {' '}
                  <Badge tone="error">Expired</Badge>
                </>
              )}
            </dd>
          </Facts>
        </Card>
        <Card title="Facebook connection">
          {connection ? (
            <Facts>
              <dt>State</dt>
              <dd>
                <Badge tone={CONNECTION_TONES[connection.state]}>{CONNECTION_LABELS[connection.state]}</Badge>
              </dd>
              <dt>Profile</dt>
              <dd>
                {connection.name} ({connection.platform_user_id})
              </dd>
              <dt>Connected</dt>
              <dd>{when(connection.connected_at)}</dd>
              <dt>Last token check</dt>
              <dd>{when(connection.token_checked_at)}</dd>
              <dt>Token expires</dt>
              <dd>{connection.token_expires_at ? when(connection.token_expires_at) : 'Does not expire'}</dd>
              <dt>Ad accounts</dt>
              <dd>{connection.ad_accounts}</dd>
            </Facts>
          ) : (
            <p>Not connected.</p>
          )}
        </Card>
        <Card title="Password reset">
          <ResetMailButton user={user} />
        </Card>
      </Grid>
      <Card title="Recent errors" subtitle="Failed runs of the user's rules over the last 7 days">
        {user.recent_errors.length === 0 ? (
          <p>None.</p>
        ) : (
          <Plain>
            {user.recent_errors.map((e) => (
              <li key={`${e.at}:${e.rule.id}`}>
                {formatDateTime(e.at)}: {e.message}
              </li>
            ))}
          </Plain>
        )}
      </Card>
      <Card title="Teams">
        {user.teams.length === 0 ? (
          <p>Not in any team.</p>
        ) : (
          <Plain>
            {user.teams.map((team) => (
              <li key={team.id}>
                <strong>{team.name}</strong> ({team.role === 'owner' ? 'owner' : `member; owner ${team.owner.name}`}, plan {team.package ?? '—'}): {team.members.map((m) => m.name).join(', ')}
              </li>
            ))}
          </Plain>
        )}
      </Card>
    </Stack>
  );
}
