// Bytes and first paint (issues 8 and 13): JS bytes on the wire for the login page, each remote's first-visit
// bytes, the first visit's total bytes including the service worker's, and LCP with the CPU slowed 4×.
import type { Browser, BrowserContext, Locator, Page, Request } from '@playwright/test';
import { median } from './stats';
import { REMOTE_AREAS } from './areas';
import { logInThroughForm } from './logIn';
import { LOGIN_LABELS } from '../support/loginLabels';

export interface FirstLoadFigures {
  /** Cold /user/login: JavaScript bytes as transferred (compressed), and how many files. */
  loginPageJs: { wireBytes: number; files: number; encodings: string[] };
  /** A first visit: everything the page and its service worker fetched until the network was quiet. */
  firstVisitTotal: { wireBytes: number; requests: number; serviceWorkerRequests: number; serviceWorkerBytes: number };
  /** Logged in, first click into each remote area: bytes from that remote's folder, and the files. */
  remoteFirstVisit: Record<string, { wireBytes: number; files: string[] }>;
  /** Largest Contentful Paint with 4× CPU throttling (CDP Emulation.setCPUThrottlingRate), median. */
  lcpMs: Record<string, number>;
}

interface Transfer {
  url: string;
  type: string;
  bytes: number;
  encoding: string;
  fromServiceWorker: boolean;
}

/** Records every finished request of the context (page and service worker) with its encoded body size. */
function recordTransfers(context: BrowserContext): { transfers: Transfer[]; stop(): Promise<Transfer[]> } {
  const transfers: Transfer[] = [];
  const pending: Array<Promise<void>> = [];
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes().catch(() => null);
        if (!response || !sizes) return;
        transfers.push({
          url: request.url(),
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
          fromServiceWorker: request.serviceWorker() !== null,
        });
      })(),
    );
  };
  context.on('requestfinished', onFinished);
  return {
    transfers,
    async stop() {
      context.off('requestfinished', onFinished);
      await Promise.all(pending);
      return transfers;
    },
  };
}

const sum = (items: Transfer[]) => items.reduce((total, item) => total + item.bytes, 0);

async function logIn(page: Page, user = 'admin', password = 'admin1234') {
  await logInThroughForm(page, user, password);
  await page.getByTestId('area-loading').waitFor({ state: 'detached', timeout: 60_000 });
}

async function measureLoginAndFirstVisit(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const recorder = recordTransfers(context);
  const page = await context.newPage();
  await page.goto('/user/login');
  await page.getByRole('button', { name: LOGIN_LABELS.submit }).waitFor();
  await page.waitForLoadState('networkidle');
  // The service worker registers after the page renders and is told what the page loaded; give it time to act.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(1500);
  const transfers = await recorder.stop();
  await context.close();
  const pageScripts = transfers.filter((t) => t.type === 'script' && !t.fromServiceWorker);
  const worker = transfers.filter((t) => t.fromServiceWorker);
  return {
    loginPageJs: { wireBytes: sum(pageScripts), files: pageScripts.length, encodings: [...new Set(pageScripts.map((t) => t.encoding))] },
    firstVisitTotal: { wireBytes: sum(transfers), requests: transfers.length, serviceWorkerRequests: worker.length, serviceWorkerBytes: sum(worker) },
  };
}

/**
 * The areas in the order the bench first opens them, each by its sidebar link, from a page of the host's own; research
 * is there once its search field is (its heading shows while the area loads, from the registry).
 */
const FIRST_VISITS: Array<{ remote: string; link: string; ready: (page: Page) => Locator }> = [
  { remote: 'research', link: 'Search', ready: (page) => page.getByLabel('Keywords') },
  ...REMOTE_AREAS.map((area) => ({ ...area, ready: (page: Page) => page.getByRole('heading', { name: area.heading, exact: true }) })),
];

async function measureRemoteFirstVisits(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  // The login lands on a page of the shell's own (account settings), so no area's code has loaded yet.
  await logInThroughForm(page, 'admin', 'admin1234', '/setting/account');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const result: FirstLoadFigures['remoteFirstVisit'] = {};
  for (const area of FIRST_VISITS) {
    const recorder = recordTransfers(context);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: area.link, exact: true }).click();
    await area.ready(page).waitFor();
    await page.waitForLoadState('networkidle');
    const mine = (await recorder.stop()).filter((t) => t.url.includes(`/remotes/${area.remote}/`));
    result[area.remote] = { wireBytes: sum(mine), files: mine.map((t) => new URL(t.url).pathname.split('/').pop()!) };
  }
  await context.close();
  return result;
}

async function lcpOf(page: Page, path: string, ready: () => Promise<unknown>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
  await ready();
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(-1), 3000);
      }),
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return Math.round(lcp);
}

async function measureLcp(browser: Browser, baseUrl: string, runs: number) {
  const login: number[] = [];
  const search: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const guest = await browser.newContext({ baseURL: baseUrl });
    const guestPage = await guest.newPage();
    login.push(await lcpOf(guestPage, '/user/login', () => guestPage.getByRole('button', { name: LOGIN_LABELS.submit }).waitFor()));
    await guest.close();

    // A returning visitor: logged in, and the app's service worker installed (it keeps the start scripts and their
    // compiled code), as it is after the first page of the app.
    const member = await browser.newContext({ baseURL: baseUrl });
    const setup = await member.newPage();
    await logIn(setup, 'demo', 'demo1234');
    await setup.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await setup.close();
    const page = await member.newPage();
    search.push(await lcpOf(page, '/search', () => page.getByLabel('Keywords').waitFor({ timeout: 30_000 })));
    await member.close();
  }
  return { '/user/login': median(login), '/search': median(search) };
}

export async function measureFirstLoad(browser: Browser, baseUrl: string, runs: number): Promise<FirstLoadFigures> {
  const { loginPageJs, firstVisitTotal } = await measureLoginAndFirstVisit(browser, baseUrl);
  return {
    loginPageJs,
    firstVisitTotal,
    remoteFirstVisit: await measureRemoteFirstVisits(browser, baseUrl),
    lcpMs: await measureLcp(browser, baseUrl, runs),
  };
}
