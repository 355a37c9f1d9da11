import { pathFor } from '../routes';
import { isPickable } from '../session/atoms';
import type { AdAccountSelection } from '../session/selection';
import type { User } from '../session/types';

/** What should happen after the user loaded (SPEC §4 "Connection and login"). */
export type SessionDecision =
  | { kind: 'setup-facebook'; path: string }
  | { kind: 'setup-adaccount'; path: string }
  | { kind: 'ready'; teamId: number; accountId: string; source: 'stored' | 'first' };

/**
 * The pure SPEC §4 decision: not connected → setup-facebook; no pickable ad account (status 1 or 3) →
 * setup-adaccount; else the remembered `team:account` when it is still one of the user's pickable accounts, else
 * the first pickable one.
 */
export function decideSession(user: User, remembered: AdAccountSelection | null): SessionDecision {
  if (!user.facebook_connected) return { kind: 'setup-facebook', path: pathFor('setup-facebook') };
  const pickable = (user.ad_accounts ?? []).filter(isPickable);
  const first = pickable[0];
  if (!first) return { kind: 'setup-adaccount', path: pathFor('setup-adaccount') };
  if (remembered && pickable.some((a) => a.id === remembered.accountId && a.team === remembered.teamId)) {
    return { kind: 'ready', teamId: remembered.teamId, accountId: remembered.accountId, source: 'stored' };
  }
  return { kind: 'ready', teamId: first.team, accountId: first.id, source: 'first' };
}
