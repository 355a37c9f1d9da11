/**
 * "Revert this run": every change a run made (its `rule_run_writes` marked applied, or, for runs made before those
 * were kept, the run's actions that were done) is read back from the platform and, where the object still shows
 * the value the run set, the value before the run is written back. A value someone changed since is a conflict,
 * named in words and left as it is. A copy the run made is deleted only while it is still the untouched paused
 * copy. The revert is a run of its own (trigger `revert`, `reverts_run_id`), with its objects and actions
 * (old → new = what the run set → what was there before), and each write in the activity log as the rule's.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { recordActivities, type ActivityInput } from '../activity/activities';
import type { Db } from '../db/database';
import { prepareBatch } from '../graph-proxy/batch-writes';
import { activityOf } from '../graph-proxy/write-metadata';
import { ApiError, badRequest, notFound } from '../http/errors';
import { findConnectionOf, readToken } from '../platform/connections';
import type { ActionType, RuleLevel } from './definition';
import { runWithObjects } from './history';
import { createRuleGraph, GraphRunError, SessionExpiredError, type BatchOperation, type OperationResult } from './rule-graph';
import { ownerOf, type RunDependencies } from './run-rule';
import { checkedObjectOf, fromGraphValue, planRestore, readCurrent, restoreOperation, type RestoreChange, type RestoreOutcome } from '../undo/restore';
import { keepLease, RUN_LEASE_MS } from './run-lease';
import { findOwnerAdAccount } from './rules';
import { ruleRunObjects, ruleRuns, ruleRunWrites, type ActionResult, type RuleRow, type RuleRunRow, type RunStatus } from './table';


/** The fields a run writes that a revert can put back. */
const REVERTIBLE_FIELDS = new Set(['status', 'daily_budget', 'lifetime_budget', 'bid_amount']);

/** One change of a run, as it can be taken back: on `objectId`, `field` went from `before` to `after`. */
export interface RunChange extends RestoreChange {
  objectType: RuleLevel;
  type: ActionType;
}

export type RevertOutcome = RestoreOutcome<RunChange>;

/** A `rule_run_writes` value in the report's terms: numbers are major units already, Graph's strings are minor units. */
const fromWrite = (field: string, value: unknown, currency: string): unknown => (typeof value === 'string' ? fromGraphValue(field, value, currency) : value);

/** The changes a run made, from its write records when it has applied ones, else from its actions that were done. */
export async function runChanges(db: Db, runId: number, currency: string): Promise<RunChange[]> {
  const objects = await db.select().from(ruleRunObjects).where(eq(ruleRunObjects.runId, runId)).orderBy(asc(ruleRunObjects.id));
  const objectOf = new Map(objects.map((object) => [object.objectId, object]));
  const fromActions: RunChange[] = objects.flatMap((object) =>
    object.actions
      .filter((action) => action.status === 'done' && action.field !== undefined && (action.type === 'duplicate' ? typeof action.new === 'string' : REVERTIBLE_FIELDS.has(action.field)))
      .map((action) => ({
        objectId: object.objectId,
        objectType: object.objectType,
        objectName: object.objectName,
        type: action.type,
        field: action.field!,
        before: action.old,
        after: action.new,
      })),
  );
  const writes = await db.select().from(ruleRunWrites).where(eq(ruleRunWrites.runId, runId)).orderBy(asc(ruleRunWrites.id));
  if (writes.length === 0) return fromActions;
  return writes
    .filter((write) => write.state === 'applied')
    .flatMap((write): RunChange[] => {
      const object = objectOf.get(write.objectId);
      const base = { objectId: write.objectId, objectType: object?.objectType ?? 'adset', objectName: object?.objectName ?? '', type: write.action };
      if (write.action === 'duplicate') {
        // The copy's id is what the platform answered, kept in the run's report.
        const copy = fromActions.find((change) => change.objectId === write.objectId && change.type === 'duplicate');
        return copy ? [{ ...base, field: 'copy', before: write.objectId, after: copy.after }] : [];
      }
      if (!REVERTIBLE_FIELDS.has(write.field)) return [];
      return [{ ...base, field: write.field, before: fromWrite(write.field, write.before, currency), after: fromWrite(write.field, write.intended, currency) }];
    });
}

/** Decides, from the object's current values on the platform, what a revert does with each change. */
export const planRevert = (changes: RunChange[], current: Map<string, Record<string, unknown> | null>, currency: string): RevertOutcome[] =>
  planRestore(changes, current, currency, 'this run');

/** Why a run cannot be reverted (400), or null. */
function unrevertableReason(run: RuleRunRow): string | null {
  if (run.trigger === 'dry_run') return 'A dry run changed nothing, so there is nothing to revert.';
  if (run.trigger === 'revert') return 'This run is itself a revert; it cannot be reverted.';
  return null;
}

/** The revert of `runId` that stands (any but a failed one), if there is one. */
async function standingRevert(db: Db, runId: number) {
  const [revert] = await db
    .select()
    .from(ruleRuns)
    .where(and(eq(ruleRuns.revertsRunId, runId), ne(ruleRuns.status, 'failed')))
    .orderBy(desc(ruleRuns.id))
    .limit(1);
  return revert ?? null;
}

/** The run detail with what the revert button needs: whether it can be reverted, and by/of which run. */
export async function runDetail(deps: Pick<RunDependencies, 'database'>, rule: RuleRow, runId: number) {
  const db = deps.database.db;
  const detail = await runWithObjects(db, rule, runId);
  const [run] = await db.select().from(ruleRuns).where(eq(ruleRuns.id, runId));
  const revert = await standingRevert(db, runId);
  const finished = run!.status === 'succeeded' || run!.status === 'partial';
  const changed = finished && unrevertableReason(run!) === null && revert === null && (await runChanges(db, runId, /* only counted: any currency */ 'USD')).length > 0;
  return { ...detail, reverts_run_id: run!.revertsRunId, reverted_by_run_id: revert?.id ?? null, revertable: changed };
}

/** Claims the run for a revert: refused if it cannot be reverted or already was; a revert run row held by this process. */
async function claimRevert(deps: RunDependencies, rule: RuleRow, runId: number, now: Date, leaseOwner: string): Promise<{ run: RuleRunRow; revertId: number }> {
  return deps.database.transaction(async (tx) => {
    const [run] = await tx.select().from(ruleRuns).where(and(eq(ruleRuns.id, runId), eq(ruleRuns.ruleId, rule.id))).for('update');
    if (!run) throw notFound('This run does not exist or belongs to another rule');
    const refusal = unrevertableReason(run);
    if (refusal) throw badRequest(refusal);
    if (run.status === 'queued' || run.status === 'running') throw new ApiError(409, 'run_in_progress', 'This run has not finished yet; revert it once it has.');
    const standing = await standingRevert(tx, runId);
    // A revert renews its lease while it works (the scheduler never takes a revert over): one whose lease ran out died.
    if (standing && standing.status === 'running' && (standing.leaseUntil?.getTime() ?? 0) < now.getTime()) {
      // The process that was reverting died: its revert is given up and this one reads every value back afresh.
      await tx
        .update(ruleRuns)
        .set({ status: 'failed', finishedAt: now, error: 'The revert was cut short; it was tried again.', leaseOwner: null, leaseUntil: null })
        .where(eq(ruleRuns.id, standing.id));
    } else if (standing) {
      throw new ApiError(
        409,
        'already_reverted',
        standing.status === 'running' ? `This run is being reverted (run #${standing.id}).` : `This run was already reverted by run #${standing.id}; a run is reverted once.`,
      );
    }
    const [revert] = await tx
      .insert(ruleRuns)
      .values({
        ruleId: rule.id,
        trigger: 'revert',
        status: 'running',
        startedAt: now,
        revertsRunId: runId,
        leaseOwner,
        leaseUntil: new Date(now.getTime() + RUN_LEASE_MS),
      })
      .returning({ id: ruleRuns.id });
    return { run, revertId: revert!.id };
  });
}

interface RevertReport {
  status: RunStatus;
  error: string | null;
  graphRequests: number;
  objects: { objectId: string; objectType: RuleLevel; objectName: string; actions: ActionResult[] }[];
}

/**
 * Reverts run `runId` of `rule` for `actor` (the user who asked; the activity log names them and the rule).
 * Throws 404 for a run not of this rule, 400 for a dry run or a revert, 409 for a run in progress or already reverted.
 * Returns the revert run's id.
 */
export async function revertRun(deps: RunDependencies, rule: RuleRow, runId: number, actor: number): Promise<number> {
  const clock = deps.now ?? (() => new Date());
  const started = clock();
  const leaseOwner = `revert:${process.pid}:${randomUUID()}`;
  const { revertId } = await claimRevert(deps, rule, runId, started, leaseOwner);
  const release = keepLease(deps.database.db, revertId, leaseOwner);
  let report: RevertReport;
  try {
    report = await carryOut(deps, rule, runId, revertId, actor);
  } catch (error) {
    report = { status: 'failed', error: error instanceof Error ? `The revert stopped: ${error.message}` : 'The revert stopped.', graphRequests: 0, objects: [] };
  } finally {
    release();
  }
  const done = report.objects.reduce((sum, object) => sum + object.actions.filter((action) => action.status === 'done').length, 0);
  const failed = report.objects.reduce((sum, object) => sum + object.actions.filter((action) => action.status === 'failed').length, 0);
  const finished = clock();
  await deps.database.transaction(async (tx) => {
    await tx
      .update(ruleRuns)
      .set({
        status: report.status,
        error: report.error,
        finishedAt: finished,
        durationMs: Math.max(0, finished.getTime() - started.getTime()),
        objectsChecked: report.objects.length,
        objectsMatched: report.objects.length,
        actionsDone: done,
        actionsFailed: failed,
        graphRequests: report.graphRequests,
        leaseOwner: null,
        leaseUntil: null,
      })
      .where(eq(ruleRuns.id, revertId));
    if (report.objects.length > 0) {
      await tx.insert(ruleRunObjects).values(
        report.objects.map((object) => ({
          runId: revertId,
          objectId: object.objectId,
          objectType: object.objectType,
          objectName: object.objectName,
          matched: true,
          actions: object.actions,
        })),
      );
    }
  });
  return revertId;
}

async function carryOut(deps: RunDependencies, rule: RuleRow, runId: number, revertId: number, actor: number): Promise<RevertReport> {
  const db = deps.database.db;
  const ownerId = await ownerOf(deps, rule);
  const connection = await findConnectionOf(db, ownerId);
  const token = connection ? readToken(connection, deps.tokenKey) : null;
  const account = await findOwnerAdAccount(db, ownerId, rule.accountId);
  if (!token || !account) {
    const error = !token ? 'The team owner has no connected Facebook account.' : 'The ad account is no longer among the team owner’s ad accounts.';
    return { status: 'failed', error, graphRequests: 0, objects: [] };
  }
  const currency = account.currency;
  const changes = await runChanges(db, runId, currency);
  const graph = createRuleGraph({ graph: deps.graph, token, retryDelaysMs: deps.retryDelaysMs, sleep: deps.sleep });
  try {
    const current = await readCurrent(graph, changes);
    const outcomes = planRevert(changes, current, currency);

    const restores = outcomes.filter((outcome) => outcome.kind === 'restore');
    const operations: BatchOperation[] = restores.map(({ change }) => restoreOperation(change, currency, account.id));
    const prepared = prepareBatch(operations.map((operation) => ({ ...operation })));
    const keyOf = (change: RunChange) => ({ objectId: checkedObjectOf(change), action: change.type, field: change.field });
    // Each write is on record before it is sent, and marked applied or failed after.
    if (restores.length > 0) {
      await db
        .insert(ruleRunWrites)
        .values(restores.map(({ change }) => ({ runId: revertId, ...keyOf(change), before: change.after as never, intended: (change.type === 'duplicate' ? 'DELETED' : change.before) as never })))
        .onConflictDoNothing();
    }
    const results: OperationResult[] = operations.length > 0 ? await graph.run(prepared.items as BatchOperation[]) : [];
    const activities: ActivityInput[] = [];
    const resultOf = new Map<RunChange, ActionResult>();
    for (const [index, { change }] of restores.entries()) {
      const result = results[index]!;
      const base = { type: change.type, field: change.field, old: change.after, new: change.type === 'duplicate' ? 'DELETED' : change.before };
      const key = keyOf(change);
      const where = and(eq(ruleRunWrites.runId, revertId), eq(ruleRunWrites.objectId, key.objectId), eq(ruleRunWrites.action, key.action), eq(ruleRunWrites.field, key.field));
      if (result.ok) {
        resultOf.set(change, { ...base, status: 'done' });
        const params = Object.fromEntries(new URLSearchParams((prepared.items[index] as BatchOperation).body ?? ''));
        activities.push({ ...activityOf(prepared.metadata[index]!, params), rule: { id: rule.id, name: rule.name, runId: revertId } });
        await db.update(ruleRunWrites).set({ state: 'applied', updatedAt: new Date() }).where(where);
      } else {
        const message = result.error.message ?? 'The platform refused the change';
        resultOf.set(change, { ...base, status: 'failed', error: message });
        await db.update(ruleRunWrites).set({ state: 'failed', error: message, updatedAt: new Date() }).where(where);
      }
    }
    if (activities.length > 0) {
      await recordActivities(db, rule.teamId === null ? { ownerId: rule.createdBy } : { teamId: rule.teamId }, actor, activities);
      await deps.budget?.changed(ownerId, account.id);
    }

    const byObject = new Map<string, RevertReport['objects'][number]>();
    for (const outcome of outcomes) {
      const { change } = outcome;
      const object = byObject.get(change.objectId) ?? { objectId: change.objectId, objectType: change.objectType, objectName: change.objectName, actions: [] };
      const base = { type: change.type, field: change.field, old: change.after, new: change.type === 'duplicate' ? 'DELETED' : change.before };
      object.actions.push(outcome.kind === 'restore' ? resultOf.get(change)! : { ...base, status: outcome.kind === 'unread' ? 'failed' : 'skipped', error: outcome.reason });
      byObject.set(change.objectId, object);
    }
    const objects = [...byObject.values()];
    const actions = objects.flatMap((object) => object.actions);
    const done = actions.filter((action) => action.status === 'done').length;
    const failed = actions.filter((action) => action.status === 'failed').length;
    const status: RunStatus = failed === 0 ? (done > 0 ? 'succeeded' : 'no_match') : done > 0 ? 'partial' : 'failed';
    return { status, error: null, graphRequests: graph.requests, objects };
  } catch (error) {
    if (error instanceof SessionExpiredError) {
      return { status: 'failed', error: 'The team owner’s Facebook session expired (code 190); reconnect Facebook, then revert again.', graphRequests: graph.requests, objects: [] };
    }
    if (error instanceof GraphRunError) return { status: 'failed', error: error.message, graphRequests: graph.requests, objects: [] };
    throw error;
  }
}
