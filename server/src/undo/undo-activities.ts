/**
 * Undo from the activity log or a write's toast: the changes of one activity (or of one batch, a bulk change) are
 * taken back through the team owner's connection where nothing changed them since (../undo/restore). Each change is
 * undone once: the first undo claims it in `activity_undos`, and a retried or concurrent undo answers that result.
 * The undo's own writes are activities of their own (`undoes_activity_id`), one batch.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { recordActivities, type ActivityInput, type ActivityScope } from '../activity/activities';
import { activityUndos, teamActivities } from '../activity/table';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { prepareBatch } from '../graph-proxy/batch-writes';
import { resolveTeamToken } from '../graph-proxy/team-token';
import { activityOf } from '../graph-proxy/write-metadata';
import { notFound } from '../http/errors';
import { createRuleGraph, GraphRunError, SessionExpiredError, type BatchOperation, type RuleGraph } from '../rules/rule-graph';
import { findOwnerAdAccount } from '../rules/rules';
import { teamAccess } from '../teams/membership';
import { asRecord, IDENTIFYING, undoRefusal } from './refusal';
import { fieldWords, fromGraphValue, planRestore, readCurrent, restoreOperation, valueWords, type RestoreChange, type RestoreOutcome } from './restore';

type ActivityRow = typeof teamActivities.$inferSelect;

/** What an undo did with one change (one object). */
export interface UndoResult {
  activity_id: number;
  object_id: string;
  object_type: string;
  object_name: string;
  result: 'restored' | 'conflict' | 'unchanged' | 'failed' | 'not_undoable' | 'in_progress';
  /** In words: what was restored, what it is now and why it was left, or the platform's refusal. */
  message: string;
  /** This change had been undone before: the result is that undo's. */
  earlier: boolean;
}

export type UndoTarget = { activityId: number } | { batchId: string };

/** How long a claimed undo may take before another undo may take it over (its process died). */
const UNDO_LEASE_MS = 2 * 60_000;

interface UndoChange extends RestoreChange {
  activityId: number;
  /** An asyncbatch copy whose id is read from its async session first. */
  sessionId?: string;
}


/** The changes an activity made, as they can be taken back (money in major units of `currency`). */
function changesOf(row: ActivityRow, currency: string): UndoChange[] {
  const changes = asRecord(row.changes);
  const base = { activityId: row.id, objectId: row.objectId, objectType: row.objectType, objectName: row.objectName };
  if ('copies' in changes) {
    const copyId = typeof changes.copy_id === 'string' ? changes.copy_id : '';
    const sessionId = typeof changes.async_session_id === 'string' ? changes.async_session_id : undefined;
    return [{ ...base, type: 'duplicate', field: 'copy', before: row.objectId, after: copyId, ...(sessionId && !copyId ? { sessionId } : {}) }];
  }
  const original = asRecord(row.original);
  // A capped bid strategy the change left needs its amount back with it (the strategy change dropped the amount).
  const bidAlongside = !('bid_amount' in changes) && original.bid_amount !== undefined && original.bid_amount !== null ? { bid_amount: String(original.bid_amount) } : undefined;
  return Object.keys(changes)
    .filter((field) => !IDENTIFYING.has(field) && field in original && /^[a-z_]{1,60}$/.test(field))
    .map((field) => ({
      ...base,
      type: 'set',
      field,
      before: fromGraphValue(field, original[field], currency),
      after: fromGraphValue(field, changes[field], currency),
      ...(field === 'bid_strategy' && bidAlongside ? { alongside: bidAlongside } : {}),
    }));
}

function scopeCondition(scope: ActivityScope): SQL | undefined {
  return 'teamId' in scope ? eq(teamActivities.teamId, scope.teamId) : and(isNull(teamActivities.teamId), eq(teamActivities.userId, scope.ownerId));
}

const resultOf = (row: ActivityRow, result: UndoResult['result'], message: string, earlier = false): UndoResult => ({
  activity_id: row.id,
  object_id: row.objectId,
  object_type: row.objectType,
  object_name: row.objectName,
  result,
  message,
  earlier,
});

/**
 * Claims the activities for this undo: those never undone, and those whose undo was cut short. The others answer
 * the result recorded for them (an earlier undo), or that they are being undone right now.
 */
async function claim(db: Db, rows: ActivityRow[], userId: number, now: Date): Promise<{ claimed: ActivityRow[]; answered: UndoResult[] }> {
  if (rows.length === 0) return { claimed: [], answered: [] };
  const ids = rows.map((row) => row.id);
  const leaseUntil = new Date(now.getTime() + UNDO_LEASE_MS);
  const inserted = await db
    .insert(activityUndos)
    .values(ids.map((activityId) => ({ activityId, userId, state: 'running' as const, leaseUntil })))
    .onConflictDoNothing()
    .returning({ id: activityUndos.activityId });
  const taken = new Set(inserted.map((row) => row.id));
  const others = ids.filter((id) => !taken.has(id));
  if (others.length > 0) {
    const retaken = await db
      .update(activityUndos)
      .set({ userId, leaseUntil, createdAt: now })
      .where(and(inArray(activityUndos.activityId, others), eq(activityUndos.state, 'running'), or(isNull(activityUndos.leaseUntil), lt(activityUndos.leaseUntil, now))))
      .returning({ id: activityUndos.activityId });
    retaken.forEach((row) => taken.add(row.id));
  }
  const rest = ids.filter((id) => !taken.has(id));
  const standing = rest.length === 0 ? [] : await db.select().from(activityUndos).where(inArray(activityUndos.activityId, rest));
  const answered = standing.map((undo): UndoResult => {
    const row = rows.find((candidate) => candidate.id === undo.activityId)!;
    if (undo.state === 'done' && undo.outcome) return { ...(undo.outcome as UndoResult), earlier: true };
    return resultOf(row, 'in_progress', 'This change is being undone right now; the log shows the result shortly.');
  });
  return { claimed: rows.filter((row) => taken.has(row.id)), answered };
}

/** The copy an asyncbatch made, read from its session once it finished (its `result` is the copy call's answer). */
async function resolveCopies(graph: RuleGraph, changes: UndoChange[]): Promise<Map<UndoChange, string>> {
  const waiting = changes.filter((change) => change.sessionId);
  const unresolved = new Map<UndoChange, string>();
  if (waiting.length === 0) return unresolved;
  const reads = await graph.run(waiting.map((change) => ({ method: 'GET', relative_url: `${change.sessionId}?fields=status,result` })));
  waiting.forEach((change, index) => {
    const read = reads[index];
    const session = read?.ok ? asRecord(read.body) : null;
    let copyId: unknown;
    try {
      const result = asRecord(JSON.parse(String(session?.result ?? 'null')));
      copyId = result.copied_campaign_id ?? result.copied_adset_id ?? result.copied_ad_id;
    } catch {
      copyId = undefined;
    }
    if (typeof copyId === 'string') change.after = copyId;
    else if (session?.status === 'FAILED') unresolved.set(change, 'The copy was never made (Meta’s copy failed): nothing to undo.');
    else unresolved.set(change, 'The copy is still being made; undo it once it appears in the list.');
  });
  return unresolved;
}

/** The words for a change put back: "Daily budget back to USD 40.00". */
const restoredWords = (change: RestoreChange, currency: string) =>
  change.type === 'duplicate' ? 'The copy was deleted.' : `${fieldWords(change.field)} back to ${valueWords(change.field, change.before, currency)}.`;

const RANK: Record<UndoResult['result'], number> = { failed: 5, in_progress: 4, conflict: 3, restored: 2, unchanged: 1, not_undoable: 0 };

/** One result per activity from the results of its fields (the worst one leads; every message is kept). */
function merge(row: ActivityRow, parts: { result: UndoResult['result']; message: string }[]): UndoResult {
  const lead = parts.reduce((worst, part) => (RANK[part.result] > RANK[worst.result] ? part : worst), parts[0]!);
  return resultOf(row, lead.result, parts.map((part) => part.message).join(' '));
}

/**
 * Undoes the activity or batch for `user` in team `teamId` (0 = their own log). 404 when it is not in that
 * team's log (a stranger's team reads as not found); 401 when the owner has no connected Facebook account.
 */
export async function undoActivities(ctx: AppContext, user: UserRow, teamId: number, target: UndoTarget, now = new Date()): Promise<{ batchId: string | null; results: UndoResult[] }> {
  const db = ctx.database.db;
  const access = await teamAccess(db, teamId, user.id);
  const scope: ActivityScope = access.team ? { teamId } : { ownerId: user.id };
  const rows = await db
    .select()
    .from(teamActivities)
    .where(and(scopeCondition(scope), 'activityId' in target ? eq(teamActivities.id, target.activityId) : eq(teamActivities.batchId, target.batchId)))
    .orderBy(teamActivities.id);
  if (rows.length === 0) throw notFound('activityId' in target ? 'This change is not in this team’s activity log' : 'These changes are not in this team’s activity log');

  const refused = rows.filter((row) => undoRefusal(row) !== null).map((row) => resultOf(row, 'not_undoable', undoRefusal(row)!));
  const undoable = rows.filter((row) => undoRefusal(row) === null);
  if (undoable.length === 0) return { batchId: null, results: refused };
  const teamToken = await resolveTeamToken(ctx, user, String(teamId));
  const { claimed, answered } = await claim(db, undoable, user.id, now);
  const batchId = randomUUID();
  const results = new Map<number, UndoResult>();
  const settle = async (row: ActivityRow, result: UndoResult) => {
    results.set(row.id, result);
    // Nothing was written when it failed: the claim goes, so it may be undone again.
    if (result.result === 'failed') await db.delete(activityUndos).where(eq(activityUndos.activityId, row.id));
    else await db.update(activityUndos).set({ state: 'done', outcome: result, finishedAt: new Date(), leaseUntil: null }).where(eq(activityUndos.activityId, row.id));
  };

  const graph = createRuleGraph({ graph: ctx.graph, token: teamToken.token });
  for (const accountId of new Set(claimed.map((row) => row.accountId))) {
    const accountRows = claimed.filter((row) => row.accountId === accountId);
    const account = await findOwnerAdAccount(db, teamToken.ownerId, accountId.startsWith('act_') ? accountId : `act_${accountId}`);
    if (!account) {
      for (const row of accountRows) await settle(row, resultOf(row, 'failed', 'The ad account is no longer among the team owner’s ad accounts, so nothing was changed.'));
      continue;
    }
    try {
      await undoInAccount(ctx, { db, graph, scope, userId: user.id, batchId, ownerId: teamToken.ownerId, accountId: account.id, currency: account.currency }, accountRows, settle);
    } catch (error) {
      const message =
        error instanceof SessionExpiredError
          ? 'The team owner’s Facebook session expired; reconnect Facebook, then undo again.'
          : error instanceof GraphRunError
            ? error.message
            : 'The undo stopped before it could finish; nothing more was changed. Try again.';
      for (const row of accountRows.filter((candidate) => !results.has(candidate.id))) await settle(row, resultOf(row, 'failed', message));
      if (!(error instanceof SessionExpiredError || error instanceof GraphRunError)) throw error;
    }
  }
  const ordered = [...refused, ...answered, ...claimed.map((row) => results.get(row.id)!)];
  const byId = new Map(ordered.map((result) => [result.activity_id, result]));
  return { batchId: claimed.some((row) => results.get(row.id)?.result === 'restored') ? batchId : null, results: rows.map((row) => byId.get(row.id)!) };
}

interface AccountUndo {
  db: Db;
  graph: RuleGraph;
  scope: ActivityScope;
  userId: number;
  batchId: string;
  ownerId: number;
  accountId: string;
  currency: string;
}

async function undoInAccount(ctx: AppContext, undo: AccountUndo, rows: ActivityRow[], settle: (row: ActivityRow, result: UndoResult) => Promise<void>) {
  const { graph, currency } = undo;
  const changes = rows.flatMap((row) => changesOf(row, currency));
  const unresolved = await resolveCopies(graph, changes);
  const ready = changes.filter((change) => !unresolved.has(change));
  const outcomes: RestoreOutcome<UndoChange>[] = planRestore(ready, await readCurrent(graph, ready), currency, 'this change');
  const restores = outcomes.filter((outcome) => outcome.kind === 'restore');
  const operations = restores.map(({ change }) => restoreOperation(change, currency, undo.accountId, true));
  const prepared = prepareBatch(operations.map((operation) => ({ ...operation })));
  // The undo's own entries name the same parents as the change they take back.
  prepared.metadata.forEach((metadata, index) => {
    const row = rows.find((candidate) => candidate.id === restores[index]!.change.activityId);
    if (!metadata || !row) return;
    if (row.campaignName) metadata.campaign_name = row.campaignName;
    if (row.adsetName) metadata.adset_name = row.adsetName;
  });
  const written = operations.length > 0 ? await graph.run(prepared.items as BatchOperation[]) : [];

  const partsOf = new Map<number, { result: UndoResult['result']; message: string }[]>();
  const add = (change: UndoChange, result: UndoResult['result'], message: string) => partsOf.set(change.activityId, [...(partsOf.get(change.activityId) ?? []), { result, message }]);
  const activities: ActivityInput[] = [];
  for (const [change, reason] of unresolved) add(change, reason.startsWith('The copy was never made') ? 'unchanged' : 'failed', reason);
  for (const outcome of outcomes) {
    if (outcome.kind === 'restore') continue;
    add(outcome.change, outcome.kind === 'already' ? 'unchanged' : outcome.kind === 'conflict' ? 'conflict' : 'failed', outcome.reason);
  }
  restores.forEach(({ change }, index) => {
    const answer = written[index]!;
    if (answer.ok) {
      add(change, 'restored', restoredWords(change, currency));
      const params = Object.fromEntries(new URLSearchParams((prepared.items[index] as BatchOperation).body ?? ''));
      activities.push({ ...activityOf(prepared.metadata[index]!, params), undoesActivityId: change.activityId });
    } else {
      const platform = answer.error as { error_user_msg?: unknown; message?: string };
      const why = typeof platform.error_user_msg === 'string' ? platform.error_user_msg : (platform.message ?? 'Meta refused the change.');
      add(change, 'failed', `${change.type === 'duplicate' ? 'The copy' : fieldWords(change.field)} was not restored: ${why}`);
    }
  });
  if (activities.length > 0) {
    await recordActivities(undo.db, undo.scope, undo.userId, activities, undo.batchId);
    await ctx.budget.changed(undo.ownerId, undo.accountId);
  }
  for (const row of rows) await settle(row, merge(row, partsOf.get(row.id) ?? [{ result: 'unchanged', message: 'Nothing to restore.' }]));
}

