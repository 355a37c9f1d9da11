/** The execution log: runs across a team's rules (newest first, filterable) and one run with its objects. */
import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { OWN_TEAM_ID } from '../teams/teams';
import type { RuleScope } from './rules';
import { runSummary } from './rule-view';
import { ruleRunObjects, ruleRuns, rules, type RuleRow, type RuleRunObjectRow, type RunStatus, type RunTrigger } from './table';

export const HISTORY_PAGE_SIZE = 50;

export interface RunFilter {
  ruleId?: number;
  status?: RunStatus;
  trigger?: RunTrigger;
  page: number;
}

export async function listRuns(db: Db, scope: RuleScope, filter: RunFilter) {
  const conditions: SQL[] = [
    scope.teamId === OWN_TEAM_ID ? and(isNull(rules.teamId), eq(rules.createdBy, scope.ownerId))! : eq(rules.teamId, scope.teamId),
  ];
  if (filter.ruleId !== undefined) conditions.push(eq(ruleRuns.ruleId, filter.ruleId));
  if (filter.status) conditions.push(eq(ruleRuns.status, filter.status));
  if (filter.trigger) conditions.push(eq(ruleRuns.trigger, filter.trigger));
  const rows = await db
    .select({ run: ruleRuns, ruleName: rules.name, accountId: rules.accountId })
    .from(ruleRuns)
    .innerJoin(rules, eq(rules.id, ruleRuns.ruleId))
    .where(and(...conditions))
    .orderBy(desc(ruleRuns.id))
    .limit(HISTORY_PAGE_SIZE + 1)
    .offset((filter.page - 1) * HISTORY_PAGE_SIZE);
  return {
    items: rows.slice(0, HISTORY_PAGE_SIZE).map(({ run, ruleName, accountId }) => ({ ...runSummary(run), rule_name: ruleName, account_id: accountId })),
    hasMore: rows.length > HISTORY_PAGE_SIZE,
  };
}

export async function runWithObjects(db: Db, rule: RuleRow, runId: number) {
  const [run] = await db.select().from(ruleRuns).where(and(eq(ruleRuns.id, runId), eq(ruleRuns.ruleId, rule.id)));
  if (!run) throw notFound('This run does not exist or belongs to another rule');
  const objects = await db.select().from(ruleRunObjects).where(eq(ruleRunObjects.runId, run.id)).orderBy(desc(ruleRunObjects.matched), asc(ruleRunObjects.id));
  return {
    ...runSummary(run),
    rule_name: rule.name,
    account_id: rule.accountId,
    objects: objects.map(objectReportOf),
  };
}

/** One object of a recorded run, as the run's report names it. */
export function objectReportOf(object: RuleRunObjectRow) {
  return {
    object_id: object.objectId,
    object_type: object.objectType,
    object_name: object.objectName,
    campaign_name: object.campaignName,
    adset_name: object.adsetName,
    matched: object.matched,
    metrics: object.metrics,
    conditions: object.conditions,
    actions: object.actions,
    skipped: object.skipped,
  };
}
