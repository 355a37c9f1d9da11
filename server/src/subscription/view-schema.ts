/** What the subscription routes answer: schemas (plans.ts, upgrades.ts build the values). */
import Type from 'typebox';
import { Enum, OrNull } from '../http/responses';
import { PLAN_IDS } from './plans';
import { UPGRADE_STATUSES } from './table';

export const planView = Type.Object({
  id: Enum(PLAN_IDS),
  name: Type.String(),
  /** Price in IDR per month. */
  price_idr_month: Type.Integer(),
  limits: Type.Object({ ad_accounts: Type.Integer(), team_members: Type.Integer(), automation_rules: Type.Integer(), saved_groups: Type.Integer() }),
  /** What the limits do not say already. */
  features: Type.Array(Type.String()),
});

export const upgradeRequestView = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  /** The requester's login, in the admin's list. */
  login: Type.Optional(Type.String()),
  plan: Type.String(),
  note: OrNull(Type.String()),
  status: Enum(UPGRADE_STATUSES),
  created_at: Type.String(),
  fulfilled_at: OrNull(Type.String()),
});

export const subscriptionView = Type.Object({
  package: OrNull(Type.String()),
  expires_at: OrNull(Type.String()),
  expired: Type.Boolean(),
  plan: OrNull(planView),
  pending_request: OrNull(upgradeRequestView),
});

export const upgradeCancelled = Type.Object({ cancelled: Type.Literal(true) });
