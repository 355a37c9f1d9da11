// The rules API (server/src/rules): runs, reports and templates as the server describes them, and the calls on it;
// the rule's own shape is shared-graph's (one definition for the remote, the admin and the server's tests).
import { api, productApi, type RuleActionType, type RuleDefinition, type RuleLevel, type RuleOperator, type RuleWindow } from 'shared-graph';

export type {
  RuleAction,
  RuleActionType as ActionType,
  RuleCondition,
  RuleConditionGroup as ConditionGroup,
  RuleConditionItem as ConditionItem,
  RuleDefinition,
  RuleLevel,
  RuleOperand,
  RuleOperator,
  RuleSchedule,
  RuleScheduleKind as ScheduleKind,
  RuleWindow,
} from 'shared-graph';

export type RunStatus = 'queued' | 'running' | 'succeeded' | 'partial' | 'failed' | 'no_match';

export interface RunSummary {
  id: number;
  rule_id: number;
  rule_name?: string;
  account_id?: string;
  trigger: 'schedule' | 'manual' | 'dry_run' | 'revert';
  status: RunStatus;
  scheduled_for: string | null;
  started_at: string | null;
  finished_at: string | null;
  duration_ms: number | null;
  objects_checked: number;
  objects_matched: number;
  actions_done: number;
  actions_failed: number;
  error: string | null;
  created_at: string;
}

export interface Rule extends RuleDefinition {
  id: number;
  team_id: number;
  account_id: string;
  disabled_reason: string | null;
  next_run_at: string | null;
  last_run: RunSummary | null;
  created_at: string;
  updated_at: string;
}

export interface ConditionResult {
  path: string;
  metric: string;
  window: RuleWindow | null;
  operator: RuleOperator;
  left: number | null;
  right: number | null;
  right_to?: number | null;
  result: boolean;
  /** Why a side had no real number (no data in the window, no budget of its own), in words. */
  reason?: string;
}

export interface ActionResult {
  type: RuleActionType;
  field?: string;
  old?: unknown;
  new?: unknown;
  status: 'done' | 'failed' | 'skipped' | 'would';
  error?: string;
}

export interface ObjectReport {
  object_id: string;
  object_type: RuleLevel;
  object_name: string;
  /** The parents that tell same-named ad sets and ads apart, when the engine reports them. */
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
  objects_checked: number;
  objects_matched: number;
  actions_done: number;
  actions_failed: number;
  objects: ObjectReport[];
}

export interface RunDetail extends RunSummary {
  objects: ObjectReport[];
  /** A revert run: the run it took back. */
  reverts_run_id?: number | null;
  /** The revert run that took this run back. */
  reverted_by_run_id?: number | null;
  /** It changed something, has finished, is neither a dry run nor a revert, and was not reverted yet. */
  revertable?: boolean;
}

export interface RuleTemplate {
  id: number;
  name: string;
  category?: string;
  description?: string;
  definition: RuleDefinition;
}

export type RuleInput = RuleDefinition & { account_id: string };

const team = (teamId: number) => ({ team: teamId });

export const rulesKeys = {
  all: ['api', 'rules'] as const,
  list: (teamId: number, filter: Record<string, string>) => ['api', 'rules', 'list', teamId, filter] as const,
  rule: (teamId: number, id: number) => ['api', 'rules', 'rule', teamId, id] as const,
  history: (teamId: number, filter: Record<string, string | number>) => ['api', 'rules', 'history', teamId, filter] as const,
  run: (teamId: number, ruleId: number, runId: number) => ['api', 'rules', 'run', teamId, ruleId, runId] as const,
  templates: ['api', 'rules', 'templates'] as const,
};

export const rulesApi = {
  list: (teamId: number, filter: Record<string, string>, signal?: AbortSignal) => api.get<Rule[]>('rules', { searchParams: { ...team(teamId), ...filter }, signal }),
  get: (teamId: number, id: number, signal?: AbortSignal) => api.get<Rule>(`rules/${id}`, { searchParams: team(teamId), signal }),
  create: (teamId: number, input: RuleInput) => api.post<Rule>('rules', input, { searchParams: team(teamId) }),
  update: (teamId: number, id: number, input: RuleInput) => api.put<Rule>(`rules/${id}`, input, { searchParams: team(teamId) }),
  setEnabled: (teamId: number, id: number, enabled: boolean) => api.patch<Rule>(`rules/${id}`, { enabled }, { searchParams: team(teamId) }),
  remove: (teamId: number, id: number) => api.delete<{ id: number }>(`rules/${id}`, { searchParams: team(teamId) }),
  dryRun: (teamId: number, input: RuleInput, signal?: AbortSignal) => api.post<RunReport>('rules/dry-run', input, { searchParams: team(teamId), signal }),
  /** What Run now would do for the saved rule, acting on nothing. */
  dryRunSaved: (teamId: number, id: number) => productApi.post('/api/rules/{id}/dry-run', { params: { id }, query: team(teamId) }),
  runNow: (teamId: number, id: number) => api.post<RunReport & { run_id: number }>(`rules/${id}/run`, undefined, { searchParams: team(teamId) }),
  history: (teamId: number, filter: Record<string, string | number>, signal?: AbortSignal) =>
    api.page<RunSummary[]>('GET', filter.rule ? `rules/${filter.rule}/history` : 'rules/history', { searchParams: { ...team(teamId), ...filter }, signal }),
  run: (teamId: number, ruleId: number, runId: number, signal?: AbortSignal) => api.get<RunDetail>(`rules/${ruleId}/history/${runId}`, { searchParams: team(teamId), signal }),
  /** Takes back what the run changed where nothing changed it since; answers the revert run. */
  revert: (teamId: number, ruleId: number, runId: number) =>
    productApi.post('/api/rules/{id}/history/{runId}/revert', { params: { id: ruleId, runId }, query: team(teamId) }),
  templates: (signal?: AbortSignal) => api.get<RuleTemplate[]>('rules/templates', { signal }),
};
