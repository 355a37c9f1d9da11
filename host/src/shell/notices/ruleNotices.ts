import { api } from 'shared-graph';

/** An in-app notice from a rule (GET /api/rules/notices): what it matched, or that it was turned off. */
export interface RuleNotice {
  id: number;
  rule_id: number | null;
  rule_name: string | null;
  team_id: number | null;
  run_id: number | null;
  kind: 'matched' | 'rule_paused';
  message: string;
  created_at: string;
  read_at: string | null;
}

/** Under the rules area's keys, so a rule run from the rules remote (which invalidates them) refreshes these. */
export const RULE_NOTICES_KEY = ['api', 'rules', 'notices'] as const;
export const SHOWN_NOTICES = 3;

export const fetchUnreadNotices = (signal?: AbortSignal) =>
  api.get<{ notices: RuleNotice[]; unread: number }>('rules/notices', { searchParams: { unread: 'true' }, signal });

export const markNoticeRead = (id: number) => api.post<{ marked: number }>('rules/notices/read', { id });
export const markAllNoticesRead = () => api.post<{ marked: number }>('rules/notices/read', { all: true });

/** The rule's history entry for the run the notice is about (the rule's history when there is no run). */
export function noticeLink(notice: RuleNotice): string | null {
  if (notice.rule_id === null) return null;
  // The rule's team goes along: the reader may have another team's ad account picked.
  const query = new URLSearchParams();
  if (notice.run_id !== null) query.set('run', String(notice.run_id));
  if (notice.team_id !== null) query.set('team', String(notice.team_id));
  const search = query.toString();
  return `/rules/${notice.rule_id}/history${search ? `?${search}` : ''}`;
}

/** The notice's first line ("Rule “X” matched 2 objects in act_1"), without the list of objects under it. */
export function noticeHeadline(notice: RuleNotice): string {
  return (notice.message.split('\n')[0] ?? '').replace(/:$/, '');
}
