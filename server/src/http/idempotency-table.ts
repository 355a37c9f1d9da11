import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';
import { users } from '../user/table';

/**
 * One write a user sent with an `Idempotency-Key` (src/http/idempotency.ts): claimed by the process applying it
 * (`holder`, renewed lease `locked_until`) until its answer is stored, then replayed to every retry of the same
 * request for 24 hours. `response_status` is null while the write is in flight.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    /** The path and query the key was used for (the refusal of another request with this key names it). */
    path: text('path').notNull(),
    /** SHA-256 of method, path, query and body: a retry must send the same request. */
    fingerprint: text('fingerprint').notNull(),
    /** The server process applying the write while it is in flight. */
    holder: text('holder'),
    /** The holder's lease: a claim past it was left by a process that died, and a retry takes it over. */
    lockedUntil: timestamptz('locked_until'),
    /** 1 for the first claim; each takeover of a dead process's claim adds one. */
    attempts: integer('attempts').notNull().default(1),
    responseStatus: integer('response_status'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string | string[]>>(),
    responseBody: text('response_body'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] }),
    foreignKey({ name: 'idempotency_keys_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    // The lease renewal of one process's writes in flight.
    index('idempotency_keys_in_flight_idx').on(t.holder).where(sql`${t.responseStatus} IS NULL`),
  ],
);
