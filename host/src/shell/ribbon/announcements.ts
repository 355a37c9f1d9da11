import { productApi, type ApiData } from 'shared-graph';

/** An announcement as GET /api/anouncements (the spec's spelling) answers it. */
export type Announcement = ApiData<'/api/anouncements'>[number];

export const DISMISSED_RIBBONS_KEY = 'sasar.ribbon.dismissed';
const REMEMBERED = 20;

export function fetchAnnouncements(signal?: AbortSignal): Promise<Announcement[]> {
  return productApi.get('/api/anouncements', { signal });
}

export function dismissedAnnouncementIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DISMISSED_RIBBONS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function rememberDismissed(id: number): void {
  const ids = [id, ...dismissedAnnouncementIds().filter((other) => other !== id)].slice(0, REMEMBERED);
  try {
    localStorage.setItem(DISMISSED_RIBBONS_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the ribbon still closes for this page view.
  }
}

/** The announcement to show: the newest one not dismissed (a non-dismissable one always shows). */
export function visibleAnnouncement(list: readonly Announcement[], dismissed: readonly number[]): Announcement | null {
  return list.find((a) => !a.dismissable || !dismissed.includes(a.id)) ?? null;
}

/** SPEC §2: the ribbon shows only on routes whose metadata has `ribbon: true`. */
export function isRibbonRoute(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as { ribbon?: unknown } | undefined)?.ribbon === true);
}
