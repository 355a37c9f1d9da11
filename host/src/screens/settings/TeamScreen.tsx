import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isApiError, notify, queryKeys, requestErrorText, useServerQuery, useUser } from 'shared-graph';
import { loadUser } from 'shared-graph/host';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  Field,
  Form,
  FormActions,
  FormError,
  Spinner,
  TBody,
  THead,
  Table,
  Td,
  Th,
  TextInput,
  Tr,
  formatDateTime,
} from 'shared-ui';
import { analyticsPlanName } from './planName';
import { teamApi, type Invitation, type TeamInfo } from './teamApi';

const InviteLink = styled.input`
  width: 100%;
  padding: 6px 8px;
  font-family: ${({ theme }) => theme.fonts.mono};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.neutralSoft};
`;

const PlanLine = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;

const Stacked = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const messageOf = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);
const refreshSession = () => void loadUser({ skip: true, redirect: false });

function CreateTeam({ onCreated }: { onCreated: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Give your team a name.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await teamApi.create(name.trim());
      notify.success(`Team "${name.trim()}" created.`);
      onCreated();
    } catch (e) {
      setError(messageOf(e, 'The team could not be created. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="Create a team" subtitle="Your teammates work on your ad accounts without your Facebook login. The team gets your plan.">
      <Form onSubmit={(event) => void submit(event)}>
        <Field label="Team name" required>
          <TextInput value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
        </Field>
        {error ? <FormError>{error}</FormError> : null}
        <FormActions align="start">
          <Button type="submit" variant="primary" loading={busy}>
            Create team
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}

function InvitePanel({ team }: { team: TeamInfo }) {
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      setInvitation(await teamApi.invite(team.id));
    } catch (e) {
      notify.error(messageOf(e, 'The invitation link could not be created.'));
    } finally {
      setBusy(false);
    }
  };
  const url = invitation ? `${window.location.origin}${invitation.path}` : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Invitation link copied.');
    } catch {
      notify.warning('Copy the link from the box.');
    }
  };
  return (
    <Stacked>
      <Button variant="secondary" loading={busy} onClick={() => void create()}>
        {invitation ? 'Create another invitation link' : 'Create invitation link'}
      </Button>
      {invitation ? (
        <Field label="Invitation link" hint={`One person can use it, until ${formatDateTime(invitation.expires_at)}.`}>
          {(control) => <InviteLink {...control} readOnly value={url} onFocus={(event) => event.target.select()} />}
        </Field>
      ) : null}
      {invitation ? (
        <Button variant="ghost" size="sm" onClick={() => void copy()}>
          Copy link
        </Button>
      ) : null}
    </Stacked>
  );
}

function TeamCard({ team, onChanged }: { team: TeamInfo; onChanged: () => void }) {
  const [confirm, setConfirm] = useState<{ kind: 'remove'; userId: number; name: string } | { kind: 'leave' } | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      if (confirm.kind === 'remove') {
        await teamApi.removeMember(team.id, confirm.userId);
        notify.success(`${confirm.name} was removed from ${team.name}.`);
      } else {
        await teamApi.leave(team.id);
        notify.success(`You left ${team.name}.`);
      }
      setConfirm(null);
      onChanged();
    } catch (e) {
      notify.error(messageOf(e, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title={team.name}
      subtitle={team.is_owner ? `You own this team · plan ${team.package ?? '—'}` : `Plan ${team.package ?? '—'}`}
      actions={
        team.is_owner ? null : (
          <Button variant="danger" size="sm" onClick={() => setConfirm({ kind: 'leave' })}>
            Leave team
          </Button>
        )
      }
    >
      <Stacked>
        <Table aria-label={`Members of ${team.name}`}>
          <THead>
            <Tr>
              <Th>Member</Th>
              <Th>Role</Th>
              {team.is_owner ? <Th align="right">Actions</Th> : null}
            </Tr>
          </THead>
          <TBody>
            {team.users.map((member) => (
              <Tr key={member.id}>
                <Td>{member.name}</Td>
                <Td>{member.role === 'owner' ? <Badge tone="brand">Owner</Badge> : <Badge>Member</Badge>}</Td>
                {team.is_owner ? (
                  <Td align="right">
                    {member.role === 'owner' ? null : (
                      <Button variant="ghost" size="sm" onClick={() => setConfirm({ kind: 'remove', userId: member.id, name: member.name })}>
                        {`Remove ${member.name}`}
                      </Button>
                    )}
                  </Td>
                ) : null}
              </Tr>
            ))}
          </TBody>
        </Table>
        {team.is_owner ? <InvitePanel team={team} /> : null}
      </Stacked>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'remove' ? `Remove ${confirm.name}?` : `Leave ${team.name}?`}
        message={
          confirm?.kind === 'remove'
            ? `${confirm.name} loses access to ${team.name}'s ad accounts.`
            : `You lose access to ${team.name}'s ad accounts until you are invited again.`
        }
        confirmLabel={confirm?.kind === 'remove' ? 'Remove' : 'Leave team'}
        danger
        busy={busy}
        onConfirm={() => void act()}
        onCancel={() => setConfirm(null)}
      />
    </Card>
  );
}

/** /setting/team: create a team, invite by link, members, remove (owner), leave (member). */
export function TeamScreen() {
  const user = useUser();
  const list = useServerQuery(queryKeys.apiResource('team'), (signal) => teamApi.list(signal));
  const teams = list.data?.teams ?? null;
  const error = requestErrorText(list.error, 'Your teams could not be loaded.');

  const changed = () => {
    void list.refetch();
    refreshSession();
  };
  const ownsTeam = teams?.some((team) => team.is_owner) ?? true;

  return (
    <>
      <PlanLine>{`Your plan in analytics: ${analyticsPlanName(user)}`}</PlanLine>
      {error ? <ErrorState message={error} onRetry={() => void list.refetch()} /> : null}
      {!teams && !error ? <Spinner label="Loading your teams…" /> : null}
      {teams ? (
        <Stacked>
          {teams.map((team) => (
            <TeamCard key={team.id} team={team} onChanged={changed} />
          ))}
          {ownsTeam ? null : <CreateTeam onCreated={changed} />}
        </Stacked>
      ) : null}
    </>
  );
}
