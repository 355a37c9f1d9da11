// What the ads manager scenarios (adsmanager.ts, allAccounts.ts, breakdowns.ts, bulkRename.ts, createFlow.ts) do
// alike: sign in as the demo user with the notices dismissed, find the large account, and count the server requests
// and Graph operations an action takes.
import type { Page, Request } from '@playwright/test';
import { logInThroughForm } from './logIn';

/** Operations the sandbox has answered so far (a batch counts each of its requests). */
export async function platformCalls(sandboxUrl: string): Promise<number> {
  return ((await (await fetch(`${sandboxUrl}/__sandbox/calls`)).json()) as { total: number }).total;
}

/**
 * Counts the page's requests to the server (API and graph proxy) from now on; `stop` ends the count and gives it,
 * `graphRequests` how many of them went through the graph proxy.
 */
export function countApiRequests(page: Page): { count: () => number; graphRequests: () => number; stop: () => number } {
  const seen: Request[] = [];
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) seen.push(request);
  };
  page.on('request', onRequest);
  return {
    count: () => seen.length,
    graphRequests: () => seen.filter((request) => new URL(request.url()).pathname.startsWith('/api/graph/')).length,
    stop: () => {
      page.off('request', onRequest);
      return seen.length;
    },
  };
}

/** Logs the demo user in through the form and waits for the page to settle; "Got it" notices are dismissed whenever they show. */
export async function logInAsBuyer(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Got it' }), async (button) => {
    await button.click();
  });
  await logInThroughForm(page);
  await page.waitForLoadState('networkidle');
}

/** The sandbox's large account (SANDBOX_LARGE_ACCOUNT=1): 300 campaigns, 1,000 ad sets. */
export async function largeAccountId(page: Page): Promise<string> {
  const user = (await (await page.request.get('/api/user')).json()) as { data: { ad_accounts: Array<{ id: string; name: string }> } };
  const large = user.data.ad_accounts.find((a) => a.name.endsWith('— Marketplace'));
  if (!large) throw new Error('the large account is missing: the sandbox must run with SANDBOX_LARGE_ACCOUNT=1');
  return large.id;
}
