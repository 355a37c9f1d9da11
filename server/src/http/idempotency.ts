import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { ApiError } from './errors';
import { IDEMPOTENCY_KEY_HEADER, parseIdempotencyKey, REPLAYED_HEADER, requestFingerprint } from './idempotency-key';

/**
 * Writes that survive a retry (IETF draft "The Idempotency-Key HTTP Header Field"). A logged-in user's
 * POST/PUT/PATCH/DELETE under /api with an `Idempotency-Key` is applied once per user and key:
 * - the first request claims the key in the database (one atomic insert, so two processes racing on a key apply it
 *   once) and its answer is stored before it is sent;
 * - the same request again gets the stored answer with `Idempotent-Replayed: true`;
 * - another request with the key gets 422, and the same one while the first is still running 409 (Retry-After);
 * - a process that dies mid-write leaves its claim to lapse with its lease (renewed while it runs): a retry then
 *   takes the claim over and applies the write;
 * - an answer of 5xx, 408, 425 or 429 (nothing was done, or it may pass) is not kept: the key is free for a retry;
 * - keys expire after 24 hours.
 * Requests without a key, reads, guests' requests and the routes that make a session (login) are left alone.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answers that mean "nothing was applied, try again": the key is released instead of kept. */
const RETRYABLE_STATUSES = new Set([408, 425, 429]);
/** Headers of an answer that belong to its connection, its encoding or its own request, never replayed. */
const UNSTORED_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'vary', 'x-request-id']);

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** How long a claim outlives its process: a retry after a crash waits at most this long. */
export const IDEMPOTENCY_LEASE_MS = 5_000;
const SWEEP_EVERY_MS = 60 * 60_000;
const CLAIM_TRIES = 3;

export interface IdempotencyOptions {
  /** Names this process on its claims; default host/pid/random. */
  holder?: string;
  leaseMs?: number;
  ttlMs?: number;
}

interface Claim {
  userId: number;
  key: string;
  attempts: number;
}

interface StoredRow extends Record<string, unknown> {
  method: string;
  path: string;
  fingerprint: string;
  response_status: number | null;
  response_headers: Record<string, string | string[]> | null;
  response_body: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's claim on its Idempotency-Key, until its answer is stored or the key released. */
    idempotencyClaim: Claim | null;
  }
}

export function processHolder(): string {
  return `${hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;
}

/** The refusal of a retry that came while the first request is still running; a client tries again after a second. */
function stillRunning(reply: FastifyReply): ApiError {
  reply.header('retry-after', '1');
  return new ApiError(409, 'idempotency_key_in_flight', 'The request with this Idempotency-Key is still being applied. Try again in a moment: you will get its answer.');
}

const reusedKey = (row: StoredRow) =>
  new ApiError(
    422,
    'idempotency_key_reused',
    `This Idempotency-Key was already used for another request (${row.method} ${row.path.split('?')[0]} with other contents). ` +
      'Send each change with a new key; a retry must repeat the same request.',
  );

/** The answer's headers worth replaying. */
function storableHeaders(reply: FastifyReply): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || UNSTORED_HEADERS.has(name.toLowerCase())) continue;
    kept[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return kept;
}

/** The answer's body as stored text, or undefined when it is not text (a stream: not kept). */
function storableBody(payload: unknown): string | undefined {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) {
    const text = payload.toString('utf8');
    return Buffer.from(text, 'utf8').equals(payload) ? text : undefined;
  }
  return undefined;
}

function appliesTo(request: FastifyRequest): boolean {
  return (
    WRITE_METHODS.has(request.method) &&
    request.url.startsWith('/api/') &&
    request.user !== null &&
    request.routeOptions.url !== undefined &&
    !request.routeOptions.config?.csrfExempt
  );
}

export function installIdempotency(app: FastifyInstance, database: Database, options: IdempotencyOptions = {}): void {
  const holder = options.holder ?? processHolder();
  const leaseMs = options.leaseMs ?? IDEMPOTENCY_LEASE_MS;
  const ttlMs = options.ttlMs ?? IDEMPOTENCY_TTL_MS;
  let inFlight = 0;

  /** Claims the key (first use, expired, or left by a dead process), or answers what the key already holds. */
  async function claimOrAnswer(request: FastifyRequest, reply: FastifyReply, userId: number, key: string): Promise<{ claim: Claim } | { replayed: FastifyReply }> {
    const path = request.url;
    const fingerprint = requestFingerprint(request.method, path, request.body);
    for (let attempt = 0; attempt < CLAIM_TRIES; attempt += 1) {
      const [claimed] = await database.raw.query<{ attempts: number }>(
        `INSERT INTO idempotency_keys AS k (user_id, key, method, path, fingerprint, holder, locked_until, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + $7 * interval '1 millisecond', now() + $8 * interval '1 millisecond')
         ON CONFLICT (user_id, key) DO UPDATE
            SET method = excluded.method, path = excluded.path, fingerprint = excluded.fingerprint, holder = excluded.holder,
                locked_until = excluded.locked_until, response_status = NULL, response_headers = NULL, response_body = NULL,
                attempts = CASE WHEN k.expires_at <= now() THEN 1 ELSE k.attempts + 1 END,
                created_at = CASE WHEN k.expires_at <= now() THEN now() ELSE k.created_at END,
                expires_at = CASE WHEN k.expires_at <= now() THEN excluded.expires_at ELSE k.expires_at END
          WHERE k.expires_at <= now()
             OR (k.response_status IS NULL AND k.locked_until <= now() AND k.fingerprint = excluded.fingerprint)
         RETURNING attempts`,
        [userId, key, request.method, path, fingerprint, holder, leaseMs, ttlMs],
      );
      if (claimed) {
        if (claimed.attempts > 1) request.log.warn({ idempotencyKey: key, attempts: claimed.attempts }, 'idempotency key taken over from a process that stopped mid-write');
        return { claim: { userId, key, attempts: claimed.attempts } };
      }
      const [row] = await database.raw.query<StoredRow>(
        'SELECT method, path, fingerprint, response_status, response_headers, response_body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [userId, key],
      );
      // Released since the claim was tried (its first answer was a failure): claim it again.
      if (!row) continue;
      if (row.fingerprint !== fingerprint) throw reusedKey(row);
      if (row.response_status === null) throw stillRunning(reply);
      request.log.info({ idempotencyKey: key, status: row.response_status }, 'idempotent replay');
      const replayed = reply
        .code(row.response_status)
        .headers(row.response_headers ?? {})
        .header(REPLAYED_HEADER, 'true')
        .send(row.response_body ?? '');
      return { replayed };
    }
    throw stillRunning(reply);
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
    const claim = request.idempotencyClaim;
    if (!claim) return;
    request.idempotencyClaim = null;
    inFlight -= 1;
    const status = reply.statusCode;
    const body = storableBody(payload);
    const mine = [claim.userId, claim.key, holder, claim.attempts];
    if (status >= 500 || RETRYABLE_STATUSES.has(status) || body === undefined) {
      await database.raw.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND holder = $3 AND attempts = $4 AND response_status IS NULL', mine);
      return;
    }
    await database.raw.query(
      `UPDATE idempotency_keys SET response_status = $5, response_headers = $6, response_body = $7, holder = NULL, locked_until = NULL
        WHERE user_id = $1 AND key = $2 AND holder = $3 AND attempts = $4 AND response_status IS NULL`,
      [...mine, status, JSON.stringify(storableHeaders(reply)), body],
    );
  }

  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!appliesTo(request)) return;
    const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]);
    if (key === undefined) return;
    const outcome = await claimOrAnswer(request, reply, request.user!.id, key);
    if ('replayed' in outcome) return outcome.replayed;
    request.idempotencyClaim = outcome.claim;
    inFlight += 1;
  });

  // Before the answer leaves (and before it is compressed): a retry that arrives after it finds it stored.
  app.addHook('onSend', async (request, reply, payload) => {
    try {
      await finish(request, reply, payload);
    } catch (error) {
      // The write is done; its answer goes out. A retry finds the claim in flight until its lease lapses.
      request.log.error({ err: error }, 'could not store the answer of an idempotent write');
    }
    return payload;
  });

  // A claim is this process's while it runs: its lease is renewed; a claim of a process that died lapses.
  const renew = setInterval(() => {
    if (inFlight <= 0) return;
    database.raw
      .query(`UPDATE idempotency_keys SET locked_until = now() + $2 * interval '1 millisecond' WHERE holder = $1 AND response_status IS NULL`, [holder, leaseMs])
      .catch((error: unknown) => app.log.error({ err: error }, 'could not renew the leases of idempotent writes in flight'));
  }, Math.max(50, Math.floor(leaseMs / 3)));
  renew.unref();
  const sweep = setInterval(() => {
    database.raw
      .query('DELETE FROM idempotency_keys WHERE expires_at <= now()')
      .catch((error: unknown) => app.log.error({ err: error }, 'could not delete expired idempotency keys'));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(renew);
    clearInterval(sweep);
  });
}
