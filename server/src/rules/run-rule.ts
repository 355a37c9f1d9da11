/**
 * One run of a rule: read the scope through the team owner's connection, evaluate every object, leave alone
 * the objects in their cool-down or at their limit, carry out the actions through the batch API (each write
 * with `__metadata`, so the team's activity log shows it as the rule's), and record what happened per object.
 * A dry run does everything up to the writes and records nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordActivities, type ActivityInput } from '../activity/activities';
import type { Database } from '../db/database';
import { prepareBatch } from '../graph-proxy/batch-writes';
import { activityOf } from '../graph-proxy/write-metadata';
import { findConnectionOf, readToken } from '../platform/connections';
import type { GraphBudget } from '../graph-budget/graph-reads';
import { splitRelativeUrl } from '../graph-proxy/batch-budget';
import type { GraphClient } from '../platform/graph-client';
import { teams } from '../db/schema';
import type { RuleDefinition, RuleLevel } from './definition';
import { evaluateObject, type ObjectSnapshot } from './evaluate';
import { addNotice, mailUser, notifyMatches, type MatchSummary } from './notices';
import { planChanges, type AccountFacts, type PlannedChange } from './plan-changes';
import { readScope } from './read-scope';
import { createRuleGraph, GraphRunError, SessionExpiredError, ThrottledRunError, type BatchOperation, type ReadOperation } from './rule-graph';
import { findOwnerAdAccount } from './rules';
import { nextMidnight } from './schedule';
import {
  ruleObjectStates,
  ruleRunObjects,
  ruleRuns,
  rules,
  type ActionResult,
  type ConditionResult,
  type RuleRow,
  type RunStatus,
  type RunTrigger,
} from './table';

export interface RunDependencies {
  database: Database;
  graph: GraphClient;
  /** Reads go through the Graph budget when given (the server passes it; engine tests may leave it out). */
  budget?: GraphBudget;
  tokenKey: Buffer;
  now?: () => Date;
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  /** Runs a scheduled run again at `at` (the job queue); without it a run that meets a throttle fails in words. */
  deferRun?: (runId: number, at: Date) => Promise<void>;
  /** Turns a "pause for today" object back on at `at` (the job queue); without it the unpause is not scheduled. */
  scheduleUnpause?: (job: UnpauseJob, at: Date) => Promise<void>;
}

export interface UnpauseJob {
  ruleId: number;
  objectId: string;
  objectName: string;
  objectType: string;
  accountId: string;
  /** The run that paused it, which the turning back on is credited to in the activity log. */
  runId?: number | null;
}

export interface ObjectReport {
  object_id: string;
  object_type: RuleLevel;
  object_name: string;
  matched: boolean;
  metrics: Record<string, number>;
  conditions: ConditionResult[];
  actions: ActionResult[];
  skipped: string | null;
}

export interface RunReport {
  status: RunStatus;
  error: string | null;
  duration_ms: number;
  graph_requests: number;
  objects_checked: number;
  objects_matched: number;
  actions_done: number;
  actions_failed: number;
  objects: ObjectReport[];
}

interface StateRow {
  objectId: string;
  executions: number;
  lastActedAt: Date | null;
}

/** Why a matched object is left alone this time, if it is. */
export function holdReason(definition: RuleDefinition, state: StateRow | undefined, now: Date): string | null {
  if (!state) return null;
  if (definition.max_executions_per_object !== null && state.executions >= definition.max_executions_per_object) {
    return `reached the limit of ${definition.max_executions_per_object} run${definition.max_executions_per_object === 1 ? '' : 's'} per object`;
  }
  if (state.lastActedAt && definition.cooldown_hours > 0) {
    const until = state.lastActedAt.getTime() + definition.cooldown_hours * 3_600_000;
    if (until > now.getTime()) return `in its cool-down until ${new Date(until).toISOString()}`;
  }
  return null;
}

function describe(change: PlannedChange): string {
  if (change.type === 'duplicate') return 'duplicated (paused copy)';
  if (change.type === 'notify') return 'notified';
  return `${change.field} ${String(change.old)} → ${String(change.new)}`;
}

const objectType = (level: RuleDefinition['scope']['level']) => level;

interface RunTarget {
  rule: RuleRow;
  definition: RuleDefinition;
  accountId: string;
}

/** The account facts and the owner's token, or a reason the rule cannot run. */
async function prepare(deps: RunDependencies, target: RunTarget) {
  const db = deps.database.db;
  const ownerId = await ownerOf(deps, target.rule);
  const connection = await findConnectionOf(db, ownerId);
  const token = connection ? readToken(connection, deps.tokenKey) : null;
  const account = await findOwnerAdAccount(db, ownerId, target.accountId);
  return { ownerId, token, account };
}

/** The rule's reads through the Graph budget, for the team owner's connection and the rule's ad account. */
function budgetReader(deps: RunDependencies, ownerId: number, token: string, accountId: string): ReadOperation | undefined {
  const { budget } = deps;
  if (!budget) return undefined;
  return async (relativeUrl) => {
    const { path, query } = splitRelativeUrl(relativeUrl);
    const answer = await budget.read({ ownerId, token, accountHint: accountId, fresh: false }, path, query);
    return { status: answer.status, text: answer.text, throttled: answer.throttle !== null && answer.status >= 400, regainAt: answer.throttle?.regainAt };
  };
}

async function ownerOf(deps: RunDependencies, rule: RuleRow): Promise<number> {
  if (rule.teamId === null) return rule.createdBy;
  const [team] = await deps.database.db.select({ owner: teams.createdBy }).from(teams).where(eq(teams.id, rule.teamId));
  return team?.owner ?? rule.createdBy;
}

/**
 * Evaluates (and unless `dryRun`, acts on) the rule's scope now. `definition`/`accountId` may differ from the
 * stored rule (the builder's preview of unsaved changes).
 */
export async function evaluateRule(
  deps: RunDependencies,
  target: RunTarget,
  options: { dryRun: boolean; runId?: number; /** A throttle is thrown (ThrottledRunError) for the caller to run it later. */ deferrable?: boolean },
): Promise<RunReport> {
  const now = (deps.now ?? (() => new Date()))();
  const started = Date.now();
  const { definition, rule } = target;
  const report: RunReport = {
    status: 'no_match',
    error: null,
    duration_ms: 0,
    graph_requests: 0,
    objects_checked: 0,
    objects_matched: 0,
    actions_done: 0,
    actions_failed: 0,
    objects: [],
  };
  const { ownerId, token, account } = await prepare(deps, target);
  if (!token || !account) {
    report.status = 'failed';
    report.error = !token ? 'The team owner has no connected Facebook account.' : 'The ad account is no longer among the team owner’s ad accounts.';
    report.duration_ms = Date.now() - started;
    return report;
  }
  const facts: AccountFacts = { id: account.id, currency: account.currency, minDailyBudget: account.minDailyBudget, timeZone: account.timezoneName };
  const graph = createRuleGraph({ graph: deps.graph, token, retryDelaysMs: deps.retryDelaysMs, sleep: deps.sleep, read: budgetReader(deps, ownerId, token, account.id) });
  try {
    const reading = await readScope(graph, definition, facts, now);
    const states = options.dryRun || reading.objects.length === 0 ? [] : await loadStates(deps, rule.id, reading.objects.map((o) => o.id));
    const stateOf = new Map(states.map((state) => [state.objectId, state]));
    const toAct: { object: ObjectSnapshot; report: ObjectReport; changes: PlannedChange[] }[] = [];
    for (const object of reading.objects) {
      const values = reading.values.get(object.id) ?? {};
      const evaluation = evaluateObject(definition, object, values);
      const objectReport: ObjectReport = {
        object_id: object.id,
        object_type: objectType(definition.scope.level),
        object_name: object.name,
        matched: evaluation.matched,
        metrics: values,
        conditions: evaluation.conditions,
        actions: [],
        skipped: null,
      };
      report.objects.push(objectReport);
      if (!evaluation.matched) continue;
      report.objects_matched += 1;
      const held = options.dryRun ? null : holdReason(definition, stateOf.get(object.id), now);
      if (held) {
        objectReport.skipped = held;
        continue;
      }
      const changes = planChanges(definition.actions, object, facts, definition.scope.level);
      toAct.push({ object, report: objectReport, changes });
    }
    report.objects_checked = reading.objects.length;
    if (options.dryRun) {
      for (const { report: objectReport, changes } of toAct) {
        objectReport.actions = changes.map((change) => ({
          type: change.type,
          ...(change.field ? { field: change.field } : {}),
          ...(change.old !== undefined ? { old: change.old } : {}),
          ...(change.new !== undefined ? { new: change.new } : {}),
          status: change.skip ? 'skipped' : 'would',
          ...(change.skip ? { error: change.skip } : {}),
        }));
      }
    } else {
      await act(deps, graph, rule, facts, toAct, options.runId ?? null, now);
      // What the run changed must not be read from the store as it was.
      if (toAct.length > 0) await deps.budget?.changed(ownerId, account.id);
    }
    for (const objectReport of report.objects) {
      for (const action of objectReport.actions) {
        if (action.status === 'done') report.actions_done += 1;
        if (action.status === 'failed') report.actions_failed += 1;
      }
    }
    report.status =
      report.objects_matched === 0 ? 'no_match' : report.actions_failed === 0 ? 'succeeded' : report.actions_done > 0 ? 'partial' : 'failed';
  } catch (error) {
    if (error instanceof SessionExpiredError) {
      report.status = 'failed';
      report.error = 'The team owner’s Facebook session expired (code 190). The rule was turned off until the owner reconnects.';
      if (!options.dryRun) await disableForExpiredSession(deps, rule, ownerId, options.runId ?? null);
    } else if (error instanceof ThrottledRunError && options.deferrable) {
      throw error;
    } else if (error instanceof GraphRunError) {
      report.status = 'failed';
      report.error = error.message;
    } else {
      throw error;
    }
  }
  report.graph_requests = graph.requests;
  report.duration_ms = Date.now() - started;
  return report;
}

async function loadStates(deps: RunDependencies, ruleId: number, objectIds: string[]): Promise<StateRow[]> {
  return deps.database.db
    .select({ objectId: ruleObjectStates.objectId, executions: ruleObjectStates.executions, lastActedAt: ruleObjectStates.lastActedAt })
    .from(ruleObjectStates)
    .where(and(eq(ruleObjectStates.ruleId, ruleId), inArray(ruleObjectStates.objectId, objectIds)));
}

async function act(
  deps: RunDependencies,
  graph: ReturnType<typeof createRuleGraph>,
  rule: RuleRow,
  account: AccountFacts,
  targets: { object: ObjectSnapshot; report: ObjectReport; changes: PlannedChange[] }[],
  runId: number | null,
  now: Date,
) {
  const db = deps.database.db;
  const level = rule.definition.scope.level;
  const writes: { target: (typeof targets)[number]; change: PlannedChange; operation: BatchOperation }[] = [];
  for (const target of targets) {
    for (const change of target.changes) {
      if (!change.write) continue;
      const metadata = {
        object_id: target.object.id,
        object_type: level,
        object_name: target.object.name,
        account_id: account.id,
        original: change.field && change.type !== 'duplicate' ? { [change.field]: change.old } : undefined,
      };
      const body = new URLSearchParams({ ...change.write.params, __metadata: JSON.stringify(metadata) }).toString();
      writes.push({ target, change, operation: { method: 'POST', relative_url: change.write.path, body } });
    }
  }
  const prepared = prepareBatch(writes.map((write) => ({ ...write.operation })));
  const results = writes.length > 0 ? await graph.run(prepared.items as BatchOperation[]) : [];
  const activities: ActivityInput[] = [];
  const resultOf = new Map<PlannedChange, ActionResult>();
  results.forEach((result, index) => {
    const { change } = writes[index]!;
    const base = { type: change.type, ...(change.field ? { field: change.field } : {}), ...(change.old !== undefined ? { old: change.old } : {}) };
    if (result.ok) {
      const copied = change.type === 'duplicate' ? (result.body as { copied_adset_id?: string; copied_campaign_id?: string; copied_ad_id?: string }) : undefined;
      const newValue = copied ? (copied.copied_adset_id ?? copied.copied_campaign_id ?? copied.copied_ad_id) : change.new;
      resultOf.set(change, { ...base, new: newValue, status: 'done' });
      const changes = change.type === 'duplicate' ? { copies: { status_option: 'PAUSED', copied_id: newValue } } : { [change.field!]: change.write!.params[change.field!] };
      activities.push({ ...activityOf(prepared.metadata[index]!, changes), rule: { id: rule.id, name: rule.name, runId } });
    } else {
      resultOf.set(change, { ...base, new: change.new, status: 'failed', error: result.error.message ?? 'The platform refused the change' });
    }
  });
  if (activities.length > 0) {
    await recordActivities(db, rule.teamId === null ? { ownerId: rule.createdBy } : { teamId: rule.teamId }, rule.createdBy, activities);
  }
  const notify = rule.definition.actions.find((action) => action.type === 'notify');
  const matches: MatchSummary[] = [];
  for (const target of targets) {
    target.report.actions = target.changes.map((change) => {
      if (change.skip) return { type: change.type, ...(change.field ? { field: change.field } : {}), old: change.old, new: change.new, status: 'skipped', error: change.skip };
      if (change.type === 'notify') return { type: 'notify', status: 'done' };
      return resultOf.get(change)!;
    });
    const done = target.report.actions.filter((action) => action.status === 'done' && action.type !== 'notify');
    matches.push({ objectId: target.object.id, objectName: target.object.name, changes: target.changes.filter((c) => resultOf.get(c)?.status === 'done').map(describe) });
    if (done.some((action) => action.type === 'pause_today') && deps.scheduleUnpause) {
      await deps.scheduleUnpause(
        { ruleId: rule.id, objectId: target.object.id, objectName: target.object.name, objectType: level, accountId: account.id, runId },
        nextMidnight(account.timeZone, now),
      );
    }
  }
  if (notify && runId !== null && matches.length > 0) {
    const errors = await notifyMatches(db, rule, runId, notify, matches);
    if (errors.length > 0) {
      for (const target of targets) {
        target.report.actions = target.report.actions.map((action) => (action.type === 'notify' ? { type: 'notify', status: 'failed', error: errors.join(' ') } : action));
      }
    }
  }
  const acted = targets.filter((target) => target.report.actions.some((action) => action.status === 'done'));
  for (const target of acted) {
    await db
      .insert(ruleObjectStates)
      .values({ ruleId: rule.id, objectId: target.object.id, executions: 1, lastActedAt: now })
      .onConflictDoUpdate({
        target: [ruleObjectStates.ruleId, ruleObjectStates.objectId],
        set: { executions: sql`${ruleObjectStates.executions} + 1`, lastActedAt: now },
      });
  }
}

async function disableForExpiredSession(deps: RunDependencies, rule: RuleRow, ownerId: number, runId: number | null) {
  const db = deps.database.db;
  const reason = 'The team owner’s Facebook session expired. Reconnect Facebook in Settings → Integrations, then turn the rule on again.';
  await db.update(rules).set({ enabled: false, disabledReason: reason, nextRunAt: null }).where(eq(rules.id, rule.id));
  const message = `Rule “${rule.name}” was turned off: your Facebook session expired. Press Reconnect Facebook in Settings → Integrations, then turn the rule on again.`;
  await addNotice(db, { userId: ownerId, rule, runId, kind: 'rule_paused', message });
  if (rule.createdBy !== ownerId) await addNotice(db, { userId: rule.createdBy, rule, runId, kind: 'rule_paused', message: `Rule “${rule.name}” was turned off: the team owner’s Facebook session expired. Ask the owner to reconnect Facebook.` });
  await mailUser(db, ownerId, `Rule “${rule.name}” was turned off`, message);
}

/** Stores a finished run's report (the run row and one row per object checked). */
export async function recordRun(deps: RunDependencies, runId: number, report: RunReport, finishedAt: Date): Promise<void> {
  await deps.database.transaction(async (tx) => {
    await tx
      .update(ruleRuns)
      .set({
        status: report.status,
        finishedAt,
        durationMs: report.duration_ms,
        objectsChecked: report.objects_checked,
        objectsMatched: report.objects_matched,
        actionsDone: report.actions_done,
        actionsFailed: report.actions_failed,
        graphRequests: report.graph_requests,
        error: report.error,
      })
      .where(eq(ruleRuns.id, runId));
    const rows = report.objects.map((object) => ({
      runId,
      objectId: object.object_id,
      objectType: object.object_type,
      objectName: object.object_name,
      matched: object.matched,
      metrics: object.metrics,
      conditions: object.conditions,
      actions: object.actions,
      skipped: object.skipped,
    }));
    for (let start = 0; start < rows.length; start += 500) await tx.insert(ruleRunObjects).values(rows.slice(start, start + 500));
  });
}

/**
 * Runs a queued run once: it is claimed (queued → running) so a second delivery of the same job does nothing,
 * then evaluated, acted on and recorded. A run found `running` (its process died mid-run) is finished now.
 */
export async function executeRun(deps: RunDependencies, runId: number): Promise<RunReport | null> {
  const db = deps.database.db;
  const now = (deps.now ?? (() => new Date()))();
  const claimed = await db
    .update(ruleRuns)
    .set({ status: 'running', startedAt: now })
    .where(and(eq(ruleRuns.id, runId), inArray(ruleRuns.status, ['queued', 'running'])))
    .returning();
  const run = claimed[0];
  if (!run) return null;
  const [rule] = await db.select().from(rules).where(eq(rules.id, run.ruleId));
  if (!rule) return null;
  const deferrable = run.trigger === 'schedule' && deps.deferRun !== undefined;
  let report: RunReport;
  try {
    report = await evaluateRule(deps, { rule, definition: rule.definition, accountId: rule.accountId }, { dryRun: false, runId, deferrable });
  } catch (error) {
    if (!(error instanceof ThrottledRunError) || !deferrable) throw error;
    // A scheduled run can wait: it goes back to the queue until Facebook lets the account's calls through again.
    await db.update(ruleRuns).set({ status: 'queued', startedAt: null }).where(eq(ruleRuns.id, runId));
    await deps.deferRun!(runId, new Date(error.regainAt + RUN_AFTER_REGAIN_MS));
    return null;
  }
  await recordRun(deps, runId, report, (deps.now ?? (() => new Date()))());
  return report;
}

/** A deferred run starts this long after the regain time, so its first read is not the one that finds the limit again. */
const RUN_AFTER_REGAIN_MS = 5_000;

/** A run now, on demand: a run row with the trigger, executed at once. */
export async function runNow(deps: RunDependencies, rule: RuleRow, trigger: RunTrigger = 'manual'): Promise<{ runId: number; report: RunReport }> {
  const [run] = await deps.database.db.insert(ruleRuns).values({ ruleId: rule.id, trigger, status: 'queued' }).returning({ id: ruleRuns.id });
  const report = await executeRun(deps, run!.id);
  return { runId: run!.id, report: report! };
}
