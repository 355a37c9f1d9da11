import { desc, lt } from 'drizzle-orm';
import { outbox } from '../db/schema';
import type { Db } from '../db/database';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the mail is about (`password_reset`, …), for the outbox listing. */
  kind: string;
}

/**
 * Sends product mail. The default transport writes to the `outbox` table (listed by `GET /api/admin/outbox`);
 * server/README.md shows how to plug in SMTP.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Writes each message to the outbox table, inside the caller's transaction when given one. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send(message) {
      await db.insert(outbox).values({ toAddress: message.to, subject: message.subject, bodyText: message.text, kind: message.kind });
    },
  };
}

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  kind: string;
  created_at: string;
}

/** Newest first; `before` pages back by id. */
export async function listOutbox(db: Db, opts: { limit: number; before?: number }): Promise<{ data: OutboxEntry[]; has_more: boolean }> {
  const rows = await db
    .select()
    .from(outbox)
    .where(opts.before !== undefined ? lt(outbox.id, opts.before) : undefined)
    .orderBy(desc(outbox.id))
    .limit(opts.limit + 1);
  return {
    data: rows.slice(0, opts.limit).map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.bodyText,
      kind: row.kind,
      created_at: row.createdAt.toISOString(),
    })),
    has_more: rows.length > opts.limit,
  };
}
