// Preview links: a signed, expiring link that makes one signed-in user's browser load a chosen registered release
// of one remote, while everyone else keeps the live one. The link carries `<release>.<user>.<expiry>.<HMAC>`; once
// opened, the same token is kept in an HttpOnly cookie and checked again on every /remotes.json.
import { hkdfSync } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { hmac, safeEqual } from '../crypto/secrets';

export const PREVIEW_COOKIE = 'sasar_preview';
/** How long a link lasts unless its maker says otherwise, and at most. */
export const PREVIEW_HOURS = { default: 24, max: 168 } as const;
const MAX_TOKEN_LENGTH = 120;

export interface PreviewClaim {
  releaseId: number;
  userId: number;
  expiresAt: Date;
}

export type PreviewRefusal = 'malformed' | 'forged' | 'expired';

/** The key preview links are signed with, derived from the server's secret for this purpose alone. */
export function previewKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'sasar', 'release-preview-v1', 32));
}

const signature = (key: Buffer, payload: string) => hmac(key, `release-preview:${payload}`);

export function signPreview(key: Buffer, claim: PreviewClaim): string {
  const payload = `${claim.releaseId}.${claim.userId}.${Math.floor(claim.expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(key, payload)}`;
}

/** The claim of a token the server signed that has not expired, or why not. */
export function verifyPreview(key: Buffer, token: string, now = new Date()): PreviewClaim | PreviewRefusal {
  if (token.length > MAX_TOKEN_LENGTH) return 'malformed';
  const match = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'malformed';
  const [, release, user, expiry, given] = match;
  if (!safeEqual(signature(key, `${release}.${user}.${expiry}`), given!)) return 'forged';
  const expiresAt = new Date(Number(expiry) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return 'expired';
  return { releaseId: Number(release), userId: Number(user), expiresAt };
}

export function setPreviewCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(PREVIEW_COOKIE, token, { path: '/', sameSite: 'lax', secure, httpOnly: true, maxAge });
}

export function clearPreviewCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(PREVIEW_COOKIE, { path: '/', sameSite: 'lax', secure, httpOnly: true });
}
