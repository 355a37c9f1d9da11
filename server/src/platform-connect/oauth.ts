import { and, eq, gt, lt } from 'drizzle-orm';
import { oauthStates } from '../db/schema';
import { randomToken, sha256 } from '../crypto/secrets';
import type { Db } from '../db/database';
import { GRAPH_VERSION } from '../platform/graph-client';

export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
export const OAUTH_SCOPES = ['ads_management', 'ads_read', 'business_management', 'pages_show_list', 'pages_read_engagement'];

/** Where the callback sends the browser: the setup flow, or integrations when reconnecting. */
export const RETURN_PATHS = { setup: '/setup/adaccount', integrations: '/setting/integrations?connected=1' } as const;
export const ERROR_PATHS = { setup: '/setup/facebook', integrations: '/setting/integrations' } as const;
export type ReturnTo = keyof typeof RETURN_PATHS;

export async function createOAuthState(db: Db, input: { userId: number; sessionToken: string; returnTo: ReturnTo }, now = new Date()): Promise<string> {
  const state = randomToken(24);
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values({
    stateHash: sha256(state),
    sessionHash: sha256(input.sessionToken),
    userId: input.userId,
    returnTo: input.returnTo,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
  });
  return state;
}

/** Uses the state up; answers where to return only when it was issued to this very session and is fresh. */
export async function consumeOAuthState(
  db: Db,
  state: string,
  sessionToken: string | null,
  now = new Date(),
): Promise<{ userId: number; returnTo: ReturnTo } | undefined> {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, sha256(state)), gt(oauthStates.expiresAt, now)))
    .returning();
  if (!row || !sessionToken || row.sessionHash !== sha256(sessionToken)) return undefined;
  return { userId: row.userId, returnTo: row.returnTo === 'integrations' ? 'integrations' : 'setup' };
}

export function dialogUrl(base: string, params: { appId: string; redirectUri: string; state: string }): string {
  const query = new URLSearchParams({
    client_id: params.appId,
    redirect_uri: params.redirectUri,
    state: params.state,
    scope: OAUTH_SCOPES.join(','),
    response_type: 'code',
  });
  return `${base.replace(/\/+$/, '')}/${GRAPH_VERSION}/dialog/oauth?${query.toString()}`;
}
