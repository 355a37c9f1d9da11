import type { FastifyReply } from 'fastify';
import { hmac } from '../crypto/secrets';

export const SESSION_COOKIE = 'sasar_session';
export const CSRF_COOKIE = 'sasar_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** The CSRF token is bound to the session: an HMAC of the session token (signed double-submit). */
export function csrfTokenFor(sessionToken: string, csrfKey: Buffer): string {
  return hmac(csrfKey, sessionToken);
}

export function setSessionCookies(
  reply: FastifyReply,
  opts: { sessionToken: string; csrfToken: string; expiresAt: Date; secure: boolean },
): void {
  const maxAge = Math.max(0, Math.floor((opts.expiresAt.getTime() - Date.now()) / 1000));
  const common = { path: '/', sameSite: 'lax' as const, secure: opts.secure, maxAge };
  reply.setCookie(SESSION_COOKIE, opts.sessionToken, { ...common, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, opts.csrfToken, { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const common = { path: '/', sameSite: 'lax' as const, secure };
  reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, { ...common, httpOnly: false });
}
