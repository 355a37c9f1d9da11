/**
 * What the admin and customer-service routes answer: schemas, so the OpenAPI document (and the admin remote's types)
 * describe the answers the handlers build (overview.ts, audit.ts, user-search.ts, user-detail.ts).
 */
import Type from 'typebox';
import { deletionRequestView } from '../deletion/view-schema';
import { Enum, OrNull } from '../http/responses';
import { upgradeRequestView } from '../subscription/view-schema';
import { ROLES } from '../user/table';

const CONNECTION_STATES = ['connected', 'expired', 'none'] as const;
const PROBLEM_CODES = ['disabled', 'not_connected', 'connection_expired', 'no_ad_accounts', 'token_unchecked', 'plan_expired', 'no_email'] as const;

export const overviewFigures = Type.Object({
  users: Type.Object({ total: Type.Integer(), disabled: Type.Integer(), admins: Type.Integer(), cs: Type.Integer() }),
  /** One entry per UTC day of the trend, oldest first, days without sign-ups included. */
  signups_per_day: Type.Array(Type.Object({ day: Type.String(), count: Type.Integer() })),
  connections: Type.Object({ connected: Type.Integer(), expired: Type.Integer(), ad_accounts: Type.Integer() }),
  teams: Type.Integer(),
  active_subscriptions: Type.Array(Type.Object({ package: Type.String(), count: Type.Integer() })),
  rules: Type.Object({ rules: Type.Integer(), enabled: Type.Integer(), runs_24h: Type.Integer(), failed_runs_24h: Type.Integer() }),
  pending: Type.Object({ deletion_requests: Type.Integer(), upgrade_requests: Type.Integer() }),
});

const changeRecord = OrNull(Type.Record(Type.String(), Type.Unknown()));

export const auditRecord = Type.Object({
  id: Type.Integer(),
  actor: Type.Object({ id: OrNull(Type.Integer()), login: Type.String(), role: Type.String() }),
  /** e.g. `user.update`, `announcement.publish`, `rule_template.create`. */
  action: Type.String(),
  target: Type.Object({ type: Type.String(), id: OrNull(Type.String()), label: OrNull(Type.String()) }),
  before: changeRecord,
  after: changeRecord,
  created_at: Type.String(),
});

export const userListRow = Type.Object({
  id: Type.Integer(),
  login: Type.String(),
  email: OrNull(Type.String()),
  role: Enum(ROLES),
  package: OrNull(Type.String()),
  expires_at: OrNull(Type.String()),
  connection: Enum(CONNECTION_STATES),
  disabled: Type.Boolean(),
  created_at: Type.String(),
});

/** A page of the user search: the rows, the total over every page, and whether a later page has rows. */
export const userSearchPage = Type.Object({ data: Type.Array(userListRow), total: Type.Integer(), has_more: Type.Boolean() });

const member = Type.Object({ id: Type.Integer(), name: Type.String() });

/** The customer-service view of one user (also the first part of the admin's). */
export const supportUserView = Type.Object({
  id: Type.Integer(),
  login: Type.String(),
  email: OrNull(Type.String()),
  pending_email: OrNull(Type.String()),
  role: Enum(ROLES),
  created_at: Type.String(),
  disabled_at: OrNull(Type.String()),
  subscription: Type.Object({ package: OrNull(Type.String()), expires_at: OrNull(Type.String()), expired: Type.Boolean() }),
  teams: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      package: OrNull(Type.String()),
      owner: member,
      role: Enum(['owner', 'member'] as const),
      members: Type.Array(member),
    }),
  ),
  connection: OrNull(
    Type.Object({
      state: Enum(CONNECTION_STATES),
      name: Type.String(),
      platform_user_id: Type.String(),
      connected_at: Type.String(),
      token_expires_at: OrNull(Type.String()),
      token_checked_at: OrNull(Type.String()),
      accounts_synced_at: OrNull(Type.String()),
      scopes: Type.Array(Type.String()),
      ad_accounts: Type.Integer(),
    }),
  ),
  /** What is wrong with the account now, worst first. */
  problems: Type.Array(Type.Object({ code: Enum(PROBLEM_CODES), message: Type.String() })),
  /** Failed or partly failed runs of the user's rules over the last 7 days, newest first. */
  recent_errors: Type.Array(
    Type.Object({ at: Type.String(), source: Type.Literal('rule'), rule: Type.Object({ id: Type.Integer(), name: Type.String() }), message: Type.String() }),
  ),
});

/** Everything the admin's user page shows. */
export const adminUserView = Type.Object({
  ...supportUserView.properties,
  deletion_requests: Type.Array(deletionRequestView),
  upgrade_requests: Type.Array(upgradeRequestView),
  outbox: Type.Array(Type.Object({ id: Type.Integer(), to: Type.String(), subject: Type.String(), text: Type.String(), kind: Type.String(), created_at: Type.String() })),
  audit: Type.Array(auditRecord),
});

/** What support sees of a user depends on the reader's role: the admin's view or the customer-service one. */
export const userDetailView = Type.Union([adminUserView, supportUserView]);

export const resetMailSent = Type.Object({ sent_to: Type.String() });
