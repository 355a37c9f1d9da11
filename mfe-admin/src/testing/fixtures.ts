// Answers of the admin API as the server gives them (server/README.md), for the screens' tests.
import { sampleRuleDefinition } from 'shared-graph/rules';
import type { AdminUser, Announcement, AuditRecord, OverviewFigures, RuleTemplate, UserListRow } from '../api/adminApi';

export const figures: OverviewFigures = {
  users: { total: 1234, disabled: 2, admins: 1, cs: 1 },
  signups_per_day: Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, count: i % 3 })),
  connections: { connected: 900, expired: 12, ad_accounts: 3100 },
  teams: 45,
  active_subscriptions: [
    { package: 'Agency', count: 5 },
    { package: 'Pro', count: 80 },
  ],
  rules: { rules: 14, enabled: 12, runs_24h: 230, failed_runs_24h: 3 },
  pending: { deletion_requests: 1, upgrade_requests: 3 },
};

export const auditRecord: AuditRecord = {
  id: 7,
  actor: { id: 1, login: 'root', role: 'admin' },
  action: 'user.role',
  target: { type: 'user', id: '3', label: 'demo' },
  before: { role: 'user' },
  after: { role: 'cs' },
  created_at: '2026-11-20T10:00:00Z',
};

export const announcement: Announcement = {
  id: 4,
  message: 'Maintenance tonight',
  extra_title: 'Details',
  extra_link: '/updates',
  dismissable: true,
  background_color: null,
  active: true,
  starts_at: null,
  ends_at: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

export const template: RuleTemplate = {
  id: 5,
  name: 'Stop expensive ad sets',
  description: 'Pauses ad sets whose purchases cost too much.',
  category: 'Cost control',
  definition: sampleRuleDefinition({ name: 'Stop expensive ad sets' }),
  published: true,
  position: 0,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-02T00:00:00Z',
};

export const listRow: UserListRow = {
  id: 3,
  login: 'demo',
  email: 'dewi@example.test',
  role: 'user',
  package: 'Pro',
  expires_at: '2026-12-10T00:00:00Z',
  connection: 'expired',
  disabled: false,
  created_at: '2026-01-01T00:00:00Z',
};

export const adminUser: AdminUser = {
  id: 3,
  login: 'demo',
  email: 'dewi@example.test',
  pending_email: null,
  role: 'user',
  created_at: '2026-01-01T00:00:00Z',
  disabled_at: null,
  subscription: { package: 'Pro', expires_at: '2026-12-10T00:00:00.000Z', expired: false },
  teams: [{ id: 2, name: 'Budi Agency', package: 'Agency', owner: { id: 4, name: 'budi' }, role: 'member', members: [{ id: 4, name: 'budi' }, { id: 3, name: 'demo' }] }],
  connection: {
    state: 'expired',
    name: 'Dewi Lestari',
    platform_user_id: '100090000000001',
    connected_at: '2026-01-02T00:00:00Z',
    token_expires_at: null,
    token_checked_at: '2026-11-20T08:00:00Z',
    accounts_synced_at: null,
    scopes: ['ads_read'],
    ad_accounts: 4,
  },
  problems: [{ code: 'connection_expired', message: 'The Facebook session expired: the user must reconnect Facebook in Integrations.' }],
  recent_errors: [{ at: '2026-11-20T07:00:00Z', source: 'rule', rule: { id: 1, name: 'Stop-loss' }, message: 'The rule “Stop-loss” failed: the ad account is disabled' }],
  deletion_requests: [],
  upgrade_requests: [{ id: 9, user_id: 3, plan: 'Agency', note: null, status: 'pending', created_at: '2026-11-19T00:00:00Z', fulfilled_at: null }],
  outbox: [{ id: 1, to: 'dewi@example.test', subject: 'Reset your Sasar password', text: 'link', kind: 'password_reset', created_at: '2026-11-20T09:00:00Z' }],
  audit: [auditRecord],
};
