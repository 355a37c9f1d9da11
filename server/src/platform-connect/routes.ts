import Type from 'typebox';
import { OneOf, Text } from '../http/fields';
import { currentUser, requireUser } from '../auth/guards';
import { publicOrigin } from '../account/origin';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { ApiError } from '../http/errors';
import { deleteConnectionOf, findConnectionOf, readToken, saveConnection } from '../platform/connections';
import { GraphApiError } from '../platform/graph-client';
import { platformFailure, verifyUserToken } from '../platform/profile';
import { consumeOAuthState, createOAuthState, dialogUrl, ERROR_PATHS, RETURN_PATHS } from './oauth';
import { Answer, OrNull } from '../http/responses';
import { connectionView, tokenCheckResult } from './view-schema';
import { checkToken, markTokenChecked, MIGRATION_MESSAGES, tokenCheckedAt, TOKEN_CHECK_INTERVAL_MS } from './token-check';
import { changed } from '../db/write-tracker';

const startQuery = Type.Object({ return: Type.Optional(OneOf(['setup', 'integrations'], { title: 'return page' })) });
const callbackQuery = Type.Object({
  code: Type.Optional(Text({ title: 'authorisation code', maxLength: 2048 })),
  state: Type.Optional(Text({ title: 'state', maxLength: 256 })),
  error: Type.Optional(Text({ title: 'error', maxLength: 200 })),
});
const checkQuery = Type.Object({ force: Type.Optional(OneOf(['0', '1', 'true', 'false'], { title: 'force option' })) });

function withError(path: string, code: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}connect_error=${encodeURIComponent(code)}`;
}

export function platformConnectRoutes(ctx: AppContext) {
  const { database, keys, config } = ctx;
  const dialogBase = process.env.GRAPH_DIALOG_BASE?.trim() || config.graphBaseUrl;

  return async function register(app: Api) {
    /** Starts "Connect Facebook": a state bound to this session, then the platform's OAuth dialog. */
    app.get('/api/platform/oauth/start', { schema: { querystring: startQuery } }, async (request, reply) => {
      const returnTo = request.query.return ?? 'setup';
      if (!request.user || !request.sessionToken) {
        return reply.redirect(`/user/login?redirect=${encodeURIComponent(ERROR_PATHS[returnTo])}`);
      }
      const state = await createOAuthState(database.db, { userId: request.user.id, sessionToken: request.sessionToken, returnTo });
      const redirectUri = `${publicOrigin(config, request.server)}/api/platform/oauth/callback`;
      return reply.redirect(dialogUrl(dialogBase, { appId: config.platformAppId, redirectUri, state }));
    });

    /** The dialog comes back here: exchange the code, store the connection like update-token, go on. */
    app.get(
      '/api/platform/oauth/callback',
      { schema: { querystring: callbackQuery } },
      async (request, reply) => {
        const { code, state, error } = request.query;
        const bound = state ? await consumeOAuthState(database.db, state, request.sessionToken) : undefined;
        if (!bound || !request.user || bound.userId !== request.user.id) {
          return reply.redirect(withError(ERROR_PATHS.setup, 'state'));
        }
        const errorPath = ERROR_PATHS[bound.returnTo];
        if (error || !code) return reply.redirect(withError(errorPath, error === 'access_denied' ? 'cancelled' : 'denied'));
        const redirectUri = `${publicOrigin(config, request.server)}/api/platform/oauth/callback`;
        try {
          const exchanged = await ctx.graph.getJson<{ access_token?: string }>('oauth/access_token', {
            client_id: config.platformAppId,
            client_secret: config.platformAppSecret,
            redirect_uri: redirectUri,
            code,
          }, undefined);
          const token = exchanged.access_token;
          if (typeof token !== 'string' || token === '') throw new ApiError(502, 'graph_error', 'No access token in the answer');
          const verified = await verifyUserToken(ctx.graph, token, config.platformAppId);
          await database.writes.changing([changed.connection(bound.userId)], () =>
            database.transaction(async (tx) => {
              const id = await saveConnection(tx, keys.tokenKey, {
                userId: bound.userId,
                token,
                profile: verified.profile,
                tokenInfo: verified.token,
                adAccounts: verified.adAccounts,
              });
              await markTokenChecked(tx, { id });
            }),
          );
          request.log.info({ userId: bound.userId, platformUserId: verified.profile.platformUserId }, 'platform connected (oauth)');
          return reply.redirect(RETURN_PATHS[bound.returnTo]);
        } catch (failure) {
          request.log.warn({ err: failure }, 'oauth connect failed');
          const down = platformFailure(failure) ?? (failure instanceof ApiError && failure.statusCode >= 500 ? failure : undefined);
          const code = down ? 'unreachable' : failure instanceof GraphApiError || failure instanceof ApiError ? 'exchange' : 'internal';
          return reply.redirect(withError(errorPath, code));
        }
      },
    );

    /**
     * SPEC §4 token check (debug_token), at most once per TOKEN_CHECK_INTERVAL_MS per connection unless `force=1`.
     * A token that needs migration is disconnected here (the login stays); the client then goes to setup-facebook.
     */
    app.get(
      '/api/user/token-check',
      { schema: { querystring: checkQuery, response: Answer(tokenCheckResult) }, onRequest: requireUser },
      async (request) => {
        const user = currentUser(request);
        const connection = await findConnectionOf(database.db, user.id);
        if (!connection) return { data: { status: 'no_adstoken' as const, message: 'Connect Facebook to use Sasar.' } };
        const force = request.query.force === '1' || request.query.force === 'true';
        const checkedAt = await tokenCheckedAt(database.db, connection.id);
        if (!force && checkedAt && Date.now() - checkedAt.getTime() < TOKEN_CHECK_INTERVAL_MS) {
          return { data: { status: 'ok' as const, checked_at: checkedAt.toISOString() } };
        }
        const token = readToken(connection, keys.tokenKey);
        const result = token
          ? await checkToken(ctx.graph, token, config.platformAppId)
          : ({ status: 'needs_migration', reason: 'invalid', detail: 'the stored token cannot be decrypted' } as const);
        if (result.status === 'unavailable') return { data: { status: 'unavailable' as const, message: 'Facebook cannot be reached right now; the check is skipped.' } };
        if (result.status === 'needs_migration') {
          await database.writes.changing([changed.connection(user.id)], () => deleteConnectionOf(database.db, user.id));
          request.log.info({ userId: user.id, reason: result.reason, detail: result.detail }, 'platform disconnected: token needs migration');
          return { data: { status: 'disconnected' as const, reason: result.reason, message: MIGRATION_MESSAGES[result.reason] } };
        }
        const now = new Date();
        await database.writes.changing([changed.connection(user.id)], () => markTokenChecked(database.db, connection, now));
        return { data: { status: 'ok' as const, checked_at: now.toISOString() } };
      },
    );

    /** The connection as /setting/integrations shows it (never the token itself). */
    app.get('/api/user/connection', { schema: { response: Answer(OrNull(connectionView)) }, onRequest: requireUser }, async (request) => {
      const connection = await findConnectionOf(database.db, currentUser(request).id);
      if (!connection) return { data: null };
      return {
        data: {
          platform_user_id: connection.platformUserId,
          name: connection.name,
          picture_url: connection.pictureUrl,
          token_last4: connection.tokenLast4,
          scopes: connection.scopes,
          expires_at: connection.expiresAt?.toISOString() ?? null,
          status: connection.status,
          connected_at: connection.connectedAt.toISOString(),
        },
      };
    });
  };
}
