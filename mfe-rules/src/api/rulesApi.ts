// The rules API (server/src/rules) through the typed client: rules, runs, reports and templates are the types the
// server's route schemas declare (schema.gen.ts), never declared again here; the rule's own shape is shared-graph's.
import { productApi, type ApiData, type RuleDefinition } from 'shared-graph';

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

type RuleRead = ApiData<'/api/rules/{id}'>;
/** A run in the log, as the server lists it. */
export type RunSummary = ApiData<'/api/rules/history'>[number];
export type RunStatus = RunSummary['status'];
export type Rule = RuleRead;
/** What a dry run (or Run now) reports: every object checked, its conditions and actions. */
export type RunReport = ApiData<'/api/rules/dry-run', 'post'>;
export type ObjectReport = RunReport['objects'][number];
export type ConditionResult = ObjectReport['conditions'][number];
export type ActionResult = ObjectReport['actions'][number];
/** One run with its objects, and whether it can be taken back. */
export type RunDetail = ApiData<'/api/rules/{id}/history/{runId}'>;
/**
 * A published template. Its definition is shared-graph's RuleDefinition: the OpenAPI document flattens a
 * condition-or-group item into one object with every field optional, the rule's own type keeps them apart.
 */
export type RuleTemplate = Omit<ApiData<'/api/rules/templates'>[number], 'definition'> & { definition: RuleDefinition };

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
  list: (teamId: number, filter: Record<string, string>, signal?: AbortSignal) => productApi.get('/api/rules', { query: { ...team(teamId), ...filter }, signal }),
  get: (teamId: number, id: number, signal?: AbortSignal) => productApi.get('/api/rules/{id}', { params: { id }, query: team(teamId), signal }),
  create: (teamId: number, input: RuleInput) => productApi.post('/api/rules', { body: input, query: team(teamId) }),
  update: (teamId: number, id: number, input: RuleInput) => productApi.put('/api/rules/{id}', { params: { id }, body: input, query: team(teamId) }),
  setEnabled: (teamId: number, id: number, enabled: boolean) => productApi.patch('/api/rules/{id}', { params: { id }, body: { enabled }, query: team(teamId) }),
  remove: (teamId: number, id: number) => productApi.delete('/api/rules/{id}', { params: { id }, query: team(teamId) }),
  dryRun: (teamId: number, input: RuleInput, signal?: AbortSignal) => productApi.post('/api/rules/dry-run', { body: input, query: team(teamId), signal }),
  /** What Run now would do for the saved rule, acting on nothing. */
  dryRunSaved: (teamId: number, id: number) => productApi.post('/api/rules/{id}/dry-run', { params: { id }, query: team(teamId) }),
  runNow: (teamId: number, id: number) => productApi.post('/api/rules/{id}/run', { params: { id }, query: team(teamId) }),
  history: (teamId: number, filter: Record<string, string | number>, signal?: AbortSignal) => {
    const query = { ...team(teamId), ...filter };
    return filter.rule
      ? productApi.page.get('/api/rules/{id}/history', { params: { id: filter.rule }, query, signal })
      : productApi.page.get('/api/rules/history', { query, signal });
  },
  run: (teamId: number, ruleId: number, runId: number, signal?: AbortSignal) =>
    productApi.get('/api/rules/{id}/history/{runId}', { params: { id: ruleId, runId }, query: team(teamId), signal }),
  /** Takes back what the run changed where nothing changed it since; answers the revert run. */
  revert: (teamId: number, ruleId: number, runId: number) =>
    productApi.post('/api/rules/{id}/history/{runId}/revert', { params: { id: ruleId, runId }, query: team(teamId) }),
  templates: (signal?: AbortSignal) => productApi.get('/api/rules/templates', { signal }) as Promise<RuleTemplate[]>,
};
