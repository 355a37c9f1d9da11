// Dashboard figures (issue 10): the overview of 3 ad accounts × 90 days — HTTP requests to the server, time to the
// KPI cards and to the trend charts — and what the dashboard remote weighs (gzip).
import type { Browser, Request } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { distOf } from '../support/paths';
import { median } from './stats';
import { logInThroughForm } from './logIn';

export interface DashboardFigures {
  accounts: number;
  days: number;
  /** Requests to the product server (API and graph proxy) from navigation until the charts show. */
  httpRequests: number;
  /** Graph operations those requests carried (batch items count one each). */
  graphOperations: number;
  /** Navigation to /dashboard → every KPI card shows a value. */
  kpiCardsMs: number;
  /** Navigation to /dashboard → every trend chart has drawn its canvas. */
  chartsMs: number;
  /** The remote's production JS (all files of mfe-dashboard/dist), gzip. */
  remoteGzipBytes: number;
  /** The same for the files a first visit to /dashboard loads. */
  remoteEntryGzipBytes: number;
}

interface UserAccount {
  id: string;
  team: number;
  account_status: number;
}

function remoteGzip(): { all: number; entry: number } {
  let all = 0;
  let entry = 0;
  for (const file of readdirSync(distOf('mfe-dashboard')).filter((name) => name.endsWith('.js'))) {
    const size = gzipSync(readFileSync(path.join(distOf('mfe-dashboard'), file))).length;
    all += size;
    if (file === 'remoteEntry.js') entry += size;
  }
  return { all, entry };
}

function operationsOf(request: Request): number {
  if (!request.url().includes('/api/graph/')) return 0;
  const body = request.postData();
  if (!body) return 1;
  try {
    const batch = (JSON.parse(body) as { batch?: unknown[] }).batch;
    return Array.isArray(batch) ? batch.length : 1;
  } catch {
    return 1;
  }
}

export async function measureDashboard(browser: Browser, baseUrl: string, runs: number): Promise<DashboardFigures> {
  const kpi: number[] = [];
  const charts: number[] = [];
  let httpRequests = 0;
  let graphOperations = 0;
  let accounts = 0;
  let entryBytes = 0;
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await logInThroughForm(page);
    await page.waitForLoadState('networkidle');
    const user = (await (await page.request.get('/api/user')).json()) as { data: { ad_accounts: UserAccount[] } };
    const chosen = user.data.ad_accounts.filter((a) => [1, 3].includes(a.account_status)).slice(0, 3);
    accounts = chosen.length;
    const metrics = ((await (await page.request.get('/api/dashboard/preferences')).json()) as { data: { metrics: string[] } }).data.metrics;

    const requests: Request[] = [];
    const onRequest = (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request);
    };
    const dashboardFiles: Array<Promise<number>> = [];
    const onResponse = (response: { url(): string; body(): Promise<Buffer> }) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/remotes/dashboard/') && url.pathname.endsWith('.js')) {
        dashboardFiles.push(response.body().then((body) => gzipSync(body).length, () => 0));
      }
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    const started = Date.now();
    await page.goto(`/dashboard?date=last_90d&accounts=${chosen.map((a) => `${a.team}:${a.id}`).join(',')}`);
    // Every card has a value; with the default preset (8 metrics) some money cards show one value per currency.
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-metric]').length >= count && [...document.querySelectorAll('[data-metric]')].every((card) => card.querySelector('[data-testid="kpi-value"]')),
      metrics.length || 1,
      { timeout: 120_000 },
    );
    kpi.push(Date.now() - started);
    await page.waitForFunction(
      () => {
        const figures = [...document.querySelectorAll('section[aria-label="Trends"] figure')];
        return figures.length > 0 && figures.every((figure) => figure.querySelector('canvas'));
      },
      undefined,
      { timeout: 120_000 },
    );
    charts.push(Date.now() - started);
    page.off('request', onRequest);
    page.off('response', onResponse);
    httpRequests = requests.length;
    graphOperations = requests.reduce((sum, request) => sum + operationsOf(request), 0);
    if (run === 0) {
      await page.waitForLoadState('networkidle');
      entryBytes = (await Promise.all(dashboardFiles)).reduce((sum, n) => sum + n, 0);
    }
    await context.close();
  }
  const gzip = remoteGzip();
  return {
    accounts,
    days: 90,
    httpRequests,
    graphOperations,
    kpiCardsMs: median(kpi),
    chartsMs: median(charts),
    remoteGzipBytes: gzip.all,
    remoteEntryGzipBytes: entryBytes,
  };
}

export function dashboardMarkdown(d: DashboardFigures): string[] {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return [
    '## Dashboard',
    '',
    '| what | figure |',
    '|---|---|',
    `| overview of ${d.accounts} ad accounts × ${d.days} days (default preset): HTTP requests to the server / graph operations in them, until the charts show | ${d.httpRequests} / ${d.graphOperations} |`,
    `| the same: navigation → every KPI card has its value | ${d.kpiCardsMs} ms |`,
    `| the same: navigation → every trend chart drawn | ${d.chartsMs} ms |`,
    `| dashboard remote: all its JS gzip / what a first visit to /dashboard fetches of it (gzip) | ${kb(d.remoteGzipBytes)} / ${kb(d.remoteEntryGzipBytes)} |`,
    '',
  ];
}
