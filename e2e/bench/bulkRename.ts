// A bulk rename of 50 ad sets by find and replace (issue 23) on the sandbox's large account, under the sandbox's
// default and realistic latency profiles (a stack of its own each): the list's first 50 ad sets selected, " | "
// replaced — confirm clicked → a result per row; the HTTP requests that took and the graph operations they carried.
import type { Browser, Page } from '@playwright/test';
import { startStack } from '../support/stack';
import { countApiRequests, largeAccountId, logInAsBuyer, platformCalls } from './adsmanagerPage';
import { median } from './stats';

export interface BulkRenameRun {
  selected: number;
  renamed: number;
  /** Confirm clicked → the result list shown. */
  ms: number;
  /** Requests to the server (API and graph proxy) meanwhile. */
  httpRequests: number;
  /** Operations the sandbox answered meanwhile (a batch counts each of its requests). */
  graphOperations: number;
}

export interface BulkRenameFigures {
  /** Median of the runs under each profile. */
  default: BulkRenameRun;
  realistic: BulkRenameRun;
  runs: number;
}

/** One rename of the first 50 ad sets: `find` → `replace` in their names. */
async function renameOnce(page: Page, sandboxUrl: string, account: string, find: string, replace: string): Promise<BulkRenameRun> {
  await page.goto(`/adsmanager/${account}/adsets?q=${encodeURIComponent(find.trim())}`);
  await page.locator('[aria-label="Ad sets"][aria-busy="false"] [role="row"][data-row-id]').first().waitFor({ timeout: 180_000 });
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Selected items' });
  const selected = Number(((await toolbar.locator('strong').textContent()) ?? '').replace(/[^0-9]/g, ''));
  await toolbar.getByRole('button', { name: 'Rename…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Find' }).fill(find);
  await dialog.getByRole('textbox', { name: /Replace with/ }).fill(replace);
  const confirm = dialog.getByRole('button', { name: /^Rename \d+$/ });
  const renamed = Number(((await confirm.textContent()) ?? '').replace(/[^0-9]/g, ''));
  const requests = countApiRequests(page);
  const callsBefore = await platformCalls(sandboxUrl);
  const started = Date.now();
  await confirm.click();
  await dialog.getByRole('list', { name: 'Result per item' }).waitFor({ timeout: 180_000 });
  const ms = Date.now() - started;
  const httpRequests = requests.stop();
  const graphOperations = (await platformCalls(sandboxUrl)) - callsBefore;
  await dialog.getByRole('button', { name: 'Done' }).click();
  return { selected, renamed, ms, httpRequests, graphOperations };
}

async function measureProfile(browser: Browser, latency: 'off' | 'realistic', runs: number): Promise<BulkRenameRun> {
  const stack = await startStack({ largeAccount: true, latency });
  try {
    const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await logInAsBuyer(page);
    const account = await largeAccountId(page);
    const measured: BulkRenameRun[] = [];
    // Each run renames back what the one before renamed, so every run finds 50 names to change.
    for (let run = 0; run < runs; run += 1) measured.push(run % 2 === 0 ? await renameOnce(page, stack.sandboxUrl, account, ' | ', ' · ') : await renameOnce(page, stack.sandboxUrl, account, ' · ', ' | '));
    await context.close();
    const mid = (pick: (r: BulkRenameRun) => number) => median(measured.map(pick));
    return { selected: mid((r) => r.selected), renamed: mid((r) => r.renamed), ms: mid((r) => r.ms), httpRequests: mid((r) => r.httpRequests), graphOperations: mid((r) => r.graphOperations) };
  } finally {
    await stack.stop();
  }
}

/** The scenario as `pnpm bench` runs it: the default profile, then the realistic one (at most 3 runs there: 0.2–2 s a call). */
export async function measureBulkRename(browser: Browser, runs: number): Promise<BulkRenameFigures> {
  return { default: await measureProfile(browser, 'off', runs), realistic: await measureProfile(browser, 'realistic', Math.min(runs, 3)), runs };
}

export function bulkRenameMarkdown(b: BulkRenameFigures): string[] {
  const line = (profile: string, r: BulkRenameRun) =>
    `| ${profile} | ${r.renamed} of ${r.selected} selected ad sets renamed (find " | ", replace): confirm → a result per row | ${r.ms} ms, ${r.httpRequests} HTTP requests carrying ${r.graphOperations} graph operations |`;
  return [
    `## Bulk rename of 50 ad sets (large account; median of ${b.runs} runs, realistic at most 3)`,
    '',
    '| latency profile | what | figure |',
    '|---|---|---|',
    line('default (off)', b.default),
    line('realistic', b.realistic),
    '',
  ];
}
