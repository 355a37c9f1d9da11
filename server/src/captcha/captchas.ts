import { and, eq, gt, lt } from 'drizzle-orm';
import { captchas } from '../db/schema';
import { hmac, randomToken, safeEqual } from '../crypto/secrets';
import type { Db } from '../db/database';
import { randomAnswer, renderCaptcha } from './render';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Failed logins for one login from one IP (within the limiter window) after which a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;

export interface CaptchaChallenge {
  id: string;
  image: string;
  expires_at: string;
}

export interface CaptchaAnswer {
  id: string;
  answer: string;
}

const normalise = (answer: string) => answer.replace(/\s+/g, '').toUpperCase();
const answerHash = (key: Buffer, id: string, answer: string) => hmac(key, `captcha:${id}:${normalise(answer)}`);

/** Issues a challenge: the answer is kept only as an HMAC; the image goes to the client. */
export async function issueCaptcha(db: Db, key: Buffer, now = new Date(), answer = randomAnswer()): Promise<CaptchaChallenge> {
  const id = randomToken(18);
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.insert(captchas).values({ id, answerHash: answerHash(key, id, answer), expiresAt });
  return { id, image: renderCaptcha(answer), expires_at: expiresAt.toISOString() };
}

/** True when the answer matches an unexpired challenge. The challenge is used up either way (single use). */
export async function checkCaptcha(db: Db, key: Buffer, input: CaptchaAnswer, now = new Date()): Promise<boolean> {
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.id, input.id), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  if (!row) return false;
  return safeEqual(row.answerHash, answerHash(key, input.id, input.answer));
}
