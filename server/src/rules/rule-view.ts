/** A rule as the API shows it: its definition, status, next run and the outcome of its latest run. */
import type { Static } from 'typebox';
import type { RuleRow, RuleRunRow } from './table';
import type { ruleView as ruleViewSchema } from './view-schema';

export function runSummary(run: RuleRunRow) {
  return {
    id: run.id,
    rule_id: run.ruleId,
    trigger: run.trigger,
    status: run.status,
    scheduled_for: run.scheduledFor?.toISOString() ?? null,
    started_at: run.startedAt?.toISOString() ?? null,
    finished_at: run.finishedAt?.toISOString() ?? null,
    duration_ms: run.durationMs,
    objects_checked: run.objectsChecked,
    objects_matched: run.objectsMatched,
    actions_done: run.actionsDone,
    actions_failed: run.actionsFailed,
    graph_requests: run.graphRequests,
    error: run.error,
    created_at: run.createdAt.toISOString(),
  };
}

export function ruleView(rule: RuleRow, lastRun: RuleRunRow | null) {
  return {
    id: rule.id,
    team_id: rule.teamId ?? 0,
    created_by: rule.createdBy,
    account_id: rule.accountId,
    ...rule.definition,
    // Stored only after ruleDefinitionProblems found every item a whole condition or a whole group.
    conditions: rule.definition.conditions as Static<typeof ruleViewSchema>['conditions'],
    name: rule.name,
    enabled: rule.enabled,
    disabled_reason: rule.disabledReason,
    next_run_at: rule.enabled ? (rule.nextRunAt?.toISOString() ?? null) : null,
    last_run: lastRun ? runSummary(lastRun) : null,
    created_at: rule.createdAt.toISOString(),
    updated_at: rule.updatedAt.toISOString(),
  };
}
