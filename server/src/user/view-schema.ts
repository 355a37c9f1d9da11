/** The user object of the product API (docs/contracts.md, SPEC §3): its schema and type. */
import Type, { type Static } from 'typebox';
import { Enum, OrNull } from '../http/responses';
import { LANGUAGES, ROLES } from './table';

export const teamView = Type.Object({
  /** 0 = the user's own team. */
  id: Type.Integer(),
  name: Type.String(),
  /** User id of the team owner. */
  created_by: Type.Integer(),
  /** Package (plan) name. */
  package: OrNull(Type.String()),
  users: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});

/** An ad account as listed on the user: one entry per team that grants it. */
export const adAccountView = Type.Object({
  /** 'act_…' */
  id: Type.String(),
  account_id: Type.String(),
  name: Type.String(),
  currency: Type.String(),
  /** Team id through which the account is used (0 = own). */
  team: Type.Integer(),
  min_daily_budget: OrNull(Type.Number()),
  /** 1 active, 2 disabled, 3 unsettled, … */
  account_status: Type.Integer(),
  facebook_connected: Type.Boolean(),
});

export const userView = Type.Object({
  id: Type.Integer(),
  login: Type.String(),
  suite_id: Type.String(),
  role: Enum(ROLES),
  agree: Type.Boolean(),
  facebook_connected: Type.Boolean(),
  subscription: Type.Object({ package: OrNull(Type.String()), expires_at: OrNull(Type.String()) }),
  subscription_expired: Type.Boolean(),
  teams: Type.Array(teamView),
  ad_accounts: Type.Array(adAccountView),
  /**
   * True while a connection the view depends on (own or a team owner's) was stored before its ad accounts could be
   * fetched (the platform was unreachable): `ad_accounts` is then incomplete, not empty. GET /api/user tries again.
   */
  ad_accounts_pending: Type.Boolean(),
  /** The language the user picked in Settings › Account; null until then (the browser's last choice stays). */
  language: OrNull(Enum(LANGUAGES)),
});

export type TeamView = Static<typeof teamView>;
export type AdAccountView = Static<typeof adAccountView>;
export type UserView = Static<typeof userView>;
