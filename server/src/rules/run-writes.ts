// The record of every platform write of a run, written before the write is sent. A run taken over after a crash
// finds what the dead process meant to change: what it applied is not sent again, what it may have sent is read back
// from the platform (the object as this attempt read it) and sent only when the platform still shows the old value.
import { and, eq, sql } from 'drizzle-orm';
import { currencyDivisor } from 'shared-graph/metrics';
import type { Db } from '../db/database';
import type { ObjectSnapshot } from './evaluate';
import type { AccountFacts, PlannedChange } from './plan-changes';
import { ruleRunWrites, type RuleRunWriteRow, type WriteState } from './table';

export type WriteRecord = Pick<RuleRunWriteRow, 'objectId' | 'action' | 'field' | 'before' | 'intended' | 'state' | 'error'>;

export const writeKey = (objectId: string, action: string, field: string | undefined) => `${objectId}|${action}|${field ?? ''}`;

export async function loadRunWrites(db: Db, runId: number): Promise<Map<string, WriteRecord>> {
  const rows = await db.select().from(ruleRunWrites).where(eq(ruleRunWrites.runId, runId));
  return new Map(rows.map((row) => [writeKey(row.objectId, row.action, row.field), row]));
}

/** Records the writes about to be sent (a write already recorded for this run keeps its record). */
export async function recordPendingWrites(db: Db, runId: number, writes: readonly { objectId: string; change: PlannedChange }[]): Promise<void> {
  if (writes.length === 0) return;
  await db
    .insert(ruleRunWrites)
    .values(
      writes.map(({ objectId, change }) => ({
        runId,
        objectId,
        action: change.type,
        field: change.field ?? '',
        before: change.old ?? null,
        intended: change.new ?? null,
        state: 'pending' as const,
      })),
    )
    .onConflictDoNothing();
}

/** Marks what the platform answered (a write without an answer stays pending: the next attempt reads it back). */
export async function settleWrites(db: Db, runId: number, outcomes: readonly { objectId: string; action: string; field?: string; state: WriteState; error?: string }[]): Promise<void> {
  for (const outcome of outcomes) {
    await db
      .update(ruleRunWrites)
      .set({ state: outcome.state, error: outcome.error ?? null, updatedAt: sql`now()` })
      .where(
        and(eq(ruleRunWrites.runId, runId), eq(ruleRunWrites.objectId, outcome.objectId), eq(ruleRunWrites.action, outcome.action as RuleRunWriteRow['action']), eq(ruleRunWrites.field, outcome.field ?? '')),
      );
  }
}

function fieldValue(object: ObjectSnapshot, field: string): unknown {
  switch (field) {
    case 'status':
      return object.status;
    case 'daily_budget':
      return object.dailyBudget;
    case 'lifetime_budget':
      return object.lifetimeBudget;
    case 'bid_amount':
      return object.bidAmount;
    default:
      return undefined;
  }
}

function same(a: unknown, b: unknown, currency: string): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.round(a * currencyDivisor(currency)) === Math.round(b * currencyDivisor(currency));
  return a === b;
}

export type PendingResolution = { kind: 'applied' } | { kind: 'send' } | { kind: 'conflict'; message: string };

/**
 * What to do with a write a previous attempt recorded but did not settle, given the object as the platform shows it
 * now: it shows the intended value → it was applied; the value before → send it; anything else → someone changed it
 * since, left alone. A copy cannot be read back by value: it is never sent a second time.
 */
export function resolvePending(record: WriteRecord, object: ObjectSnapshot, account: AccountFacts): PendingResolution {
  if (record.action === 'duplicate') {
    return { kind: 'conflict', message: 'The run stopped while making this copy; it is not made again. Check the ad set’s copies.' };
  }
  const now = fieldValue(object, record.field);
  if (same(now, record.intended, account.currency)) return { kind: 'applied' };
  if (same(now, record.before, account.currency)) return { kind: 'send' };
  return { kind: 'conflict', message: `Changed since the run started (${record.field} is now ${String(now)}): left as it is.` };
}

const toMinor = (major: number, currency: string) => String(Math.round(major * currencyDivisor(currency)));

/** The planned changes a recorded write stands for, on this object (the plan the first attempt made). */
export function changeOfRecord(record: WriteRecord, object: ObjectSnapshot, account: AccountFacts): PlannedChange {
  const base = { type: record.action, field: record.field || undefined, old: record.before ?? undefined, new: record.intended ?? undefined };
  if (record.action === 'duplicate') return { ...base, write: { path: `${object.id}/copies`, params: { status_option: 'PAUSED', deep_copy: 'false' } } };
  const value = typeof record.intended === 'number' ? toMinor(record.intended, account.currency) : String(record.intended);
  return { ...base, write: { path: object.id, params: { [record.field]: value } } };
}
