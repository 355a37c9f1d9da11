import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError, isCancelled, notify } from 'shared-graph';
import { loadUser } from 'shared-graph/host';
import { Button, Card, ErrorState, LinkButton, PageHeader, Spinner, formatDateTime } from 'shared-ui';
import { teamApi, type InvitationPreview } from './teamApi';

type State = { status: 'loading' } | { status: 'invalid'; message: string } | { status: 'ready'; preview: InvitationPreview };

/** /join/:token — accept a team invitation (guests are sent to login first by the route guard). */
export function JoinScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [acceptError, setAcceptError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    teamApi
      .preview(token, controller.signal)
      .then((preview) => setState({ status: 'ready', preview }))
      .catch((error: unknown) => {
        if (isCancelled(error)) return;
        const message =
          isApiError(error) && (error.status === 404 || error.status === 400)
            ? 'This invitation link is invalid, already used or expired. Ask the team owner for a new one.'
            : isApiError(error)
              ? error.message
              : 'The invitation could not be checked.';
        setState({ status: 'invalid', message });
      });
    return () => controller.abort();
  }, [token]);

  const accept = async () => {
    setBusy(true);
    setAcceptError(null);
    try {
      const team = await teamApi.accept(token);
      await loadUser({ skip: true, redirect: false });
      notify.success(`You joined ${team.name}.`);
      void navigate('/setting/team', { replace: true });
    } catch (error) {
      setAcceptError(isApiError(error) ? error.message : 'Joining failed. Please try again.');
      setBusy(false);
    }
  };

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
              <Button variant="primary" loading={busy} onClick={() => void accept()}>
                Join {state.preview.team.name}
              </Button>
            </>
          )}
        </Card>
      ) : null}
    </>
  );
}
