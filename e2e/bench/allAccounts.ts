// "All ad accounts" in the ads manager (issue 22) under the sandbox's realistic latency profile (0.2–2 s a Graph
// call; a stack of its own): three of the demo user's accounts, across teams and currencies, in one list. Each
// account is read through its own team and in parallel, so the first numbers come with the fastest account, not the
// slowest, and the list is whole after the slowest one alone.
import type { Browser } from '@playwright/test';
import { startStack } from '../support/stack';
import { countApiRequests, logInAsBuyer, platformCalls } from './adsmanagerPage';
import { median } from './stats';

export interface AllAccountsFigures {
  latency: 'realistic';
  accounts: Array<{ team: number; currency: string }>;
  /** Navigation to /adsmanager/all/campaigns?accounts=… → the first campaign row with its figures. */
  firstNumbersMs: number;
  /** … → every account has answered (its rows, or its error). */
  allAccountsMs: number;
  /** Requests to the server (API and graph proxy) until then. */
  httpRequests: number;
  /** Graph calls the sandbox answered until then (a batch counts each of its requests). */
  graphCalls: number;
  /** The first run on a fresh server store (cold), separately from the median of the others. */
  cold: { firstNumbersMs: number; allAccountsMs: number; graphCalls: number };
}

interface PickableAccount {
  id: string;
  team: number;
  currency: string;
  account_status: number;
}

/** Three pickable accounts, as many teams and currencies among them as the user has. */
function threeAccounts(accounts: readonly PickableAccount[]): PickableAccount[] {
  const pickable = accounts.filter((a) => a.account_status === 1 || a.account_status === 3);
  const chosen: PickableAccount[] = [];
  const add = (match: (a: PickableAccount) => boolean) => {
    const next = pickable.find((a) => !chosen.includes(a) && match(a));
    if (next && chosen.length < 3) chosen.push(next);
  };
  add(() => true);
  add((a) => a.team !== chosen[0]!.team);
  add((a) => !chosen.some((c) => c.currency === a.currency));
  while (chosen.length < 3 && chosen.length < pickable.length) add(() => true);
  if (chosen.length < 3) throw new Error(`the demo user has ${pickable.length} pickable ad accounts; the scenario needs 3`);
  return chosen;
}

const GRID = '[role="grid"][aria-label="Campaigns"]';

export async function measureAllAccounts(browser: Browser, baseUrl: string, sandboxUrl: string, runs: number): Promise<AllAccountsFigures> {
  const first: number[] = [];
  const whole: number[] = [];
  const requests: number[] = [];
  const calls: number[] = [];
  let cold: AllAccountsFigures['cold'] | null = null;
  let chosen: PickableAccount[] = [];
  for (let run = 0; run < runs + 1; run += 1) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await logInAsBuyer(page);
    const user = (await (await page.request.get('/api/user')).json()) as { data: { ad_accounts: PickableAccount[] } };
    chosen = threeAccounts(user.data.ad_accounts);
    const keys = chosen.map((a) => `${a.team}:${a.id}`).join(',');

    const taken = countApiRequests(page);
    const callsBefore = await platformCalls(sandboxUrl);
    const started = Date.now();
    await page.goto(`/adsmanager/all/campaigns?accounts=${encodeURIComponent(keys)}`);
    // Rows come with their figures (insights in the same call): the first row is the first numbers.
    await page.locator(`${GRID} [role="row"][data-row-id]`).first().waitFor({ timeout: 120_000 });
    const firstMs = Date.now() - started;
    await page.getByText(/^\d[\d,]* campaigns? loaded from 3 accounts(, more to load)?$/).or(page.getByRole('alert')).first().waitFor({ timeout: 120_000 });
    const allMs = Date.now() - started;
    const httpRequests = taken.stop();
    const graphCalls = (await platformCalls(sandboxUrl)) - callsBefore;
    await context.close();
    if (run === 0) {
      cold = { firstNumbersMs: firstMs, allAccountsMs: allMs, graphCalls };
      continue;
    }
    first.push(firstMs);
    whole.push(allMs);
    requests.push(httpRequests);
    calls.push(graphCalls);
  }
  const ms = (values: number[]) => Math.round(median(values));
  return {
    latency: 'realistic',
    accounts: chosen.map((a) => ({ team: a.team, currency: a.currency })),
    firstNumbersMs: ms(first),
    allAccountsMs: ms(whole),
    httpRequests: ms(requests),
    graphCalls: ms(calls),
    cold: cold!,
  };
}

/** The scenario as `pnpm bench` runs it: a stack of its own under the realistic latency profile. */
export async function measureAllAccountsRealistic(browser: Browser, runs: number): Promise<AllAccountsFigures> {
  const stack = await startStack({ latency: 'realistic' });
  try {
    return await measureAllAccounts(browser, stack.baseUrl, stack.sandboxUrl, runs);
  } finally {
    await stack.stop();
  }
}

export function allAccountsMarkdown(a: AllAccountsFigures): string[] {
  const which = a.accounts.map((x) => `${x.currency}${x.team ? ` (team ${x.team})` : ''}`).join(', ');
  return [
    `## Ads manager, "All ad accounts" (${a.accounts.length} accounts: ${which}; realistic latency profile)`,
    '',
    '| what | warm (median) | cold (first run, empty store) |',
    '|---|---|---|',
    `| navigation → the first campaign row with its figures | ${a.firstNumbersMs} ms | ${a.cold.firstNumbersMs} ms |`,
    `| navigation → every account answered | ${a.allAccountsMs} ms | ${a.cold.allAccountsMs} ms |`,
    `| HTTP requests / Graph calls until then | ${a.httpRequests} / ${a.graphCalls} | — / ${a.cold.graphCalls} |`,
    '',
  ];
}
