import { useNavigate, useParams } from 'react-router-dom';
import { isApiError, notify, queryKeys, useServerMutation, useServerQuery } from 'shared-graph';
import { loadUser } from 'shared-graph/host';
import { Button, Card, ErrorState, LinkButton, PageHeader, Spinner, formatDateTime } from 'shared-ui';
import { teamApi } from './teamApi';

function invalidMessage(error: Error): string {
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return 'This invitation link is invalid, already used or expired. Ask the team owner for a new one.';
  return isApiError(error) ? error.message : 'The invitation could not be checked.';
}

/** /join/:token — accept a team invitation (guests are sent to login first by the route guard). */
export function JoinScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const preview = useServerQuery(queryKeys.apiResource('team/invitation', { token }), (signal) => teamApi.preview(token, signal), { retry: false });
  const join = useServerMutation(() => teamApi.accept(token), {
    onSuccess: async (team) => {
      // The join has happened: a failed refresh of the user view must not keep the user on this page.
      await loadUser({ skip: true, redirect: false }).catch(() => undefined);
      notify.success(`You joined ${team.name}.`);
      void navigate('/setting/team', { replace: true });
    },
  });
  const acceptError = join.error ? (isApiError(join.error) ? join.error.message : 'Joining failed. Please try again.') : null;
  const state = preview.data
    ? ({ status: 'ready', preview: preview.data } as const)
    : preview.error
      ? ({ status: 'invalid', message: invalidMessage(preview.error) } as const)
      : ({ status: 'loading' } as const);

  return (
    <>
      <PageHeader title="Join a team" />
      {state.status === 'loading' ? <Spinner label="Checking the invitation…" /> : null}
      {state.status === 'invalid' ? (
        <ErrorState title="Invitation not valid" message={state.message} actions={<LinkButton to="/setting/team">Your teams</LinkButton>} />
      ) : null}
      {state.status === 'ready' ? (
        <Card title={state.preview.team.name} subtitle={`Owner: ${state.preview.team.owner ?? '—'} · ${state.preview.team.members} members`}>
          {state.preview.already_member ? (
            <>
              <p>You are already a member of this team.</p>
              <LinkButton to="/setting/team">Go to your teams</LinkButton>
            </>
          ) : (
            <>
              <p>{`You were invited to work on ${state.preview.team.name}'s ad accounts. The link is valid until ${formatDateTime(state.preview.expires_at)}.`}</p>
              {acceptError ? <p role="alert">{acceptError}</p> : null}
              <Button variant="primary" loading={join.isPending || join.isSuccess} onClick={() => join.mutate()}>
                Join {state.preview.team.name}
              </Button>
            </>
          )}
        </Card>
      ) : null}
    </>
  );
}
