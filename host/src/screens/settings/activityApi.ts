import { api } from 'shared-graph';

export interface ActivityRecord {
  id: number;
  team_id: number;
  account_id: string;
  user: { id: number; name: string };
  activity: { object_id: string; object_type: string; object_name: string; original: unknown; changes: unknown };
  /** The automation rule that made the change (on behalf of `user`, its creator); `id` null once it is deleted. */
  rule?: { id: number | null; name: string; run_id: number | null } | null;
  created_at: string;
}

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
  const searchParams: Record<string, string> = { page: String(query.page) };
  if (query.member) searchParams.member = query.member;
  if (query.objectType) searchParams.object_type = query.objectType;
  if (query.q?.trim()) searchParams.q = query.q.trim();
  return api.page<ActivityRecord[]>('GET', `user/team/${teamId}/activity`, { searchParams, signal });
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
