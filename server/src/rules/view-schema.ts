/** The rule, its runs and their reports as the rules API answers them (schemas for the OpenAPI document). */
import Type from 'typebox';
import { Enum, OrNull } from '../http/responses';
import { ACTION_TYPES, conditionGroup, RULE_LEVELS, RULE_OPERATORS, RULE_WINDOWS, ruleCondition, ruleDefinitionProperties } from './definition';
import { NOTICE_KINDS, RUN_STATUSES, RUN_TRIGGERS } from './table';

const counts = {
  objects_checked: Type.Integer(),
  objects_matched: Type.Integer(),
  actions_done: Type.Integer(),
  actions_failed: Type.Integer(),
  graph_requests: Type.Integer(),
};

export const runSummary = Type.Object({
  id: Type.Integer(),
  rule_id: Type.Integer(),
  trigger: Enum(RUN_TRIGGERS),
  status: Enum(RUN_STATUSES),
  scheduled_for: OrNull(Type.String()),
  started_at: OrNull(Type.String()),
  finished_at: OrNull(Type.String()),
  duration_ms: OrNull(Type.Integer()),
  ...counts,
  error: OrNull(Type.String()),
  created_at: Type.String(),
});

/** A run in the history list: its rule's name and ad account beside it. */
export const runListItem = Type.Object({ ...runSummary.properties, rule_name: Type.String(), account_id: Type.String() });

export const ruleView = Type.Object({
  id: Type.Integer(),
  /** 0 = the user's own rules. */
  team_id: Type.Integer(),
  created_by: Type.Integer(),
  account_id: Type.String(),
  ...ruleDefinitionProperties,
  /** As stored: each item is a condition or a group of conditions (the request's item is one object, see definition.ts). */
  conditions: Type.Object({
    match: Enum(['all', 'any']),
    items: Type.Array(Type.Union([ruleCondition, conditionGroup])),
  }),
  disabled_reason: OrNull(Type.String()),
  next_run_at: OrNull(Type.String()),
  last_run: OrNull(runSummary),
  created_at: Type.String(),
  updated_at: Type.String(),
});

const conditionResult = Type.Object({
  path: Type.String(),
  metric: Type.String(),
  window: OrNull(Enum(RULE_WINDOWS)),
  operator: Enum(RULE_OPERATORS),
  left: OrNull(Type.Number()),
  right: OrNull(Type.Number()),
  right_to: Type.Optional(OrNull(Type.Number())),
  result: Type.Boolean(),
  /** Why a side had no real number (no data in the window, no budget of its own), in words. */
  reason: Type.Optional(Type.String()),
});

const actionResult = Type.Object({
  type: Enum(ACTION_TYPES),
  field: Type.Optional(Type.String()),
  old: Type.Optional(Type.Unknown()),
  new: Type.Optional(Type.Unknown()),
  status: Enum(['done', 'failed', 'skipped', 'would']),
  error: Type.Optional(Type.String()),
});

export const objectReport = Type.Object({
  object_id: Type.String(),
  object_type: Enum(RULE_LEVELS),
  object_name: Type.String(),
  /** The parents that tell same-named ad sets and ads apart (set by the engine when it reads them). */
  campaign_name: Type.Optional(OrNull(Type.String())),
  adset_name: Type.Optional(OrNull(Type.String())),
  /** The object's own and delivery status when the engine reports them. */
  status: Type.Optional(Type.String()),
  effective_status: Type.Optional(Type.String()),
  matched: Type.Boolean(),
  metrics: Type.Record(Type.String(), Type.Number()),
  conditions: Type.Array(conditionResult),
  actions: Type.Array(actionResult),
  skipped: OrNull(Type.String()),
});

/** What evaluating a rule found and did (a dry run only says what it would do). */
export const runReport = Type.Object({
  status: Enum(RUN_STATUSES),
  error: OrNull(Type.String()),
  duration_ms: Type.Integer(),
  ...counts,
  objects: Type.Array(objectReport),
});

export const runNowReport = Type.Object({ run_id: Type.Integer(), ...runReport.properties });

export const runDetail = Type.Object({
  ...runListItem.properties,
  objects: Type.Array(objectReport),
  /** A revert run: the run it took back. */
  reverts_run_id: OrNull(Type.Integer()),
  /** The revert run that took this run back (a failed revert does not count). */
  reverted_by_run_id: OrNull(Type.Integer()),
  /** It made changes, has finished, is neither a dry run nor a revert, and was not reverted yet. */
  revertable: Type.Boolean(),
});

/** An in-app notice from a rule; the rule's fields are null once the rule is deleted. */
export const ruleNotice = Type.Object({
  id: Type.Integer(),
  rule_id: OrNull(Type.Integer()),
  rule_name: OrNull(Type.String()),
  /** The rule's team (0 = its creator's own), for the link to it. */
  team_id: OrNull(Type.Integer()),
  run_id: OrNull(Type.Integer()),
  kind: Enum(NOTICE_KINDS),
  message: Type.String(),
  created_at: Type.String(),
  read_at: OrNull(Type.String()),
});

/** The newest notices and how many are unread. */
export const noticeList = Type.Object({ notices: Type.Array(ruleNotice), unread: Type.Integer() });

export const noticesMarked = Type.Object({ marked: Type.Integer() });
