import { formatPacificExpiry, unixSeconds } from '../../lib/meta-time';
import type { GraphContext } from '../../graph/graph-context';
import { isExpired, type AccessToken } from '../../world/people/access-tokens';
import type { GraphRoute } from '../graph-route';

function describeToken(ctx: GraphContext, token: AccessToken): Record<string, unknown> {
  const { app } = ctx.world;
  if (token.type === 'APP') return { app_id: app.id, type: 'APP', application: app.name, is_valid: true, scopes: [] };
  const expired = isExpired(token, ctx.now);
  const data: Record<string, unknown> = { app_id: app.id, type: 'USER', application: app.name };
  data.data_access_expires_at = unixSeconds(token.dataAccessExpiresAt);
  if (expired) {
    data.error = {
      code: 190,
      message: `Error validating access token: Session has expired on ${formatPacificExpiry(token.expiresAt)}. The current time is ${formatPacificExpiry(ctx.now)}.`,
      subcode: 463,
    };
  }
  data.expires_at = unixSeconds(token.expiresAt);
  data.is_valid = !expired;
  if (token.issuedAt !== undefined) data.issued_at = unixSeconds(token.issuedAt);
  data.scopes = [...token.scopes];
  data.granular_scopes = token.granularScopes.map((g) => (g.targetIds ? { scope: g.scope, target_ids: [...g.targetIds] } : { scope: g.scope }));
  data.user_id = token.userId;
  return data;
}

/**
 * `GET /debug_token?input_token=…` (GRAPH-API §11): long-lived user tokens report `issued_at`, short-lived ones
 * do not; never-expiring ones have `expires_at: 0`; an unknown or expired input is still HTTP 200 with
 * `is_valid: false` and the error inside `data`.
 */
export const debugTokenRoute: GraphRoute = {
  method: 'GET',
  path: '/debug_token',
  auth: 'token',
  handle: (ctx) => {
    const input = ctx.params.required('input_token');
    const token = ctx.world.tokens.get(input);
    if (!token) return { data: { error: { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' }, is_valid: false, scopes: [] } };
    return { data: describeToken(ctx, token) };
  },
};
