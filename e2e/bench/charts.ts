// Chart-kit figures (issues 7 and 10): what the lazily loaded echarts code weighs, that the login page never
// downloads it, and what a first visit to the dashboard downloads (the remote plus the chart chunks).
import type { Browser, Response } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { distOf } from '../support/paths';
import { LOGIN_LABELS } from '../support/loginLabels';

export interface ChartFigures {
  /** The chart kit's async chunks in the host build (shared-ui is a host-provided singleton). */
  kit: { files: number; jsBytes: number; gzipBytes: number; brotliBytes: number };
  /** JS files the cold login page fetched that belong to the chart kit (should be 0). */
  chartFilesOnLoginPage: number;
  /** Logged in, first visit to /dashboard: gzip bytes of the remote's files and of the chart kit's files. */
  dashboardFirstVisit: { remoteGzipBytes: number; chartsGzipBytes: number };
}

/** The chart kit's chunk files: the lazy `charts` chunk (EChartCanvas with echarts), and any echarts vendor chunk. */
const isChartFile = (name: string) => /^charts\.[0-9a-f]+\.js$/.test(name) || (/echarts/.test(name) && name.endsWith('.js'));

export function chartKitSize(): ChartFigures['kit'] {
  const files = readdirSync(distOf('host')).filter(isChartFile);
  let jsBytes = 0;
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(distOf('host'), file));
    jsBytes += bytes.length;
    gzipBytes += gzipSync(bytes).length;
    brotliBytes += brotliCompressSync(bytes).length;
  }
  return { files: files.length, jsBytes, gzipBytes, brotliBytes };
}

async function gzipSize(response: Response): Promise<number> {
  const body = await response.body().catch(() => Buffer.alloc(0));
  return gzipSync(body).length;
}

export async function measureCharts(browser: Browser, baseUrl: string): Promise<ChartFigures> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const loginFiles: string[] = [];
  const onLoginResponse = (response: Response) => {
    const file = path.basename(new URL(response.url()).pathname);
    if (isChartFile(file)) loginFiles.push(file);
  };
  page.on('response', onLoginResponse);
  await page.goto('/user/login');
  await page.getByRole('button', { name: LOGIN_LABELS.submit }).waitFor();
  await page.waitForLoadState('networkidle');
  page.off('response', onLoginResponse);

  await page.getByLabel(LOGIN_LABELS.user).fill('demo');
  await page.getByLabel(LOGIN_LABELS.password).fill('demo1234');
  await page.getByRole('button', { name: LOGIN_LABELS.submit }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
  await page.waitForLoadState('networkidle');

  const pending: Array<Promise<void>> = [];
  let remoteGzipBytes = 0;
  let chartsGzipBytes = 0;
  const onDashboardResponse = (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/remotes/dashboard/') && url.pathname.endsWith('.js')) {
      pending.push(gzipSize(response).then((n) => void (remoteGzipBytes += n)));
    } else if (isChartFile(path.basename(url.pathname))) {
      pending.push(gzipSize(response).then((n) => void (chartsGzipBytes += n)));
    }
  };
  page.on('response', onDashboardResponse);
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onDashboardResponse);
  await context.close();
  return { kit: chartKitSize(), chartFilesOnLoginPage: loginFiles.length, dashboardFirstVisit: { remoteGzipBytes, chartsGzipBytes } };
}
