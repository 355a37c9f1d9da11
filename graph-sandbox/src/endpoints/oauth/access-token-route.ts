import { GraphError } from '../../graph/errors/graph-error';
import { graphErrors } from '../../graph/errors/error-catalog';
import type { GraphContext } from '../../graph/graph-context';
import type { AccessToken } from '../../world/people/access-tokens';
import type { GraphRoute, RouteEnv } from '../graph-route';

const oauthError = (message: string, code: number, subcode?: number): GraphError =>
  new GraphError(400, { message, type: 'OAuthException', code, ...(subcode === undefined ? {} : { error_subcode: subcode }) });

const CODE_ERRORS = {
  unknown: () => oauthError('Invalid verification code format.', 100, 36007),
  used: () => oauthError('This authorization code has been used.', 100, 36009),
  expired: () => oauthError('This authorization code has expired.', 100, 36007),
  redirect_mismatch: () =>
    oauthError('Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request', 100, 36008),
};

function checkClient(ctx: GraphContext): void {
  const { app } = ctx.world;
  if (ctx.params.required('client_id') !== app.id) throw oauthError('Error validating application. Invalid application ID.', 101);
  if (ctx.params.required('client_secret') !== app.secret) throw oauthError('Error validating client secret.', 1);
}

function userTokenReply(token: AccessToken, now: number): Record<string, unknown> {
  return { access_token: token.value, token_type: 'bearer', expires_in: Math.max(0, Math.round((token.expiresAt - now) / 1000)) };
}

function longLivedTokenOf(ctx: GraphContext, userId: string): AccessToken {
  const user = ctx.world.user(userId);
  const token = user ? ctx.world.tokens.get(user.token) : undefined;
  if (!token) throw graphErrors.unknownError();
  return token;
}

/**
 * `GET /oauth/access_token`: the code from the dialog (single use, ten minutes, same redirect_uri) → the user's
 * long-lived token; `grant_type=fb_exchange_token` turns a short-lived token into the long-lived one;
 * `grant_type=client_credentials` → the app token.
 */
function exchange(ctx: GraphContext, env: RouteEnv): Record<string, unknown> {
  checkClient(ctx);
  const grantType = ctx.params.string('grant_type');
  if (grantType === 'client_credentials') return { access_token: `${ctx.world.app.id}|${ctx.world.app.secret}`, token_type: 'bearer' };
  if (grantType === 'fb_exchange_token') {
    const given = ctx.world.tokens.get(ctx.params.required('fb_exchange_token'));
    if (!given || given.type !== 'USER' || !given.userId) throw graphErrors.invalidToken();
    const long = given.exchangesTo ? ctx.world.tokens.get(given.exchangesTo) : given;
    return userTokenReply(long ?? given, ctx.now);
  }
  if (grantType !== undefined && grantType !== 'authorization_code') throw graphErrors.invalidParameter(`Unsupported grant_type: ${grantType}`);
  const redeemed = env.state.oauthCodes.redeem(ctx.params.required('code'), ctx.params.string('redirect_uri') ?? '', ctx.now);
  if (!redeemed.ok) throw CODE_ERRORS[redeemed.reason]();
  return userTokenReply(longLivedTokenOf(ctx, redeemed.grant.userId), ctx.now);
}

export const accessTokenRoutes: GraphRoute[] = [
  { method: 'GET', path: '/oauth/access_token', auth: 'none', handle: exchange },
  { method: 'POST', path: '/oauth/access_token', auth: 'none', handle: exchange },
];
