// The admin's writes on a user: role, plan and expiry, disabling the login.
import { useState, type FormEvent } from 'react';
import { notify, requestErrorText, useServerMutation } from 'shared-graph';
import { Banner, Button, Card, ConfirmDialog, Field, Inline, Select, Stack, TextInput } from 'shared-ui';
import { adminApi, adminKeys, isPlanId, PLAN_IDS, ROLES, type AdminUser, type PlanId, type Role, type UserChange } from '../api/adminApi';
import { ROLE_LABELS } from './labels';

const dateOnly = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

export function ManageUserCard({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [role, setRole] = useState<Role>(user.role);
  const [plan, setPlan] = useState<PlanId | ''>(isPlanId(user.subscription.package) ? user.subscription.package : '');
  const [expires, setExpires] = useState(dateOnly(user.subscription.expires_at));
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDisable, setConfirmDisable] = useState(false);
  const invalidates = [adminKeys.user(user.id), adminKeys.audit, ['api', 'admin', 'users']] as const;
  const change = useServerMutation((body: UserChange) => adminApi.changeUser(user.id, body), {
    invalidates,
    onSuccess: () => notify.success(`${user.login} is updated.`),
  });
  const disable = useServerMutation((disabled: boolean) => adminApi.setDisabled(user.id, disabled), {
    invalidates,
    onSuccess: (next) => notify.success(next.disabled_at ? `${user.login} is disabled and logged out everywhere.` : `${user.login} can log in again.`),
  });
  const error = requestErrorText(change.error ?? disable.error, 'Sasar could not reach the server. Try again.');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!plan && expires) return setProblem('An expiry needs a plan: choose a plan or clear the date.');
    setProblem(null);
    const body: UserChange = {};
    if (role !== user.role) body.role = role;
    if ((plan || null) !== user.subscription.package) body.subscription_package = plan || null;
    if (expires !== dateOnly(user.subscription.expires_at)) body.subscription_expires_at = expires ? `${expires}T23:59:59Z` : null;
    if (Object.keys(body).length === 0) return setProblem('Nothing changed.');
    change.mutate(body);
  }

  return (
    <Card title="Manage">
      <Stack>
        {(problem || error) && <Banner type="error">{problem ?? error}</Banner>}
        <form onSubmit={submit} noValidate aria-label="Role and plan">
          <Stack>
            <Inline>
              <Field label="Role" hint={isSelf ? 'Your own role can only be changed by another administrator.' : undefined}>
                <Select value={role} disabled={isSelf} onChange={(e) => setRole(e.target.value as Role)} options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
              </Field>
              <Field label="Plan">
                <Select value={plan} onChange={(e) => setPlan(isPlanId(e.target.value) ? e.target.value : '')} options={[{ value: '', label: 'No plan' }, ...PLAN_IDS.map((p) => ({ value: p, label: p }))]} />
              </Field>
              <Field label="Plan expires (end of day, UTC)">
                <TextInput type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
              </Field>
            </Inline>
            <div>
              <Button type="submit" variant="primary" loading={change.isPending}>
                Save role and plan
              </Button>
            </div>
          </Stack>
        </form>
        <div>
          {user.disabled_at ? (
            <Button onClick={() => disable.mutate(false)} loading={disable.isPending}>
              Enable login
            </Button>
          ) : (
            <Button variant="danger" disabled={isSelf} onClick={() => setConfirmDisable(true)}>
              Disable login
            </Button>
          )}
        </div>
      </Stack>
      <ConfirmDialog
        open={confirmDisable}
        danger
        busy={disable.isPending}
        title={`Disable ${user.login}?`}
        message="The user is logged out on every device at once and cannot log in until an administrator enables the login again."
        confirmLabel="Disable login"
        onCancel={() => setConfirmDisable(false)}
        onConfirm={() => disable.mutate(true, { onSettled: () => setConfirmDisable(false) })}
      />
    </Card>
  );
}
