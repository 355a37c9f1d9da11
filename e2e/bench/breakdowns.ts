// Breakdowns in the ads manager's list (issue 22) on the sandbox's large account (300 campaigns) under Meta's
// realistic latency (0.2–2 s a call): "Breakdown: Age" chosen → every loaded campaign's age slices shown, for the first
// 50 campaigns and for all 300 after "Load more"; with the HTTP requests and the graph operations it took.
import type { Browser, Page } from '@playwright/test';
import { startStack } from '../support/stack';
import { countApiRequests, largeAccountId, logInAsBuyer, platformCalls } from './adsmanagerPage';
import { median } from './stats';

export interface BreakdownRun {
  campaigns: number;
  /** Breakdown chosen → the first sub-row is on screen. */
  firstSubRowsMs: number;
  /** Breakdown chosen → every campaign's slices are read and shown (the "Reading the breakdown" status gone). */
  allSubRowsMs: number;
  /** Requests to the server (API and graph proxy) from the choice until then — polling of other parts included. */
  httpRequests: number;
  /** Of those, requests through the graph proxy. */
  graphRequests: number;
  /** Graph operations the sandbox answered (a batch counts each). */
  graphOperations: number;
  /** Sub-rows in the grid (age slices of the loaded campaigns). */
  subRows: number;
}

export interface BreakdownFigures {
  latency: 'realistic';
  /** Median of the runs after the first: the server's store answers what it read before. */
  first50: BreakdownRun;
  all300: BreakdownRun;
  /** The first run of each, on a fresh server store: every slice is asked of the platform. */
  cold: { first50: BreakdownRun; all300: BreakdownRun };
  runs: number;
}

const loadedText = async (page: Page) => (await page.getByRole('status').filter({ hasText: / loaded/ }).textContent()) ?? '';

async function loadAll(page: Page): Promise<number> {
  const more = page.getByRole('button', { name: 'Load more' });
  for (let pages = 0; pages < 20 && (await more.isVisible()); pages += 1) {
    const before = await loadedText(page);
    await more.click();
    await page.waitForFunction((text) => [...document.querySelectorAll('[role="status"]')].some((el) => / loaded/.test(el.textContent ?? '') && el.textContent !== text), before, { timeout: 120_000 });
  }
  return Number((await loadedText(page)).replace(/ loaded.*/, '').replace(/[^0-9]/g, ''));
}

async function measureOnce(page: Page, sandboxUrl: string, account: string, all: boolean): Promise<BreakdownRun> {
  // Every campaign of the account (archived and deleted ones too, or the list leaves 74 of the 300 out).
  await page.goto(`/adsmanager/${account}/campaigns${all ? '?status=all' : ''}`);
  await page.locator('[role="grid"][aria-label="Campaigns"][aria-busy="false"] [role="row"][data-row-id]').first().waitFor({ timeout: 120_000 });
  await page.getByText(/^\d[\d,]* campaigns? loaded/).waitFor({ timeout: 120_000 });
  const campaigns = all ? await loadAll(page) : Number((await loadedText(page)).replace(/ loaded.*/, '').replace(/[^0-9]/g, ''));
  await page.waitForLoadState('networkidle');

  const requests = countApiRequests(page);
  const callsBefore = await platformCalls(sandboxUrl);
  const started = Date.now();
  await page.getByRole('combobox', { name: 'Breakdown' }).selectOption('age');
  await page.locator('[role="treegrid"][aria-label="Campaigns"] [role="row"][aria-level="2"]').first().waitFor({ timeout: 120_000 });
  const firstSubRowsMs = Date.now() - started;
  await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((el) => /Reading the breakdown/.test(el.textContent ?? '')), undefined, { timeout: 120_000 });
  const allSubRowsMs = Date.now() - started;
  const httpRequests = requests.stop();
  const graphRequests = requests.graphRequests();
  const graphOperations = (await platformCalls(sandboxUrl)) - callsBefore;
  const subRows = Number(await page.locator('[role="treegrid"][aria-label="Campaigns"]').getAttribute('aria-rowcount')) - 2 - campaigns;
  return { campaigns, firstSubRowsMs, allSubRowsMs, httpRequests, graphRequests, graphOperations, subRows };
}

function medianRun(runs: BreakdownRun[]): BreakdownRun {
  const m = (pick: (r: BreakdownRun) => number) => Math.round(median(runs.map(pick)));
  return {
    campaigns: m((r) => r.campaigns),
    firstSubRowsMs: m((r) => r.firstSubRowsMs),
    allSubRowsMs: m((r) => r.allSubRowsMs),
    httpRequests: m((r) => r.httpRequests),
    graphRequests: m((r) => r.graphRequests),
    graphOperations: m((r) => r.graphOperations),
    subRows: m((r) => r.subRows),
  };
}

/**
 * The scenario as `pnpm bench` runs it (`BENCH_ONLY=breakdowns`): a stack of its own, large account, realistic latency.
 * The server keeps what the platform answered, so the first run of each (a fresh store; the 300 rows' chunks differ
 * from the 50 rows' one) is reported apart from the median of the others.
 */
export async function measureBreakdowns(browser: Browser, runs: number): Promise<BreakdownFigures> {
  const stack = await startStack({ largeAccount: true, latency: 'realistic' });
  // Each run is a fresh page (nothing cached in the browser) and 15–60 s of Meta's latency: at most 3.
  const count = Math.max(2, Math.min(runs, 3));
  try {
    const first50: BreakdownRun[] = [];
    const all300: BreakdownRun[] = [];
    for (let run = 0; run < count; run += 1) {
      for (const all of [false, true]) {
        const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        await logInAsBuyer(page);
        (all ? all300 : first50).push(await measureOnce(page, stack.sandboxUrl, await largeAccountId(page), all));
        await context.close();
      }
    }
    return { latency: 'realistic', first50: medianRun(first50.slice(1)), all300: medianRun(all300.slice(1)), cold: { first50: first50[0]!, all300: all300[0]! }, runs: count };
  } finally {
    await stack.stop();
  }
}

export function breakdownsMarkdown(b: BreakdownFigures): string[] {
  const line = (r: BreakdownRun, read: string) =>
    `| ${r.campaigns} campaigns, ${read} | ${r.firstSubRowsMs} ms | ${r.allSubRowsMs} ms | ${r.subRows.toLocaleString('en')} | ${r.httpRequests} (${r.graphRequests} through the graph proxy) | ${r.graphOperations} |`;
  const warm = `again (median of ${b.runs - 1}, the server's store)`;
  return [
    `## Breakdown by age in the campaigns list (large account, ${b.latency} latency)`,
    '',
    '| rows loaded | choice → first sub-rows | choice → all sub-rows | sub-rows | HTTP requests | graph operations at the platform |',
    '|---|---|---|---|---|---|',
    ...(b.cold ? [line(b.cold.first50, 'first read')] : []),
    line(b.first50, warm),
    ...(b.cold ? [line(b.cold.all300, 'first read')] : []),
    line(b.all300, warm),
    '',
  ];
}
