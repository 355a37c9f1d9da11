import { currentUser, requireUser } from '../auth/guards';
import { clearSessionCookies } from '../auth/cookies';
import { deleteSession } from '../auth/sessions';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { badRequest } from '../http/errors';
import { deleteConnectionOf, findConnectionOf, saveConnection } from '../platform/connections';
import { invalidToken, verifyUserToken } from '../platform/profile';
import { syncPendingConnections } from '../platform/sync';
import { markTokenChecked, MIGRATION_MESSAGES } from '../platform-connect/token-check';
import { disconnectBody, getUserHeaders, getUserQuery, updateTokenBody } from './schema';
import { findUserById, setDeviceFingerprint } from './users';
import { buildUserView, cachedUserView, relevantConnections } from './view';
import { Answer } from '../http/responses';
import { userView } from './view-schema';
import { changed } from '../db/write-tracker';

const TRUTHY = new Set(['1', 'true', 'yes']);

export function userRoutes(ctx: AppContext) {
  const { database, keys } = ctx;

  return async function register(app: Api) {
    app.get(
      '/api/user',
      { schema: { querystring: getUserQuery, headers: getUserHeaders, response: Answer(userView) }, onRequest: requireUser },
      async (request) => {
        let user = currentUser(request);
        const device = request.headers['x-device-id'];
        if (typeof device === 'string' && device !== '' && device !== user.deviceFingerprint) {
          await database.writes.changing([changed.user(user.id)], () => setDeviceFingerprint(database.db, user.id, device));
          user = { ...user, deviceFingerprint: device };
        }
        const view = await cachedUserView(ctx, user);
        // A connection stored before its ad accounts could be fetched is fetched now (unless the caller skips it).
        if (!view.ad_accounts_pending || TRUTHY.has((request.query.skip ?? '').toLowerCase())) return { data: view };
        const { connections } = await relevantConnections(database.db, user);
        const synced = await syncPendingConnections({ database, graph: ctx.graph, tokenKey: keys.tokenKey, log: request.log }, connections);
        return { data: synced ? await cachedUserView(ctx, user) : view };
      },
    );

    app.post(
      '/api/user/update-token',
      { schema: { body: updateTokenBody, response: Answer(userView) }, onRequest: requireUser },
      async (request) => {
        const user = currentUser(request);
        const { token, id, connect } = request.body;
        const existing = await findConnectionOf(database.db, user.id);
        if (connect === false && !existing) {
          throw badRequest('There is no Facebook connection to refresh; send connect: true to connect one');
        }

        const verified = await verifyUserToken(ctx.graph, token, ctx.config.platformAppId);
        if (verified.token.scopes.includes('offline_access')) throw invalidToken(MIGRATION_MESSAGES.offline_access);
        const platformUserId = verified.profile.platformUserId;
        if (id !== undefined && id !== null && String(id) !== '' && String(id) !== platformUserId) {
          throw invalidToken('The Facebook token belongs to a different Facebook account than expected');
        }
        if (connect === false && existing && existing.platformUserId !== platformUserId) {
          throw invalidToken('The Facebook token belongs to a different account than the connected one; send connect: true to switch');
        }

        await database.writes.changing([changed.connection(user.id)], () => database.transaction(async (tx) => {
          const connectionId = await saveConnection(tx, keys.tokenKey, {
            userId: user.id,
            token,
            profile: verified.profile,
            tokenInfo: verified.token,
            adAccounts: verified.adAccounts,
          });
          await markTokenChecked(tx, { id: connectionId });
        }));
        request.log.info({ userId: user.id, platformUserId, adAccounts: verified.adAccounts.length }, 'platform connected');
        return { data: await buildUserView(database.db, keys.tokenKey, user) };
      },
    );

    app.post(
      '/api/user/disconnect-facebook',
      { schema: { body: disconnectBody }, onRequest: requireUser },
      async (request, reply) => {
        const user = currentUser(request);
        const { keep_login: keepLogin, reason } = request.body;
        await database.writes.changing([changed.connection(user.id), changed.user(user.id)], () => database.transaction(async (tx) => {
          await deleteConnectionOf(tx, user.id);
          if (!keepLogin && request.sessionToken) await deleteSession(tx, request.sessionToken);
        }));
        request.log.info({ userId: user.id, keepLogin, reason: reason?.slice(0, 500) ?? null }, 'platform disconnected');
        if (!keepLogin) {
          clearSessionCookies(reply, ctx.secureCookies);
          return { data: { logged_out: true } };
        }
        const fresh = (await findUserById(database.db, user.id)) ?? user;
        return { data: await buildUserView(database.db, keys.tokenKey, fresh) };
      },
    );
  };
}
