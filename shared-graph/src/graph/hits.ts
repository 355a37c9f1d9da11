import { readItem, removeItem, storageKeys, writeItem } from '../internal/storage';
import { STORAGE_KEYS } from '../session/storageKeys';

const KEEP_HOURS = 48;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `sasar.apihits.<yyyy-mm-dd-hh>` for the (local) hour of `date`. */
export function apiHitsKey(date: Date = new Date()): string {
  return `${STORAGE_KEYS.apiHitsPrefix}${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${pad(date.getHours())}`;
}

/** Graph calls counted in the hour of `date`. */
export function getApiHits(date: Date = new Date()): number {
  const value = Number(readItem(apiHitsKey(date)));
  return Number.isFinite(value) ? value : 0;
}

function prune(now: Date): void {
  const cutoff = now.getTime() - KEEP_HOURS * 3_600_000;
  for (const key of storageKeys()) {
    if (!key.startsWith(STORAGE_KEYS.apiHitsPrefix)) continue;
    const m = /^(\d{4})-(\d{2})-(\d{2})-(\d{2})$/.exec(key.slice(STORAGE_KEYS.apiHitsPrefix.length));
    if (!m) continue;
    const at = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4])).getTime();
    if (at < cutoff) removeItem(key);
  }
}

/** Adds `count` graph calls to the current hour's counter (each batch operation counts). Returns the new total. */
export function recordApiHits(count = 1, date: Date = new Date()): number {
  const key = apiHitsKey(date);
  const existing = readItem(key);
  if (existing === null) prune(date);
  const total = (Number(existing) || 0) + count;
  writeItem(key, String(total));
  return total;
}
