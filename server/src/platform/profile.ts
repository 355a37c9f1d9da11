import { ApiError } from '../http/errors';
import {
  GraphApiError,
  GraphTimeoutError,
  GraphUnreachableError,
  type GraphClient,
} from './graph-client';

/** An ad account as the platform lists it, reduced to what the product stores (the whole object stays in `raw`). */
export interface PlatformAdAccount {
  id: string;
  accountId: string;
  name: string;
  currency: string;
  accountStatus: number;
  minDailyBudget: number | null;
  timezoneName: string | null;
  raw: Record<string, unknown>;
}

export interface PlatformProfile {
  platformUserId: string;
  name: string;
  pictureUrl: string | null;
}

export interface TokenInfo {
  scopes: string[];
  expiresAt: Date | null;
  platformUserId: string | null;
}

export const AD_ACCOUNT_FIELDS = 'id,account_id,name,account_status,currency,min_daily_budget,created_time,timezone_name';
const MAX_AD_ACCOUNT_PAGES = 50;

export const invalidToken = (message: string) => new ApiError(400, 'invalid_token', message);

/** Maps transport failures to the API's 502/504 answers; platform error objects are left to the caller. */
export function platformFailure(error: unknown): ApiError | undefined {
  if (error instanceof GraphUnreachableError) {
    return new ApiError(502, 'graph_unreachable', 'Facebook cannot be reached right now. Please try again later.');
  }
  if (error instanceof GraphTimeoutError) {
    return new ApiError(502, 'graph_unreachable', 'Facebook did not answer in time. Please try again later.');
  }
  if (error instanceof GraphApiError && (error.status >= 500 || error.status === 0)) {
    return new ApiError(502, 'graph_unreachable', `Facebook answered with an error: ${error.message}`);
  }
  return undefined;
}

interface DebugTokenBody {
  data?: {
    app_id?: string;
    is_valid?: boolean;
    expires_at?: number;
    scopes?: unknown;
    user_id?: string;
    error?: { message?: string };
  };
}

/** `GET /debug_token` with the app token: the token must be valid and issued to this app. */
export async function inspectToken(graph: GraphClient, token: string, appId: string): Promise<TokenInfo> {
  const body = await graph.getJson<DebugTokenBody>('debug_token', { input_token: token }, graph.appToken);
  const data = body.data;
  if (!data || data.is_valid !== true) {
    const reason = data?.error?.message;
    throw invalidToken(reason ? `The Facebook token is not valid: ${reason}` : 'The Facebook token is not valid');
  }
  if (data.app_id !== undefined && String(data.app_id) !== appId) {
    throw invalidToken('The Facebook token was issued to a different app');
  }
  const expiresAt = typeof data.expires_at === 'number' && data.expires_at > 0 ? new Date(data.expires_at * 1000) : null;
  const scopes = Array.isArray(data.scopes) ? data.scopes.filter((s): s is string => typeof s === 'string') : [];
  return { scopes, expiresAt, platformUserId: data.user_id !== undefined ? String(data.user_id) : null };
}

interface MeBody {
  id?: string;
  name?: string;
  picture?: { data?: { url?: string } };
}

export async function fetchProfile(graph: GraphClient, token: string, timeoutMs?: number): Promise<PlatformProfile> {
  const me = await graph.getJson<MeBody>('me', { fields: 'id,name,picture.width(200).height(200)' }, token, timeoutMs);
  if (typeof me.id !== 'string' || me.id === '') throw invalidToken('The Facebook token does not belong to a user');
  return { platformUserId: me.id, name: typeof me.name === 'string' ? me.name : me.id, pictureUrl: me.picture?.data?.url ?? null };
}

function toAdAccount(item: unknown): PlatformAdAccount | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const raw = item as Record<string, unknown>;
  const id = typeof raw.id === 'string' ? raw.id : undefined;
  if (!id || !/^act_\d+$/.test(id)) return undefined;
  const minDailyBudget = Number(raw.min_daily_budget);
  const status = Number(raw.account_status);
  return {
    id,
    accountId: typeof raw.account_id === 'string' ? raw.account_id : id.slice(4),
    name: typeof raw.name === 'string' ? raw.name : id,
    currency: typeof raw.currency === 'string' ? raw.currency : 'USD',
    accountStatus: Number.isInteger(status) ? status : 0,
    minDailyBudget: raw.min_daily_budget !== undefined && Number.isFinite(minDailyBudget) ? minDailyBudget : null,
    timezoneName: typeof raw.timezone_name === 'string' ? raw.timezone_name : null,
    raw,
  };
}

interface PageBody {
  data?: unknown[];
  paging?: { cursors?: { after?: string }; next?: string };
}

/** `GET /me/adaccounts` following the cursors to the end (the list is at most a few thousand long). */
export async function fetchAdAccounts(graph: GraphClient, token: string, timeoutMs?: number): Promise<PlatformAdAccount[]> {
  const accounts: PlatformAdAccount[] = [];
  const seen = new Set<string>();
  let after: string | undefined;
  for (let page = 0; page < MAX_AD_ACCOUNT_PAGES; page += 1) {
    const params: Record<string, string> = { limit: '1000', fields: AD_ACCOUNT_FIELDS };
    if (after) params.after = after;
    const body = await graph.getJson<PageBody>('me/adaccounts', params, token, timeoutMs);
    for (const item of body.data ?? []) {
      const account = toAdAccount(item);
      if (account && !seen.has(account.id)) {
        seen.add(account.id);
        accounts.push(account);
      }
    }
    after = body.paging?.cursors?.after;
    if (!body.paging?.next || !after) break;
  }
  return accounts;
}

export interface VerifiedConnection {
  profile: PlatformProfile;
  token: TokenInfo;
  adAccounts: PlatformAdAccount[];
}

/**
 * Checks a user token against the platform and reads what a connection stores.
 * Throws ApiError: 400 invalid_token (the platform refused it), 502 graph_unreachable / graph_error.
 */
export async function verifyUserToken(graph: GraphClient, token: string, appId: string): Promise<VerifiedConnection> {
  try {
    const tokenInfo = await inspectToken(graph, token, appId);
    const profile = await fetchProfile(graph, token);
    if (tokenInfo.platformUserId && tokenInfo.platformUserId !== profile.platformUserId) {
      throw invalidToken('The Facebook token does not match its own user');
    }
    const adAccounts = await fetchAdAccounts(graph, token);
    return { profile, token: tokenInfo, adAccounts };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const failure = platformFailure(error);
    if (failure) throw failure;
    if (error instanceof GraphApiError) {
      if (error.code === 190 || error.code === 102 || error.status === 401) {
        throw invalidToken(`The Facebook token is not valid: ${error.message}`);
      }
      throw new ApiError(502, 'graph_error', `Facebook refused the request: ${error.message}`);
    }
    throw error;
  }
}
