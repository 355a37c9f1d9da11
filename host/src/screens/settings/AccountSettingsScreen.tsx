import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, notify, queryKeys, requestErrorText, useLanguage, useServerQuery, useUser } from 'shared-graph';
import {
  accountApi,
  loadUser,
  queryClient,
  setLanguage,
  userApi,
  type AccountSettings,
  type DeletionRequest,
  type NotificationSettings,
  isLanguage,
  routePaths,
} from 'shared-graph/host';
import { Banner, Button, Card, ConfirmDialog, DetailList, Field, languageNames, PasswordInput, Select, Spinner, Stack, Switch, TextInput } from 'shared-ui';
import { newPasswordProblem } from '../../password/newPasswordProblem';
import { EmailCard } from './EmailCard';

const errorText = (error: unknown) => (error instanceof ApiError && error.status > 0 ? error.message : 'Sasar could not reach the server. Try again.');

const NOTIFICATION_LABELS: Record<keyof NotificationSettings, string> = {
  rule_execution_email: 'E-mail me when an automation rule runs',
  weekly_report: 'Weekly performance report',
  product_news: 'Product news and tips',
};

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = !current ? 'Enter your current password.' : newPasswordProblem(next, repeat);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await accountApi.changePassword(current, next);
      setCurrent('');
      setNext('');
      setRepeat('');
      notify.success('Password changed. Your other sessions were logged out.');
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card title="Password">
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack>
          {error && <Banner type="error">{error}</Banner>}
          <Field label="Current password">
            <PasswordInput autoComplete="current-password" maxLength={1024} value={current} onChange={(e) => setCurrent(e.target.value)} />
          </Field>
          <Field label="New password" hint="At least 8 characters">
            <PasswordInput autoComplete="new-password" maxLength={1024} value={next} onChange={(e) => setNext(e.target.value)} />
          </Field>
          <Field label="Repeat the new password">
            <PasswordInput autoComplete="new-password" maxLength={1024} value={repeat} onChange={(e) => setRepeat(e.target.value)} />
          </Field>
          <div>
            <Button type="submit" loading={busy}>
              Change password
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

const deletionKey = queryKeys.apiResource('user/deletion-request');
const settingsKey = queryKeys.apiResource('user/settings');

function DeletionCard({ login }: { login: string }) {
  // A failed read leaves the card offering the request; the server refuses a second one.
  const pending = useServerQuery(deletionKey, (signal) => accountApi.myDeletion({ signal })).data ?? null;
  const setPending = (request: DeletionRequest | null) => queryClient.setQueryData(deletionKey, request);
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function request() {
    setBusy(true);
    setError(null);
    try {
      setPending(await accountApi.requestDeletion(confirm));
      setOpen(false);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }
  async function cancel() {
    try {
      await accountApi.cancelDeletion();
      setPending(null);
      notify.success('The deletion request was cancelled.');
    } catch (caught) {
      notify.error(errorText(caught));
    }
  }
  return (
    <Card title="Delete account">
      <Stack>
        {pending ? (
          <>
            <Banner type="warning">
              Your account is scheduled for deletion on {new Date(pending.scheduled_for).toLocaleDateString('en-GB')}.{' '}
              <Link to={`/deletion-request/${pending.id}`}>Deletion request status</Link>
            </Banner>
            <div>
              <Button onClick={() => void cancel()}>Cancel the deletion</Button>
            </div>
          </>
        ) : (
          <>
            <p>Deleting removes your account, your Facebook connection, your teams and their data after 7 days. You can cancel until then.</p>
            <div>
              <Button variant="danger" onClick={() => setOpen(true)}>
                Request account deletion
              </Button>
            </div>
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={open}
        danger
        busy={busy}
        title="Delete your account?"
        confirmLabel="Request deletion"
        onCancel={() => setOpen(false)}
        onConfirm={() => void request()}
      >
        <Stack>
          <p>Type your user name ({login}) to confirm.</p>
          {error && <Banner type="error">{error}</Banner>}
          <Field label="User name to confirm">
            <TextInput value={confirm} maxLength={200} onChange={(e) => setConfirm(e.target.value)} autoComplete="off" />
          </Field>
        </Stack>
      </ConfirmDialog>
    </Card>
  );
}

/** /setting/account: profile, e-mail address, password, API version, notifications, disconnect Facebook, deletion. */
export function AccountSettingsScreen() {
  const user = useUser();
  const navigate = useNavigate();
  const settingsQuery = useServerQuery(settingsKey, (signal) => accountApi.settings({ signal }));
  const settings = settingsQuery.data;
  const error = requestErrorText(settingsQuery.error, 'Sasar could not reach the server. Try again.');
  const [saving, setSaving] = useState<string | null>(null);
  const [disconnectOpen, setDisconnectOpen] = useState(false);
  const language = useLanguage();

  async function save(key: string, call: () => Promise<AccountSettings>) {
    setSaving(key);
    try {
      queryClient.setQueryData<AccountSettings>(settingsKey, await call());
      notify.success('Saved.');
    } catch (caught) {
      notify.error(errorText(caught));
    } finally {
      setSaving(null);
    }
  }

  async function disconnect() {
    try {
      await userApi.disconnectFacebook({ keep_login: true, reason: 'disconnected in account settings' });
      await loadUser({ redirect: false });
      navigate(routePaths['setup-facebook']);
    } catch (caught) {
      notify.error(errorText(caught));
    }
  }

  if (error) return <Banner type="error">{error}</Banner>;
  if (!settings) return <Spinner label="Loading your settings…" />;
  return (
    <Stack gap="lg">
      <Card title="Profile">
        <DetailList>
          <dt>User name</dt>
          <dd>{settings.login}</dd>
          <dt>Plan</dt>
          <dd>
            {settings.plan.package ?? 'Free'}
            {settings.plan.expires_at ? ` · until ${new Date(settings.plan.expires_at).toLocaleDateString('en-GB')}` : ''}
          </dd>
          <dt>Device fingerprint</dt>
          <dd>
            <code>{settings.device_fingerprint ?? '—'}</code>
          </dd>
        </DetailList>
      </Card>
      <EmailCard />
      <PasswordForm />
      <Card title="Language">
        <Field label="Language" hint="Page titles, descriptions and country names, on every screen and on the login page">
          <Select
            value={settings.language ?? language}
            disabled={saving === 'language'}
            options={settings.languages.map((value) => ({ value, label: languageNames[value] }))}
            onChange={(e) => {
              const choice = e.target.value;
              if (!isLanguage(choice)) return;
              void save('language', async () => {
                const saved = await accountApi.setLanguage(choice);
                setLanguage(choice);
                return saved;
              });
            }}
          />
        </Field>
      </Card>
      <Card title="Facebook API version">
        <Field label="Graph API version" hint="Used for calls Sasar makes directly from your browser">
          <Select
            value={settings.api_version}
            disabled={saving === 'api_version'}
            options={settings.api_versions.map((v) => ({ value: v, label: v }))}
            onChange={(e) => void save('api_version', () => accountApi.setApiVersion(e.target.value))}
          />
        </Field>
      </Card>
      <Card title="Notifications">
        <Stack>
          {(Object.keys(NOTIFICATION_LABELS) as (keyof NotificationSettings)[]).map((field) => (
            <label key={field} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
              <Switch
                checked={settings.notification[field]}
                busy={saving === field}
                aria-label={NOTIFICATION_LABELS[field]}
                onChange={(checked) => void save(field, () => accountApi.setNotification({ [field]: checked }))}
              />
              {NOTIFICATION_LABELS[field]}
            </label>
          ))}
        </Stack>
      </Card>
      <Card title="Facebook connection">
        <Stack>
          <p>{user?.facebook_connected ? 'Facebook is connected.' : 'Facebook is not connected.'}</p>
          <div>
            {user?.facebook_connected ? (
              <Button onClick={() => setDisconnectOpen(true)}>Disconnect Facebook</Button>
            ) : (
              <Button variant="primary" onClick={() => navigate(routePaths['setup-facebook'])}>
                Connect Facebook
              </Button>
            )}
          </div>
        </Stack>
        <ConfirmDialog
          open={disconnectOpen}
          title="Disconnect Facebook?"
          message="Sasar forgets your Facebook token and ad accounts. You stay logged in and can connect again."
          confirmLabel="Disconnect"
          danger
          onCancel={() => setDisconnectOpen(false)}
          onConfirm={() => {
            setDisconnectOpen(false);
            void disconnect();
          }}
        />
      </Card>
      <DeletionCard login={settings.login} />
    </Stack>
  );
}
