// The product under the real platform's conditions: the sandbox answers as slowly as Meta and throttles by quota
// (SANDBOX_LATENCY=realistic), and the server runs its production defaults (figures and object lists kept, reads in
// flight shared, throttles honoured). First numbers come with their freshness stamp; while Facebook throttles the
// account each area keeps its stored figures and says the wait in words; after the wait, fresh figures arrive
// without a reload.
import { expect, test, type Page } from '@playwright/test';
import { startStack, type Stack } from '../support/stack';

let stack: Stack;
let account: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startStack({ latency: 'realistic' });
  const world = (await (await fetch(`${stack.sandboxUrl}/__sandbox/world`)).json()) as { users: { name: string; ad_accounts: string[] }[] };
  account = world.users.find((user) => user.name === 'Dewi Lestari')!.ad_accounts[0]!;
});
test.afterAll(async () => {
  await stack?.stop();
});

async function signIn(page: Page): Promise<void> {
  const response = await page.request.post(`${stack.baseUrl}/api/user/login`, { data: { user: 'demo', password: 'demo1234' } });
  expect(response.ok(), await response.text()).toBe(true);
  await page.addInitScript(() => {
    if (localStorage.getItem('sasar.loggedIn') === null) localStorage.setItem('sasar.loggedIn', 'true');
  });
  await page.addLocatorHandler(page.getByRole('button', { name: 'Got it' }), async (button) => {
    await button.click();
  });
}

const stamp = (page: Page) => page.getByTestId('freshness-stamp').getByRole('status');

/** No error panel or alert reads like a failure (a throttle is a wait, not an error). */
async function expectNoErrorScreen(page: Page): Promise<void> {
  const alerts = await page.getByRole('alert').allInnerTexts();
  expect(alerts.filter((text) => /error|failed|too many calls|could not|went wrong/i.test(text))).toEqual([]);
}

test('the dashboard and the ads manager show their first numbers with the freshness stamp', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto(`${stack.baseUrl}/dashboard`);
  await expect(stamp(page)).toContainText(/Figures as of \d{1,2}:\d{2}/, { timeout: 30_000 });
  await page.goto(`${stack.baseUrl}/adsmanager/${account}/campaigns`);
  await expect(stamp(page)).toContainText(/Figures as of \d{1,2}:\d{2}/, { timeout: 30_000 });
  await expectNoErrorScreen(page);
});

test('while Facebook throttles the account, each area keeps its stored figures and says the wait; then fresh figures arrive without a reload', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  await page.goto(`${stack.baseUrl}/adsmanager/${account}/campaigns`);
  await expect(stamp(page)).toContainText('Figures as of', { timeout: 30_000 });
  // A campaign's row, not the row that says the list is loading (the stamp may speak for another figure first).
  const firstRow = page.getByRole('grid', { name: 'Campaigns' }).locator('[role="row"][data-row-id]').first();
  await expect(firstRow).toBeVisible({ timeout: 30_000 });
  const rowText = (await firstRow.textContent()) ?? '';

  const armed = await fetch(`${stack.sandboxUrl}/__sandbox/throttles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account_id: account, use_case: 'all', seconds: 20 }),
  });
  expect(armed.status).toBe(201);

  // Asking for today's figures meets the throttle: the list stays, and the stamp says how long to wait.
  await page.getByTestId('freshness-stamp').getByRole('button', { name: 'Refresh' }).click();
  await expect(stamp(page)).toContainText(/Facebook asks us to wait \d+ min/, { timeout: 30_000 });
  await expect(firstRow).toHaveText(rowText);
  await expectNoErrorScreen(page);

  await page.goto(`${stack.baseUrl}/dashboard`);
  await expect(stamp(page)).toContainText(/Facebook asks us to wait|Figures as of/, { timeout: 30_000 });
  await expectNoErrorScreen(page);

  // Meta counts the wait in whole minutes: once it has passed, the page asks again by itself.
  await page.goto(`${stack.baseUrl}/adsmanager/${account}/campaigns`);
  await expect(stamp(page)).toContainText('Facebook asks us to wait', { timeout: 30_000 });
  await expect(stamp(page)).not.toContainText('Facebook asks us to wait', { timeout: 150_000 });
  await expect(stamp(page)).toContainText('Figures as of');
  await expectNoErrorScreen(page);
});
