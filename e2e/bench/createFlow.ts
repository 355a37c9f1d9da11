// The create flow end to end (issue 23): campaign → ad set → ad with an uploaded image → published paused, as a buyer
// fills it in, under the sandbox's default latency (the bench's own stack) and its realistic profile (0.2–2 s a Graph
// call; a stack of its own). Counted: the requests to the server (API and graph proxy) and the Graph calls the
// sandbox answered, for the whole flow and for the publish alone (four writes: campaign, ad set, creative, ad).
import type { Browser, Locator, Page } from '@playwright/test';
import { startStack } from '../support/stack';
import { countApiRequests, logInAsBuyer, platformCalls } from './adsmanagerPage';
import { median } from './stats';

export interface CreateFlowRun {
  /** Navigation to /create/:account/campaign → the campaign name can be typed. */
  formReadyMs: number;
  /** The ad set step shown → its defaults read (the account's country as the location, the pixel). */
  adsetDefaultsMs: number;
  /** An image chosen → uploaded (adimages) and shown. */
  uploadMs: number;
  /** "Publish, paused" clicked → the new campaign's ad set listed on its page. */
  publishMs: number;
  /** Navigation → the new campaign's ad set listed, typing included. */
  wholeFlowMs: number;
  /** Requests to the server (API and graph proxy) over the whole flow / for the publish. */
  httpRequests: number;
  publishHttpRequests: number;
  /** Graph calls the sandbox answered over the whole flow / for the publish (a batch counts each of its requests). */
  graphCalls: number;
  publishGraphCalls: number;
}

export interface CreateFlowFigures {
  runs: number;
  default: CreateFlowRun;
  realistic: CreateFlowRun;
}

/** A 2 × 2 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
const WAIT = { timeout: 120_000 };

/** Waits until a select has a value (a default the flow read from the platform). */
async function chosen(select: Locator): Promise<void> {
  const until = Date.now() + WAIT.timeout;
  while (!(await select.inputValue(WAIT))) {
    if (Date.now() > until) throw new Error('the select got no value');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function ownIdrAccount(page: Page): Promise<string> {
  const user = (await (await page.request.get('/api/user')).json()) as { data: { ad_accounts: Array<{ id: string; currency: string; team: number; account_status: number }> } };
  const own = user.data.ad_accounts.find((a) => a.currency === 'IDR' && a.team === 0 && a.account_status === 1);
  if (!own) throw new Error('the demo user has no active IDR account of their own');
  return own.id;
}

async function oneRun(browser: Browser, baseUrl: string, sandboxUrl: string, run: number): Promise<CreateFlowRun> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await logInAsBuyer(page);
    const account = await ownIdrAccount(page);
    const prefix = `Bench create ${Date.now().toString(36)} ${run}`;

    const requests = countApiRequests(page);
    const callsBefore = await platformCalls(sandboxUrl);
    const started = Date.now();
    await page.goto(`/create/${account}/campaign`);
    await page.getByRole('textbox', { name: /Campaign name/ }).waitFor(WAIT);
    const formReadyMs = Date.now() - started;
    await page.getByRole('textbox', { name: /Campaign name/ }).fill(`${prefix} campaign`);
    await page.getByRole('button', { name: 'Next: ad set' }).click();

    const adsetShown = Date.now();
    await page.getByRole('textbox', { name: /Ad set name/ }).fill(`${prefix} ad set`);
    await page.getByRole('textbox', { name: /Ad set budget \(IDR\)/ }).fill('150000');
    await page.getByRole('list', { name: 'Locations' }).getByText('Indonesia').waitFor(WAIT);
    await chosen(page.getByRole('combobox', { name: /Pixel/ }));
    const adsetDefaultsMs = Date.now() - adsetShown;
    await page.getByRole('button', { name: 'Next: ad' }).click();

    await page.getByRole('textbox', { name: /Ad name/ }).fill(`${prefix} ad`);
    const uploadStarted = Date.now();
    await page.getByLabel(/^Image/).setInputFiles({ name: 'bench.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Uploaded: bench.png').waitFor(WAIT);
    const uploadMs = Date.now() - uploadStarted;
    await page.getByRole('textbox', { name: /Primary text/ }).fill('Hand-drawn batik from Solo, shipped free.');
    await page.getByRole('textbox', { name: /Headline/ }).fill('The new collection');
    await page.getByRole('textbox', { name: /Website address/ }).fill('https://batiklestari.co.id/koleksi');
    await chosen(page.getByRole('combobox', { name: /Facebook Page/ }));

    const beforePublish = { requests: requests.count(), calls: await platformCalls(sandboxUrl) };
    const publishStarted = Date.now();
    await page.getByRole('button', { name: 'Publish, paused' }).click();
    await page.waitForURL(/\/campaigns\/\d+\/children/, WAIT);
    await page.getByRole('link', { name: `${prefix} ad set`, exact: true }).waitFor(WAIT);
    const landed = Date.now();
    const graphCalls = (await platformCalls(sandboxUrl)) - callsBefore;
    requests.stop();
    return {
      formReadyMs,
      adsetDefaultsMs,
      uploadMs,
      publishMs: landed - publishStarted,
      wholeFlowMs: landed - started,
      httpRequests: requests.count(),
      publishHttpRequests: requests.count() - beforePublish.requests,
      graphCalls,
      publishGraphCalls: callsBefore + graphCalls - beforePublish.calls,
    };
  } finally {
    await context.close();
  }
}

/** The median of each figure over `runs` runs, after one run that warms the server's store (not counted). */
export async function measureCreateFlow(browser: Browser, baseUrl: string, sandboxUrl: string, runs: number): Promise<CreateFlowRun> {
  const measured: CreateFlowRun[] = [];
  for (let run = 0; run <= runs; run += 1) {
    const figures = await oneRun(browser, baseUrl, sandboxUrl, run);
    if (run > 0) measured.push(figures);
  }
  const keys = Object.keys(measured[0]!) as Array<keyof CreateFlowRun>;
  return Object.fromEntries(keys.map((key) => [key, Math.round(median(measured.map((m) => m[key])))])) as unknown as CreateFlowRun;
}

/** The scenario as `pnpm bench` runs it (`BENCH_ONLY=createFlow`): the bench's stack, then a realistic one of its own. */
export async function measureCreateFlowProfiles(browser: Browser, baseUrl: string, sandboxUrl: string, runs: number): Promise<CreateFlowFigures> {
  const atDefault = await measureCreateFlow(browser, baseUrl, sandboxUrl, runs);
  const stack = await startStack({ latency: 'realistic' });
  try {
    return { runs, default: atDefault, realistic: await measureCreateFlow(browser, stack.baseUrl, stack.sandboxUrl, runs) };
  } finally {
    await stack.stop();
  }
}

export function createFlowMarkdown(c: CreateFlowFigures): string[] {
  const row = (what: string, pick: (r: CreateFlowRun) => string) => `| ${what} | ${pick(c.default)} | ${pick(c.realistic)} |`;
  return [
    '## Create flow (campaign → ad set → ad with an uploaded image → published paused)',
    '',
    `Median of ${c.runs} runs after one warm-up, each a fresh page; the default profile on the bench's stack, the realistic one (0.2–2 s a Graph call) on a stack of its own.`,
    '',
    '| what | default latency | realistic latency |',
    '|---|---|---|',
    row('navigation → the campaign name can be typed', (r) => `${r.formReadyMs} ms`),
    row('ad set step → its defaults read (account country, pixel)', (r) => `${r.adsetDefaultsMs} ms`),
    row('image chosen → uploaded and shown', (r) => `${r.uploadMs} ms`),
    row('"Publish, paused" → the new campaign\'s ad set listed', (r) => `${r.publishMs} ms (${r.publishHttpRequests} HTTP requests, ${r.publishGraphCalls} Graph calls)`),
    row('the whole flow, typing included', (r) => `${r.wholeFlowMs} ms (${r.httpRequests} HTTP requests, ${r.graphCalls} Graph calls)`),
    '',
  ];
}
