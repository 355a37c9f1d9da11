/**
 * One run of a rule: read the scope through the team owner's connection, evaluate every object, leave alone
 * the objects in their cool-down or at their limit, carry out the actions through the batch API (each write
 * with `__metadata`, so the team's activity log shows it as the rule's), and record what happened per object.
 * A dry run does everything up to the writes and records nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordActivities, type ActivityInput } from '../activity/activities';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
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
import { objectReportOf } from './history';
import { findOwnerAdAccount } from './rules';
import { claimRun, keepLease, PROCESS_LEASE_OWNER } from './run-lease';
import { changeOfRecord, loadRunWrites, recordPendingWrites, resolvePending, settleWrites, writeKey, type WriteRecord } from './run-writes';
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
  /** How long after the regain time a deferred run starts (default RUN_AFTER_REGAIN_MS). */
  runAfterRegainMs?: number;
  /** Names this process on the runs it claims (default: the process's own name). */
  leaseOwner?: string;
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
  /** The parents that tell same-named objects apart (ad sets: campaign; ads: ad set and campaign). */
  campaign_name?: string | null;
  adset_name?: string | null;
  status?: string;
  effective_status?: string;
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

/** Whose platform connection a rule runs on: the team owner's, or its creator's for the creator's own team. */
export async function ownerOf(deps: Pick<RunDependencies, 'database'>, rule: RuleRow): Promise<number> {
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
    // A run taken over after a crash: what its first attempt decided to change is finished, not planned again.
    const prior = !options.dryRun && options.runId !== undefined ? await loadRunWrites(deps.database.db, options.runId) : new Map<string, WriteRecord>();
    const stateOf = new Map(states.map((state) => [state.objectId, state]));
    const toAct: { object: ObjectSnapshot; report: ObjectReport; changes: PlannedChange[] }[] = [];
    for (const object of reading.objects) {
      const values = reading.values.get(object.id) ?? {};
      const evaluation = evaluateObject(definition, object, values);
      const objectReport: ObjectReport = {
        object_id: object.id,
        object_type: objectType(definition.scope.level),
        object_name: object.name,
        campaign_name: object.campaignName ?? null,
        adset_name: object.adsetName ?? null,
        status: object.status,
        effective_status: object.effectiveStatus,
        matched: evaluation.matched,
        metrics: values,
        conditions: evaluation.conditions,
        actions: [],
        skipped: null,
      };
      report.objects.push(objectReport);
      const recorded = [...prior.values()].filter((record) => record.objectId === object.id);
      if (recorded.length > 0) {
        objectReport.matched = true;
        report.objects_matched += 1;
        toAct.push({ object, report: objectReport, changes: recorded.map((record) => changeOfRecord(record, object, facts)) });
        continue;
      }
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
      await act(deps, graph, rule, facts, toAct, options.runId ?? null, now, prior);
      // What the run changed must not be read from the store as it was.
      if (toAct.length > 0) await deps.budget?.changed(ownerId, account.id);
    }
    for (const objectReport of report.objects) {
      for (const action of objectReport.actions) {
        // A notification is not a change: the report counts changes (the screens count notifications apart).
        if (action.status === 'done' && action.type !== 'notify') report.actions_done += 1;
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
  prior: Map<string, WriteRecord>,
) {
  const db = deps.database.db;
  const level = rule.definition.scope.level;
  const writes: { target: (typeof targets)[number]; change: PlannedChange; operation: BatchOperation }[] = [];
  const resultOf = new Map<PlannedChange, ActionResult>();
  const resultBase = (change: PlannedChange) => ({ type: change.type, ...(change.field ? { field: change.field } : {}), ...(change.old !== undefined ? { old: change.old } : {}) });
  const metadataOf = (target: (typeof targets)[number], change: PlannedChange) => ({
    object_id: target.object.id,
    object_type: level,
    object_name: target.object.name,
    ...(target.object.campaignName ? { campaign_name: target.object.campaignName } : {}),
    ...(target.object.adsetName ? { adset_name: target.object.adsetName } : {}),
    account_id: account.id,
    original: change.field && change.type !== 'duplicate' ? { [change.field]: change.old } : undefined,
  });
  /** Writes an earlier attempt of this run applied, confirmed now by reading the object back. */
  const confirmed: { target: (typeof targets)[number]; change: PlannedChange }[] = [];
  const outcomes: Parameters<typeof settleWrites>[2][number][] = [];
  const fresh: { objectId: string; change: PlannedChange }[] = [];
  for (const target of targets) {
    for (const change of target.changes) {
      if (!change.write) continue;
      const record = prior.get(writeKey(target.object.id, change.type, change.field));
      const key = { objectId: target.object.id, action: change.type, field: change.field };
      if (record?.state === 'applied') {
        resultOf.set(change, { ...resultBase(change), new: change.new, status: 'done' });
        continue;
      }
      if (record?.state === 'failed') {
        resultOf.set(change, { ...resultBase(change), new: change.new, status: 'failed', error: record.error ?? 'The platform refused the change' });
        continue;
      }
      if (record) {
        const resolution = resolvePending(record, target.object, account);
        if (resolution.kind === 'applied') {
          resultOf.set(change, { ...resultBase(change), new: change.new, status: 'done' });
          confirmed.push({ target, change });
          outcomes.push({ ...key, state: 'applied' });
          continue;
        }
        if (resolution.kind === 'conflict') {
          resultOf.set(change, { ...resultBase(change), new: change.new, status: 'failed', error: resolution.message });
          outcomes.push({ ...key, state: 'failed', error: resolution.message });
          continue;
        }
      } else {
        fresh.push({ objectId: target.object.id, change });
      }
      const body = new URLSearchParams({ ...change.write.params, __metadata: JSON.stringify(metadataOf(target, change)) }).toString();
      writes.push({ target, change, operation: { method: 'POST', relative_url: change.write.path, body } });
    }
  }
  // Recorded before anything is sent: a crash from here on leaves the intent for the next attempt to check.
  if (runId !== null) await recordPendingWrites(db, runId, fresh);
  const prepared = prepareBatch(writes.map((write) => ({ ...write.operation })));
  const results = writes.length > 0 ? await graph.run(prepared.items as BatchOperation[]) : [];
  const activities: ActivityInput[] = [];
  const activityChanges = (change: PlannedChange, newValue: unknown) =>
    change.type === 'duplicate' ? { copies: { status_option: 'PAUSED', copied_id: newValue } } : { [change.field!]: change.write!.params[change.field!] };
  results.forEach((result, index) => {
    const { change, target } = writes[index]!;
    const key = { objectId: target.object.id, action: change.type, field: change.field };
    if (result.ok) {
      const copied = change.type === 'duplicate' ? (result.body as { copied_adset_id?: string; copied_campaign_id?: string; copied_ad_id?: string }) : undefined;
      const newValue = copied ? (copied.copied_adset_id ?? copied.copied_campaign_id ?? copied.copied_ad_id) : change.new;
      resultOf.set(change, { ...resultBase(change), new: newValue, status: 'done' });
      activities.push({ ...activityOf(prepared.metadata[index]!, activityChanges(change, newValue)), rule: { id: rule.id, name: rule.name, runId } });
      outcomes.push({ ...key, state: 'applied' });
    } else {
      resultOf.set(change, { ...resultBase(change), new: change.new, status: 'failed', error: result.error.message ?? 'The platform refused the change' });
      // No answer at all (status 0): the platform may have applied it; the record stays pending for a read-back.
      if (result.status !== 0) outcomes.push({ ...key, state: 'failed', error: result.error.message ?? 'refused' });
    }
  });
  for (const { target, change } of confirmed) {
    activities.push({ ...activityOf(metadataOf(target, change), activityChanges(change, change.new)), rule: { id: rule.id, name: rule.name, runId } });
  }
  // What the platform got, the write records and the activity log change together.
  const acted = targets.filter((target) => target.changes.some((change) => change.type === 'notify' || resultOf.get(change)?.status === 'done'));
  await deps.database.transaction(async (tx) => {
    if (runId !== null) await settleWrites(tx, runId, outcomes);
    if (activities.length > 0) await recordActivities(tx, rule.teamId === null ? { ownerId: rule.createdBy } : { teamId: rule.teamId }, rule.createdBy, activities);
    for (const target of acted) {
      await tx
        .insert(ruleObjectStates)
        .values({ ruleId: rule.id, objectId: target.object.id, executions: 1, lastActedAt: now })
        .onConflictDoUpdate({
          target: [ruleObjectStates.ruleId, ruleObjectStates.objectId],
          set: { executions: sql`${ruleObjectStates.executions} + 1`, lastActedAt: now },
        });
    }
  });
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
export async function recordRun(deps: RunDependencies, runId: number, report: RunReport, finishedAt: Date, leaseOwner?: string): Promise<void> {
  await deps.database.transaction(async (tx) => {
    const recorded = await tx
      .update(ruleRuns)
      .set({
        leaseOwner: null,
        leaseUntil: null,
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
      .where(leaseOwner === undefined ? eq(ruleRuns.id, runId) : and(eq(ruleRuns.id, runId), eq(ruleRuns.leaseOwner, leaseOwner)))
      .returning({ id: ruleRuns.id });
    // Another process took the run over (this one stopped renewing its lease): its record is the one that counts.
    if (recorded.length === 0) return;
    const rows = report.objects.map((object) => ({
      runId,
      objectId: object.object_id,
      objectType: object.object_type,
      objectName: object.object_name,
      campaignName: object.campaign_name ?? null,
      adsetName: object.adset_name ?? null,
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
 * Runs a queued run once: it is claimed with a lease (queued → running) so a second delivery of the same job, or a
 * second process, does nothing while it lives; then evaluated, acted on and recorded. A run whose process died (its
 * lease ran out) is taken over: its recorded writes are checked against the platform, never sent twice.
 */
export async function executeRun(deps: RunDependencies, runId: number): Promise<RunReport | null> {
  const db = deps.database.db;
  const owner = deps.leaseOwner ?? PROCESS_LEASE_OWNER;
  const run = await claimRun(db, runId, owner, (deps.now ?? (() => new Date()))());
  if (!run) return null;
  const [rule] = await db.select().from(rules).where(eq(rules.id, run.ruleId));
  if (!rule) return null;
  const deferrable = run.trigger === 'schedule' && deps.deferRun !== undefined;
  const release = keepLease(db, runId, owner);
  try {
    let report: RunReport;
    try {
      report = await evaluateRule(deps, { rule, definition: rule.definition, accountId: rule.accountId }, { dryRun: false, runId, deferrable });
    } catch (error) {
      if (!(error instanceof ThrottledRunError) || !deferrable) throw error;
      // A scheduled run can wait: it goes back to the queue until Facebook lets the account's calls through again.
      await db.update(ruleRuns).set({ status: 'queued', startedAt: null, leaseOwner: null, leaseUntil: null }).where(eq(ruleRuns.id, runId));
      await deps.deferRun!(runId, new Date(error.regainAt + (deps.runAfterRegainMs ?? RUN_AFTER_REGAIN_MS)));
      return null;
    }
    await recordRun(deps, runId, report, (deps.now ?? (() => new Date()))(), owner);
    return report;
  } finally {
    release();
  }
}

/** A deferred run starts this long after the regain time, so its first read is not the one that finds the limit again. */
const RUN_AFTER_REGAIN_MS = 5_000;
/** How long a Run now waits for the run it joined. */
const JOIN_WAIT_MS = 120_000;

/**
 * A run now, on demand. When the rule already has a run in flight (pressed on another tab or server, or its scheduled
 * run), this joins it instead of starting a second: a queued one is run here, a running one is waited for. The
 * check and the insert are serialised on the rule's row, so two presses at the same moment make one run.
 */
export async function runNow(deps: RunDependencies, rule: RuleRow, trigger: RunTrigger = 'manual'): Promise<{ runId: number; report: RunReport; joined: boolean }> {
  const { runId, joined } = await deps.database.transaction(async (tx) => {
    await tx.select({ id: rules.id }).from(rules).where(eq(rules.id, rule.id)).for('update');
    const [active] = await tx
      .select({ id: ruleRuns.id })
      .from(ruleRuns)
      .where(and(eq(ruleRuns.ruleId, rule.id), inArray(ruleRuns.status, ['queued', 'running']), inArray(ruleRuns.trigger, ['manual', 'schedule'])))
      .orderBy(ruleRuns.id)
      .limit(1);
    if (active) return { runId: active.id, joined: true };
    const [run] = await tx.insert(ruleRuns).values({ ruleId: rule.id, trigger, status: 'queued' }).returning({ id: ruleRuns.id });
    return { runId: run!.id, joined: false };
  });
  const report = (await executeRun(deps, runId)) ?? (await finishedReport(deps, runId));
  return { runId, report, joined };
}

/** The report of a run another process is finishing, once it has finished. */
async function finishedReport(deps: RunDependencies, runId: number): Promise<RunReport> {
  const db = deps.database.db;
  const end = Date.now() + JOIN_WAIT_MS;
  for (;;) {
    const [run] = await db.select().from(ruleRuns).where(eq(ruleRuns.id, runId));
    if (run && run.finishedAt) {
      const objects = await db.select().from(ruleRunObjects).where(eq(ruleRunObjects.runId, runId)).orderBy(ruleRunObjects.id);
      return {
        status: run.status,
        error: run.error,
        duration_ms: run.durationMs ?? 0,
        graph_requests: run.graphRequests,
        objects_checked: run.objectsChecked,
        objects_matched: run.objectsMatched,
        actions_done: run.actionsDone,
        actions_failed: run.actionsFailed,
        objects: objects.map(objectReportOf),
      };
    }
    if (Date.now() > end) throw new ApiError(504, 'run_in_progress', 'This rule is still running; its result will be in the history shortly.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
