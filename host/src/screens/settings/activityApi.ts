import { productApi, type ApiData } from 'shared-graph';

/** One change in the log; `rule` is the automation rule that made it (on behalf of `user`, its creator). */
export type ActivityRecord = ApiData<'/api/user/team/{teamId}/activity'>[number];

/** Where a rule-made change is explained: the run's history entry, or the rule's history; null for a deleted rule. */
export function ruleRunLink(rule: NonNullable<ActivityRecord['rule']>): string | null {
  if (rule.id === null) return null;
  return rule.run_id === null ? `/rules/${rule.id}/history` : `/rules/${rule.id}/history?run=${rule.run_id}`;
}

export interface ActivityQuery {
  page: number;
  member?: string;
  objectType?: string;
  q?: string;
}

export function listActivity(teamId: number, query: ActivityQuery, signal?: AbortSignal) {
  const search: { page: string; member?: string; object_type?: string; q?: string } = { page: String(query.page) };
  if (query.member) search.member = query.member;
  if (query.objectType) search.object_type = query.objectType;
  if (query.q?.trim()) search.q = query.q.trim();
  return productApi.page.get('/api/user/team/{teamId}/activity', { params: { teamId }, query: search, signal });
}

/** Describes a change as "field: before → after" pairs. */
export function describeChanges(original: unknown, changes: unknown): string {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return changes === null || changes === undefined ? '' : JSON.stringify(changes);
  const before = original && typeof original === 'object' ? (original as Record<string, unknown>) : {};
  return Object.entries(changes as Record<string, unknown>)
    .map(([field, value]) => (field in before ? `${field}: ${show(before[field])} → ${show(value)}` : `${field}: ${show(value)}`))
    .join('; ');
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
