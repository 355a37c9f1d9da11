import { productApi, type ApiData } from 'shared-graph';

/** A release note (SPEC §3): `id` is the release timestamp. */
export type ChangelogEntry = ApiData<'/api/changelog'>[number];
export type ChangelogModule = ChangelogEntry['module'];
export type ChangelogItemType = ChangelogEntry['items'][number]['type'];

export const CHANGELOG_LAST_SEEN_KEY = 'sasar.changelog.lastSeen';
/** Before anyone has seen anything: 2023-01-01T00:00:00Z, older than every entry of the current product. */
export const DEFAULT_LAST_SEEN = 1672531200000;

/** The changelog (read through the query client, once for the header, the sidebar notice and /updates). */
export function fetchChangelog(signal?: AbortSignal): Promise<ChangelogEntry[]> {
  return productApi.get('/api/changelog', { signal }).then((data) => (Array.isArray(data) ? data : []));
}

export function readLastSeen(): number {
  const stored = Number(localStorage.getItem(CHANGELOG_LAST_SEEN_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : DEFAULT_LAST_SEEN;
}

/** Closing the dialog stores the newest id, so those entries are not shown again. */
export function storeLastSeen(entries: readonly ChangelogEntry[]): void {
  const newest = Math.max(readLastSeen(), ...entries.map((entry) => entry.id));
  try {
    localStorage.setItem(CHANGELOG_LAST_SEEN_KEY, String(newest));
  } catch {
    // Blocked storage: the dialog may show again next time, which is harmless.
  }
}

/** Entries newer than the last seen id, newest first. */
export function entriesNewerThan(entries: readonly ChangelogEntry[], lastSeen: number): ChangelogEntry[] {
  return entries.filter((entry) => entry.id > lastSeen).sort((a, b) => b.id - a.id);
}

export const ITEM_TYPE_LABEL: Record<ChangelogItemType, string> = { new: 'New', fix: 'Fix', change: 'Change', bug: 'Known issue' };
export const ITEM_TYPE_TONE = { new: 'success', fix: 'info', change: 'brand', bug: 'warning' } as const;
