import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { queryKeys } from 'shared-graph';
import { createQueryClient } from 'shared-graph/host';
import { keepEntry, researchKeys } from './researchCache';
import { persistResearchCache, researchCacheStorageKey, type ResearchPersister } from './researchPersister';

const STORAGE_KEY = researchCacheStorageKey(42);
const SPEC = { age_min: 18, geo_locations: { countries: ['ID'] } };
const searchKey = researchKeys.search('act_1', ['yoga'], false);
const singleReachKey = researchKeys.singleReach('act_1', 'OFFSITE_CONVERSIONS', SPEC);
const assetsKey = queryKeys.assets({ teamId: 0, adAccount: 'act_1' }, { type: 'campaigns' } as never);
const rows = [{ id: '1', name: 'Yoga' }];
const estimate = { estimate_mau: 500_000, estimate_mau_lower_bound: 425_000, estimate_mau_upper_bound: 500_000, estimate_dau: 250_000, daily_outcomes_curve: [] };

let running: ResearchPersister[] = [];

/** A client as after a page load, with the research cache restored from storage. */
async function reloadedClient(): Promise<QueryClient> {
  const client = createQueryClient();
  const persister = persistResearchCache(client, { storageKey: STORAGE_KEY });
  running.push(persister);
  await persister.restored;
  return client;
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await Promise.all(running.map((persister) => persister.stop()));
  running = [];
  jest.useRealTimers();
});

test('research answers survive a new query client; other areas’ answers are never written', async () => {
  const client = await reloadedClient();
  client.setQueryData(searchKey, rows);
  keepEntry(client, singleReachKey, estimate);
  client.setQueryData(assetsKey, [{ id: 'c1' }]);
  client.setQueryData(queryKeys.apiResource('team'), { id: 0 });
  await running[0]!.flush();

  expect(localStorage.getItem(STORAGE_KEY)).toMatch(/^(c1|j1):/);
  const next = await reloadedClient();
  expect(next.getQueryData(searchKey)).toEqual(rows);
  expect(next.getQueryData(singleReachKey)).toEqual(estimate);
  expect(next.getQueryData(assetsKey)).toBeUndefined();
  expect(next.getQueryData(queryKeys.apiResource('team'))).toBeUndefined();
  // Restored answers keep their age: a query reading them counts them fresh, no request.
  expect(next.getQueryState(searchKey)?.dataUpdatedAt).toBe(client.getQueryState(searchKey)?.dataUpdatedAt);
});

test('each entry is restored until its lifetime ends: answers an hour, a reach asked alone a day', async () => {
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'] });
  jest.setSystemTime(new Date('2025-06-15T03:00:00Z'));
  const client = await reloadedClient();
  client.setQueryData(searchKey, rows);
  keepEntry(client, singleReachKey, estimate);
  await running[0]!.flush();

  jest.setSystemTime(new Date('2025-06-15T03:59:00Z'));
  expect((await reloadedClient()).getQueryData(searchKey)).toEqual(rows);
  jest.setSystemTime(new Date('2025-06-15T04:01:00Z'));
  const later = await reloadedClient();
  expect(later.getQueryData(searchKey)).toBeUndefined();
  expect(later.getQueryData(singleReachKey)).toEqual(estimate);
  jest.setSystemTime(new Date('2025-06-16T03:01:00Z'));
  expect((await reloadedClient()).getQueryData(singleReachKey)).toBeUndefined();
});

test('saves 1 s after the last change', async () => {
  jest.useFakeTimers();
  const client = createQueryClient();
  const persister = persistResearchCache(client, { storageKey: STORAGE_KEY });
  await persister.restored;
  client.setQueryData(searchKey, rows);
  await jest.advanceTimersByTimeAsync(600);
  keepEntry(client, singleReachKey, estimate);
  await jest.advanceTimersByTimeAsync(999);
  expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  await jest.advanceTimersByTimeAsync(1);
  // The save the delay started compresses on the real event loop before it writes.
  jest.useRealTimers();
  await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).not.toBeNull());
});

test('what changed just before the research area closes is saved as it closes', async () => {
  const client = createQueryClient();
  const persister = persistResearchCache(client, { storageKey: STORAGE_KEY });
  await persister.restored;
  client.setQueryData(searchKey, rows);
  await persister.stop();
  expect((await reloadedClient()).getQueryData(searchKey)).toEqual(rows);
});

test('a sign-out emptying the query client leaves the kept entries for the next sign-in', async () => {
  const client = await reloadedClient();
  client.setQueryData(searchKey, rows);
  await running[0]!.flush();
  client.clear();
  await running[0]!.stop();
  expect((await reloadedClient()).getQueryData(searchKey)).toEqual(rows);
});

test('another user’s research cache is another entry', async () => {
  const client = await reloadedClient();
  client.setQueryData(searchKey, rows);
  await running[0]!.flush();
  const other = createQueryClient();
  const persister = persistResearchCache(other, { storageKey: researchCacheStorageKey(7) });
  running.push(persister);
  await persister.restored;
  expect(other.getQueryData(searchKey)).toBeUndefined();
});

test('storage that holds nothing readable restores nothing and is written over', async () => {
  localStorage.setItem(STORAGE_KEY, 'j1:{not json');
  const client = await reloadedClient();
  expect(client.getQueryCache().getAll()).toHaveLength(0);
  client.setQueryData(searchKey, rows);
  await running[0]!.flush();
  expect((await reloadedClient()).getQueryData(searchKey)).toEqual(rows);
});

test('when storage is short, the estimates are kept and the result lists dropped', async () => {
  const client = await reloadedClient();
  const setItem = Storage.prototype.setItem;
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    if (value.length > 600) throw new DOMException('full', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
  client.setQueryData(searchKey, Array.from({ length: 200 }, (_, i) => ({ id: String(i), name: `Interest ${i}` })));
  keepEntry(client, singleReachKey, estimate);
  await running[0]!.flush();
  jest.restoreAllMocks();

  const next = await reloadedClient();
  expect(next.getQueryData(singleReachKey)).toEqual(estimate);
  expect(next.getQueryData(searchKey)).toBeUndefined();
});
