import { navigateTo, reportError } from '../runtime';
import { routePaths } from '../routes';
import {
  activeTeamIdAtom,
  addBanner,
  adsTokenAtom,
  dismissBanner,
  graphErrorAtom,
  isPickable,
  sessionStore,
  userAtom,
  type SessionStore,
} from '../session/atoms';
import { expireLogin } from '../session/expireLogin';
import { clearAdAccountSelection, selectAdAccount } from '../session/selection';
import { isCancelled } from './cancel';
import { GraphError, type TransportKind } from './graph-error';
import {
  CHECKPOINT_SUBCODE,
  GLOBAL_GRAPH_ERROR_SUBCODES,
  NO_ADSTOKEN_CODE,
  RATE_LIMIT_BANNER_ID,
  RATE_LIMIT_MESSAGE,
  RATE_LIMIT_SUBCODE,
  THROTTLE_CODES,
  TOKEN_ERROR_CODE,
  teamOwnerExpiredMessage,
  tokenExpiredBannerId,
} from './messages';

export interface GraphFailureContext {
  transport: TransportKind;
  /** The failure is one item of a batch (the batch call itself succeeded). */
  inBatch?: boolean;
  /** Team the request was sent for (proxy); defaults to the active team. */
  teamId?: number;
  /** Graph path, for the report. */
  path?: string;
  store?: SessionStore;
}

/** What handleGraphFailure did, for callers and tests. */
export type GraphFailureOutcome =
  | 'cancelled'
  | 'login-expired'
  | 'no-adstoken'
  | 'team-owner-expired'
  | 'own-token-expired'
  | 'direct-unauthorized'
  | 'graph-error'
  | 'throttled'
  | 'reported';

/**
 * The error catalogue of SPEC §8, applied by the graph client to every failed call (and every failed batch item):
 *
 * - cancelled → nothing;
 * - proxy 401 `no_adstoken` → go to setup-facebook;
 * - proxy 401 with code 190 → team owner's session expired: for another team, a persistent
 *   `token-expired-{team}` banner and a switch to the first connected ad account of another team (or the
 *   remembered account is cleared); for the own team, go to integrations;
 * - any other proxy 401 → the product session expired (clear the login flag, go to login);
 * - direct 401 (or code 190 other than the 459 checkpoint) → clear the token, go to setup-facebook;
 * - sub-code 1390008, 2446079 or 459 (or 190/459 in a batch) → global graph error + report; 2446079 also
 *   adds the `buc-rate-limit` banner (the platform's message, or RATE_LIMIT_MESSAGE);
 * - a throttle the product server reported (x-sasar-throttle with codes 80000/80003/80004/17/613/4) → nothing
 *   here: no global graph error, no banner, no report. The freshness state holds the throttle, the screens say
 *   "Facebook asks us to wait … (until …)" in words and read again when the time has passed;
 * - anything else → report only.
 */
export function handleGraphFailure(error: unknown, ctx: GraphFailureContext): GraphFailureOutcome {
  const store = ctx.store ?? sessionStore;
  if (isCancelled(error)) return 'cancelled';
  if (!(error instanceof GraphError)) {
    reportError(error, { transport: ctx.transport, path: ctx.path });
    return 'reported';
  }

  if (error.throttle && THROTTLE_CODES.includes(Number(error.code))) return 'throttled';

  if (ctx.transport === 'proxy' && error.status === 401 && !ctx.inBatch) {
    if (error.code === NO_ADSTOKEN_CODE) {
      navigateTo(routePaths['setup-facebook']);
      return 'no-adstoken';
    }
    if (error.code === TOKEN_ERROR_CODE) return teamOwnerExpired(error, ctx.teamId ?? store.get(activeTeamIdAtom), store);
    expireLogin(store);
    return 'login-expired';
  }

  if (ctx.transport === 'direct' && (error.status === 401 || (error.code === TOKEN_ERROR_CODE && error.subCode !== CHECKPOINT_SUBCODE))) {
    store.set(adsTokenAtom, null);
    navigateTo(routePaths['setup-facebook']);
    return 'direct-unauthorized';
  }

  const globalError =
    (error.subCode !== null && GLOBAL_GRAPH_ERROR_SUBCODES.includes(error.subCode) && error.status !== 401) ||
    (ctx.inBatch === true && error.code === TOKEN_ERROR_CODE && error.subCode === CHECKPOINT_SUBCODE);
  if (globalError) {
    store.set(graphErrorAtom, { code: error.code, subCode: error.subCode, message: error.message });
    if (error.subCode === RATE_LIMIT_SUBCODE) {
      addBanner({ id: RATE_LIMIT_BANNER_ID, type: 'error', group: 'research', message: error.apiMessage || RATE_LIMIT_MESSAGE }, store);
    }
    reportError(error, { transport: ctx.transport, path: ctx.path, inBatch: ctx.inBatch === true });
    return 'graph-error';
  }

  reportError(error, { transport: ctx.transport, path: ctx.path, inBatch: ctx.inBatch === true });
  return 'reported';
}

function teamOwnerExpired(_error: GraphError, teamId: number, store: SessionStore): GraphFailureOutcome {
  if (teamId === 0) {
    navigateTo(routePaths.integrations);
    return 'own-token-expired';
  }
  const user = store.get(userAtom);
  const team = user?.teams.find((t) => t.id === teamId);
  const owner = team?.users.find((u) => String(u.id) === String(team.created_by));
  addBanner(
    {
      id: tokenExpiredBannerId(teamId),
      type: 'error',
      persistent: true,
      message: teamOwnerExpiredMessage(team?.name ?? `Team ${teamId}`, owner?.name ?? 'team owner'),
    },
    store,
  );
  // Switch only if the failing team is still the active one (concurrent failures switch once).
  if (store.get(activeTeamIdAtom) === teamId) {
    const next = user?.ad_accounts.find((a) => a.team !== teamId && a.facebook_connected && isPickable(a));
    if (next) selectAdAccount(next.team, next.id, store);
    else clearAdAccountSelection(store);
  }
  return 'team-owner-expired';
}

/**
 * A graph call succeeded: the banners that said graph was unreachable no longer apply — `buc-rate-limit`, and
 * `token-expired-{team}` for the team the call was made for.
 */
export function onGraphSuccess(teamId: number, store: SessionStore = sessionStore): void {
  const tokenBanner = tokenExpiredBannerId(teamId);
  dismissBanner((b) => b.id === RATE_LIMIT_BANNER_ID || b.id === tokenBanner, store);
}

