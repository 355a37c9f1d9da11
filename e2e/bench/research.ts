// Research-area figures (issue 4): search → table time, 5,000-row sort/filter/scroll cost, reach batching + cache.
import type { Browser, Page } from '@playwright/test';
import { median } from './stats';
import { LOGIN_LABELS } from '../support/loginLabels';

const ONE_KEYWORD_QUERIES = ['fashion', 'coffee', 'travel', 'yoga', 'football'];
// 21 one-letter keywords: the sandbox's targetingsearch returns up to 1,000 items for each; merged, > 5,000 rows.
const WIDE_QUERY = 'a, e, i, o, u, n, r, s, t, l, c, m, d, g, p, b, k, h, y, w, f';

export interface ResearchFigures {
  searchToSortedTableMs: number;
  wideSearch: { rows: number; searchToTableMs: number };
  sortMs: Record<string, number>;
  filterMs: number;
  longTasksDuringSortFilter: { count: number; maxMs: number };
  scroll: { frames: number; p95FrameMs: number; maxFrameMs: number; longTasks: number };
  reach100: { selected: number; httpRequests: number; graphOperations: number; ms: number; repeatHttpRequests: number; repeatMs: number };
}

async function observeLongTasks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask' });
  });
}

const takeLongTasks = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    const tasks = w.__longTasks;
    w.__longTasks = [];
    return tasks;
  });

async function search(page: Page, query: string): Promise<number> {
  await page.getByLabel('Keywords').fill(query);
  const started = Date.now();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.locator('[role="grid"][aria-label="Results"] [role="row"][data-row-id]').first().waitFor();
  await page.locator('[role="grid"][aria-label="Results"][aria-busy="false"]').waitFor();
  return Date.now() - started;
}

/** Main-thread time of one interaction: from the synthetic click/input until the next frame after it. */
function timeInteraction(page: Page, action: { kind: 'sort'; label: string } | { kind: 'filter'; text: string }) {
  return page.evaluate(async (a) => {
    const t0 = performance.now();
    if (a.kind === 'sort') {
      const button = [...document.querySelectorAll<HTMLButtonElement>('[role="columnheader"] button')].find((b) => b.textContent?.startsWith(a.label));
      if (!button) throw new Error(`no sort button ${a.label}`);
      button.click();
    } else {
      const input = document.querySelector<HTMLInputElement>('input[aria-label="Filter results"]')!;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, a.text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - t0;
  }, action);
}

async function measureScroll(page: Page) {
  return page.evaluate(async () => {
    const viewport = document.querySelector<HTMLElement>('[data-testid="results-viewport"]')!;
    const frames: number[] = [];
    let last = performance.now();
    const steps = 120;
    const stride = (viewport.scrollHeight - viewport.clientHeight) / steps;
    for (let i = 1; i <= steps; i += 1) {
      viewport.scrollTop = i * stride;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      frames.push(now - last);
      last = now;
    }
    frames.sort((a, b) => a - b);
    return { frames: frames.length, p95FrameMs: frames[Math.floor(frames.length * 0.95)]!, maxFrameMs: frames.at(-1)! };
  });
}

async function selectFirstHundred(page: Page) {
  const rows = page.locator('[role="grid"][aria-label="Results"] [role="row"][data-row-id]');
  await rows.first().getByRole('checkbox').check();
  const hundredth = rows.filter({ has: page.getByRole('gridcell', { name: '100', exact: true }) });
  for (let attempt = 0; attempt < 10 && (await hundredth.count()) === 0; attempt += 1) {
    await page.locator('[data-testid="results-viewport"]').evaluate((el) => (el.scrollTop = el.scrollHeight));
    await page.waitForTimeout(150);
  }
  await hundredth.getByRole('checkbox').click({ modifiers: ['Shift'] });
  const text = (await page.getByText(/selected$/).first().textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

async function timeReach(page: Page, sandboxUrl: string) {
  let requests = 0;
  const onRequest = (request: { url(): string }) => {
    if (request.url().includes('/api/graph/')) requests += 1;
  };
  const before = (await (await fetch(`${sandboxUrl}/__sandbox/calls`)).json()) as { total: number };
  page.on('request', onRequest);
  const started = Date.now();
  await page.getByRole('button', { name: 'Estimate reach' }).click();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Estimate reach' }).and(page.locator(':not([aria-busy="true"])')).waitFor();
  const ms = Date.now() - started;
  page.off('request', onRequest);
  const after = (await (await fetch(`${sandboxUrl}/__sandbox/calls`)).json()) as { total: number };
  return { httpRequests: requests, graphOperations: after.total - before.total, ms };
}

export async function measureResearch(browser: Browser, baseUrl: string, sandboxUrl: string, runs: number): Promise<ResearchFigures> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/user/login');
  await page.getByLabel(LOGIN_LABELS.user).fill('demo');
  await page.getByLabel(LOGIN_LABELS.password).fill('demo1234');
  await page.getByRole('button', { name: LOGIN_LABELS.submit }).click();
  await page.getByLabel('Keywords').waitFor();
  const picker = await page.getByLabel('Ad account', { exact: true }).elementHandle();
  await page.waitForFunction((select) => !!(select as HTMLSelectElement | null)?.value, picker);

  const oneKeyword: number[] = [];
  for (let run = 0; run < runs; run += 1) oneKeyword.push(await search(page, ONE_KEYWORD_QUERIES[run % ONE_KEYWORD_QUERIES.length]!));

  const wideMs = await search(page, WIDE_QUERY);
  await page.getByLabel('Rows per page').selectOption('0');
  const status = (await page.getByText(/^Rows 1–/).textContent()) ?? '';
  const rows = Number(status.split('of')[1]?.replace(/[^0-9]/g, '') ?? 0);

  await observeLongTasks(page);
  const sortMs: Record<string, number[]> = {};
  for (let run = 0; run < runs; run += 1) {
    for (const label of ['Audience size', 'Name', 'Rank']) (sortMs[label] ??= []).push(await timeInteraction(page, { kind: 'sort', label }));
  }
  const filterMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    filterMs.push(await timeInteraction(page, { kind: 'filter', text: 'in' }));
    await timeInteraction(page, { kind: 'filter', text: '' });
  }
  const sortFilterTasks = await takeLongTasks(page);
  const scroll = await measureScroll(page);
  const scrollTasks = await takeLongTasks(page);

  await page.goto('/search?q=a');
  await page.locator('[role="grid"][aria-label="Results"] [role="row"][data-row-id]').first().waitFor();
  const selected = await selectFirstHundred(page);
  const cold = await timeReach(page, sandboxUrl);
  const warm = await timeReach(page, sandboxUrl);
  await context.close();

  return {
    searchToSortedTableMs: median(oneKeyword),
    wideSearch: { rows, searchToTableMs: wideMs },
    sortMs: Object.fromEntries(Object.entries(sortMs).map(([k, v]) => [k, Math.round(median(v))])),
    filterMs: Math.round(median(filterMs)),
    longTasksDuringSortFilter: { count: sortFilterTasks.length, maxMs: Math.round(Math.max(0, ...sortFilterTasks)) },
    scroll: { ...scroll, p95FrameMs: Math.round(scroll.p95FrameMs), maxFrameMs: Math.round(scroll.maxFrameMs), longTasks: scrollTasks.length },
    reach100: { selected, httpRequests: cold.httpRequests, graphOperations: cold.graphOperations, ms: cold.ms, repeatHttpRequests: warm.httpRequests, repeatMs: warm.ms },
  };
}
