// Ads manager figures (issue 9) on the sandbox's large account (300 campaigns, 1,000 ad sets, SANDBOX_LARGE_ACCOUNT=1;
// its own stack, so the other scenarios keep their world): the list with two-range insights first rendered,
// switching tabs, loading and sorting 1,000 ad set rows, and a bulk budget edit of 50 ad sets.
import type { Browser, Page } from '@playwright/test';
import { startStack } from '../support/stack';
import { countApiRequests, largeAccountId, logInAsBuyer, platformCalls } from './adsmanagerPage';
import { median } from './stats';

export interface AdsManagerFigures {
  campaigns: number;
  adsets: number;
  /** Navigation to /adsmanager/:account/campaigns → the first 50 campaigns with this and the previous period's figures. */
  firstListMs: number;
  /** Requests to the server (API and graph proxy) until then. */
  firstListHttpRequests: number;
  /** Tab clicked → the first 50 rows of that level with their figures. */
  tabSwitchMs: { adsets: number; ads: number };
  /** "Load more" clicked until all ad sets are rows (50 per page), and the requests it took. */
  loadAllAdsets: { rows: number; ms: number; httpRequests: number };
  /** Main-thread time of a header click (click → next frame) on the 1,000 loaded ad sets. */
  sortMs: Record<string, number>;
  longTasksDuringSorts: { count: number; maxMs: number };
  /** Budget +10 % on 50 selected ad sets: confirm clicked → a result per row shown. */
  bulk50: { selected: number; changed: number; httpRequests: number; graphOperations: number; ms: number; refreshHttpRequests: number };
}

const GRID = (label: string) => `[role="grid"][aria-label="${label}"]`;

/** The grid has its first rows and their insights (the totals row has a figure, not the loading dash). */
async function listRendered(page: Page, label: string) {
  await page.locator(`${GRID(label)}[aria-busy="false"] [role="row"][data-row-id]`).first().waitFor({ timeout: 120_000 });
  await page.getByText(/^\d[\d,]* (campaigns?|ad sets?|ads?) loaded/).waitFor({ timeout: 120_000 });
}

/** Main-thread time of a sort: header button clicked → the next frame. */
function timeSort(page: Page, label: string) {
  return page.evaluate(async (name) => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('[role="columnheader"] button')].find((b) => b.textContent?.trim().startsWith(name));
    if (!button) throw new Error(`no sort button ${name}`);
    const t0 = performance.now();
    button.click();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - t0;
  }, label);
}

async function loadAll(page: Page): Promise<number> {
  const more = page.getByRole('button', { name: 'Load more' });
  for (let pages = 0; pages < 40 && (await more.isVisible()); pages += 1) {
    const before = await page.getByRole('status').filter({ hasText: / loaded/ }).textContent();
    await more.click();
    await page.waitForFunction((text) => {
      const status = [...document.querySelectorAll('[role="status"]')].find((el) => / loaded/.test(el.textContent ?? ''));
      return status && status.textContent !== text;
    }, before);
  }
  const status = (await page.getByRole('status').filter({ hasText: / loaded/ }).textContent()) ?? '';
  return Number(status.replace(/ loaded.*/, '').replace(/[^0-9]/g, ''));
}

export async function measureAdsManager(browser: Browser, baseUrl: string, sandboxUrl: string, runs: number): Promise<AdsManagerFigures> {
  const first: number[] = [];
  const firstRequests: number[] = [];
  const toAdsets: number[] = [];
  const toAds: number[] = [];
  let account = '';
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await logInAsBuyer(page);
    account = await largeAccountId(page);
    const counter = countApiRequests(page);
    const started = Date.now();
    await page.goto(`/adsmanager/${account}/campaigns`);
    await listRendered(page, 'Campaigns');
    first.push(Date.now() - started);
    firstRequests.push(counter.stop());

    let t = Date.now();
    await page.getByRole('navigation', { name: 'Levels' }).getByRole('link', { name: 'Ad sets' }).click();
    await listRendered(page, 'Ad sets');
    toAdsets.push(Date.now() - t);
    t = Date.now();
    await page.getByRole('navigation', { name: 'Levels' }).getByRole('link', { name: 'Ads' }).click();
    await listRendered(page, 'Ads');
    toAds.push(Date.now() - t);
    await context.close();
  }

  // 1,000 ad sets (archived and deleted ones too, or the list leaves them out): load every page, then sort by a few
  // columns (each twice: descending, ascending).
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await logInAsBuyer(page);
  await page.goto(`/adsmanager/${account}/adsets?status=all`);
  await listRendered(page, 'Ad sets');
  const loadCounter = countApiRequests(page);
  let t = Date.now();
  const rows = await loadAll(page);
  const loadMs = Date.now() - t;
  const loadRequests = loadCounter.stop();
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask' });
  });
  const sortMs: Record<string, number[]> = {};
  for (let run = 0; run < runs; run += 1) {
    for (const label of ['Amount spent', 'Name', 'Budget']) {
      (sortMs[label] ??= []).push(await timeSort(page, label));
      (sortMs[label] ??= []).push(await timeSort(page, label));
    }
  }
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);

  // Bulk: the first 50 ad sets of traffic campaigns (their budgets are on the ad sets), budget +10 %.
  await page.goto(`/adsmanager/${account}/adsets?objective=OUTCOME_TRAFFIC`);
  await listRendered(page, 'Ad sets');
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  const selected = Number(((await page.getByRole('toolbar', { name: 'Selected items' }).locator('strong').textContent()) ?? '').replace(/[^0-9]/g, ''));
  await page.getByRole('button', { name: 'Budget…' }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: /^Change \d+ budgets?$/ });
  const changed = Number(((await confirm.textContent()) ?? '').replace(/[^0-9]/g, ''));
  const bulkCounter = countApiRequests(page);
  const callsBefore = await platformCalls(sandboxUrl);
  t = Date.now();
  await confirm.click();
  await dialog.getByRole('list', { name: 'Result per item' }).waitFor({ timeout: 120_000 });
  const bulkMs = Date.now() - t;
  const bulkRequests = bulkCounter.stop();
  const bulkOperations = (await platformCalls(sandboxUrl)) - callsBefore;
  const refreshCounter = countApiRequests(page);
  await page.waitForLoadState('networkidle');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await listRendered(page, 'Ad sets');
  const refreshRequests = refreshCounter.stop();
  await context.close();

  const ms = (values: number[]) => Math.round(median(values));
  return {
    campaigns: 300,
    adsets: rows,
    firstListMs: ms(first),
    firstListHttpRequests: ms(firstRequests),
    tabSwitchMs: { adsets: ms(toAdsets), ads: ms(toAds) },
    loadAllAdsets: { rows, ms: loadMs, httpRequests: loadRequests },
    sortMs: Object.fromEntries(Object.entries(sortMs).map(([k, v]) => [k, ms(v)])),
    longTasksDuringSorts: { count: longTasks.length, maxMs: Math.round(Math.max(0, ...longTasks)) },
    bulk50: {
      selected,
      changed,
      httpRequests: bulkRequests,
      graphOperations: bulkOperations,
      ms: bulkMs,
      refreshHttpRequests: refreshRequests,
    },
  };
}

/** The scenario as `pnpm bench` runs it: a stack of its own whose sandbox has the large account. */
export async function measureAdsManagerOnLargeAccount(browser: Browser, runs: number): Promise<AdsManagerFigures> {
  const stack = await startStack({ largeAccount: true });
  try {
    return await measureAdsManager(browser, stack.baseUrl, stack.sandboxUrl, runs);
  } finally {
    await stack.stop();
  }
}

export function adsManagerMarkdown(a: AdsManagerFigures): string[] {
  const rows = a.adsets.toLocaleString('en');
  return [
    '## Ads manager (the sandbox\'s large account: 300 campaigns, 1,000 ad sets)',
    '',
    '| what | figure |',
    '|---|---|',
    `| navigation → the first 50 campaigns with this and the previous period's figures (two-range insights) | ${a.firstListMs} ms (${a.firstListHttpRequests} HTTP requests) |`,
    `| tab Campaigns → Ad sets / Ad sets → Ads, until the rows and their figures show | ${a.tabSwitchMs.adsets} ms / ${a.tabSwitchMs.ads} ms |`,
    `| "Load more" until all ${rows} ad sets are rows (50 a page) | ${a.loadAllAdsets.ms} ms (${a.loadAllAdsets.httpRequests} HTTP requests) |`,
    ...Object.entries(a.sortMs).map(([label, ms]) => `| sort ${rows} ad sets by "${label}" (click → next frame, main thread) | ${ms} ms |`),
    `| long tasks (> 50 ms) during all sorts | ${a.longTasksDuringSorts.count} (longest ${a.longTasksDuringSorts.maxMs} ms) |`,
    `| bulk budget +10 % on ${a.bulk50.selected} selected ad sets (${a.bulk50.changed} with a budget of their own): confirm → a result per row | ${a.bulk50.ms} ms, ${a.bulk50.httpRequests} HTTP requests carrying ${a.bulk50.graphOperations} graph operations |`,
    `| the list read again after it | ${a.bulk50.refreshHttpRequests} HTTP requests |`,
    '',
  ];
}
