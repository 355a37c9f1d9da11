// Counts the writes a database runs, so a read cache can tell whether what it holds may have changed since.
import type { Logger } from 'drizzle-orm';

const WRITE_STATEMENT = /^\s*(insert|update|delete|truncate|merge|alter|drop|create)\b/i;

/**
 * Bumped when a write statement is sent (drizzle's query log sees every statement, in and out of transactions) and
 * when a raw transaction or an API write request ends. A cached read made while the generation stayed the same
 * saw the latest writes of this process: on PGlite every statement runs in order on one connection, so a read sent
 * after a write's bump sees that write; on PostgreSQL the bump at the end of the write request covers a write that
 * had not committed yet when a read ran beside it. The job queue's own tables (`database.raw`) are not counted:
 * no cached read depends on them.
 */
export class WriteTracker implements Logger {
  private current = 0;

  get generation(): number {
    return this.current;
  }

  /** Something was (or is about to be) written: whatever was read before may be stale. */
  touch(): void {
    this.current += 1;
  }

  logQuery(query: string): void {
    if (WRITE_STATEMENT.test(query)) this.touch();
  }
}
