import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { safeEqual } from '../crypto/secrets';
import { ApiError } from '../http/errors';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, csrfTokenFor, setSessionCookies } from './cookies';
import { findActiveSession, SESSION_EXTEND_AFTER_MS, slideSession, type ActiveSession } from './sessions';
import { readCachePerServer } from '../db/read-cache';
import { changed } from '../db/write-tracker';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user (from the session cookie), or null. */
    user: UserRow | null;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /** Skip the CSRF check (login: it is what issues the CSRF cookie). */
    csrfExempt?: boolean;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every /api/ request looks its session up: kept until its session or its user changes (a slide, a logout, a disable). */
const sessionCache = readCachePerServer<ActiveSession | undefined>();

async function activeSession(ctx: AppContext, token: string): Promise<ActiveSession | undefined> {
  const found = await sessionCache(ctx).get(
    token,
    () => findActiveSession(ctx.database.db, token),
    // An unknown token stays unknown (tokens are random): only its lifetime ends it.
    (active) => (active ? [changed.session(active.session.id), changed.user(active.user.id)] : []),
  );
  // A cached session still ends on time.
  return found && found.session.expiresAt.getTime() > Date.now() ? found : undefined;
}
const MAX_COOKIE_LENGTH = 256;

function checkCsrf(request: FastifyRequest, sessionToken: string, csrfKey: Buffer) {
  const expected = csrfTokenFor(sessionToken, csrfKey);
  const header = request.headers[CSRF_HEADER];
  const cookie = request.cookies[CSRF_COOKIE];
  const ok =
    typeof header === 'string' && typeof cookie === 'string' && safeEqual(header, cookie) && safeEqual(header, expected);
  if (!ok) {
    throw new ApiError(403, 'csrf', 'Missing or wrong X-CSRF-Token header: send the value of the sasar_csrf cookie');
  }
}

/**
 * Resolves the session cookie to `request.user` on /api/ requests, enforces the double-submit CSRF check on
 * cookie-authenticated writes and slides the session's expiry.
 */
export function installSessions(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > MAX_COOKIE_LENGTH) return;
    const found = await activeSession(ctx, token);
    if (!found) return;
    if (WRITE_METHODS.has(request.method) && !request.routeOptions.config?.csrfExempt) {
      checkCsrf(request, token, ctx.keys.csrfKey);
    }
    request.user = found.user;
    request.sessionToken = token;
    // Slid at most once an hour: most requests write nothing here.
    if (Date.now() + ctx.config.sessionTtlMs - found.session.expiresAt.getTime() < SESSION_EXTEND_AFTER_MS) return;
    const extendedTo = await ctx.database.writes.changing([changed.session(found.session.id)], () =>
      slideSession(ctx.database.db, found.session, ctx.config.sessionTtlMs),
    );
    if (extendedTo) {
      setSessionCookies(reply, {
        sessionToken: token,
        csrfToken: csrfTokenFor(token, ctx.keys.csrfKey),
        expiresAt: extendedTo,
        secure: ctx.secureCookies,
      });
    }
  });
}
