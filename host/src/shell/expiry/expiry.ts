import type { User } from 'shared-graph/host';

/** SPEC §9: the banner shows from 30 days (2592000000 ms) before the subscription expires. */
export const EXPIRY_WARNING_MS = 2592000000;
const DAY_MS = 86400000;

export type ExpiryNotice = { kind: 'expiring'; daysLeft: number; expiresAt: Date } | { kind: 'expired'; expiresAt: Date | null };

/** What the subscription-expiry banner says for this user at `now`, or null for no banner. */
export function expiryNotice(user: { subscription: User['subscription'] | null; subscription_expired: boolean } | null, now: number): ExpiryNotice | null {
  if (!user) return null;
  const raw = user.subscription?.expires_at;
  const expiresAt = raw ? new Date(raw) : null;
  const valid = expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : null;
  if (user.subscription_expired || (valid && valid.getTime() <= now)) return { kind: 'expired', expiresAt: valid };
  if (!valid) return null;
  const remaining = valid.getTime() - now;
  if (remaining > EXPIRY_WARNING_MS) return null;
  return { kind: 'expiring', daysLeft: Math.max(1, Math.ceil(remaining / DAY_MS)), expiresAt: valid };
}
