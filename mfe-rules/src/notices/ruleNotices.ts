import { productApi, type ApiData } from 'shared-graph';
import { rulesKeys } from '../api/rulesApi';

/** An in-app notice from a rule (GET /api/rules/notices): what it matched, or that it was turned off. */
export type RuleNotice = ApiData<'/api/rules/notices'>['notices'][number];

/** Under the rules' keys (rulesKeys.all), so a rule run, which invalidates them, refreshes the notices too. */
export const RULE_NOTICES_KEY = [...rulesKeys.all, 'notices'] as const;
export const SHOWN_NOTICES = 3;

export const fetchUnreadNotices = (signal?: AbortSignal) =>
  productApi.get('/api/rules/notices', { query: { unread: 'true' }, signal });

export const markNoticeRead = (id: number) => productApi.post('/api/rules/notices/read', { body: { id } });
export const markAllNoticesRead = () => productApi.post('/api/rules/notices/read', { body: { all: true } });

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
