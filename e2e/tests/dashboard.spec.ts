import { request as playwrightRequest, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, signIn, test } from '../support/fixtures';

interface UserAccount {
  id: string;
  name: string;
  currency: string;
  team: number;
  account_status: number;
}

const SHOTS = process.env.DASHBOARD_SHOTS;

// Each test reads several screens of insights through the proxy and the sandbox; on a loaded machine that takes a while.
test.describe.configure({ timeout: 240_000 });
const slow = { timeout: 60_000 };

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

// The host's "What's new?" panel may open over the page after login; close it whenever it shows up.
test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Got it' }), async (button) => {
    await button.click();
  });
});

const csrfOf = async (page: Page) => ({ 'x-csrf-token': (await page.context().cookies()).find((c) => c.name === 'sasar_csrf')?.value ?? '' });

/**
 * A user of this spec alone (its dashboard preferences are its own, whatever other specs do at the same time):
 * created by the seeded admin, signed in, terms accepted, connected to the sandbox's Dewi (her ad accounts).
 */
async function signInFreshUser(page: Page): Promise<void> {
  const admin = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  expect((await admin.post('/api/user/login', { data: { user: 'admin', password: 'admin1234' } })).ok()).toBe(true);
  const adminCsrf = (await admin.storageState()).cookies.find((c) => c.name === 'sasar_csrf')?.value ?? '';
  const user = `dash${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const password = 'dashboard-e2e-1';
  const created = await admin.post('/api/admin/user', { data: { login: user, password }, headers: { 'x-csrf-token': adminCsrf } });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  await signIn(page, { user, password });
  expect((await page.request.post('/api/user/agree', { data: { agree: true }, headers: await csrfOf(page) })).ok()).toBe(true);
  const connected = await page.request.post('/api/user/update-token', { data: { token: 'EAAsandbox-dewi' }, headers: await csrfOf(page) });
  expect(connected.ok(), await connected.text()).toBe(true);
}

async function userAccounts(page: Page): Promise<UserAccount[]> {
  const response = await page.request.get('/api/user');
  expect(response.ok()).toBe(true);
  const accounts = ((await response.json()).data.ad_accounts as UserAccount[]).filter((a) => [1, 3].includes(a.account_status));
  expect(accounts.length).toBeGreaterThan(1);
  return accounts;
}

/** What the platform says for the account over Meta's `last_7d` — the dashboard's default range — through the same proxy. */
async function platformTotals(page: Page, account: UserAccount): Promise<{ spend: number; impressions: number; clicks: number }> {
  const response = await page.request.get(`/api/graph/v21.0/${account.id}/insights`, {
    params: { fields: 'spend,impressions,clicks', date_preset: 'last_7d', team_id: String(account.team) },
  });
  expect(response.ok()).toBe(true);
  const rows = (await response.json()).data as Array<Record<string, string>>;
  const sum = (field: string) => rows.reduce((total, row) => total + Number(row[field] ?? 0), 0);
  return { spend: sum('spend'), impressions: sum('impressions'), clicks: sum('clicks') };
}

const card = (page: Page, metricId: string) => page.locator(`[data-metric="${metricId}"]`);

test('a guest on /dashboard sees what it offers and a way to log in, and no one’s data', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(slow);
  await expect(page.getByRole('heading', { name: 'Breakdowns' })).toBeVisible();
  await expect(page.locator('[data-metric]')).toHaveCount(0);
  await shot(page, 'guest-1366');
  await page.getByRole('link', { name: 'Log in to see your dashboard' }).click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard/);
});

/** Each stage's ad set count and impressions over `last_7d`, from the platform's ad set rows and the server's stages. */
async function platformStages(page: Page, account: UserAccount): Promise<Map<number, { adsets: number; impressions: number }>> {
  const placed = await page.request.post(`/api/adsmgr/funnel?team=${account.team}`, { data: { adaccount: account.id }, headers: await csrfOf(page) });
  expect(placed.ok()).toBe(true);
  const stageOf = new Map(((await placed.json()).data as Array<{ id: string; stage: number }>).map((adset) => [adset.id, adset.stage]));
  const response = await page.request.get(`/api/graph/v21.0/${account.id}/insights`, {
    params: { level: 'adset', fields: 'adset_id,impressions', date_preset: 'last_7d', limit: '1000', team_id: String(account.team) },
  });
  expect(response.ok()).toBe(true);
  const stages = new Map([1, 2, 3, 4].map((stage) => [stage, { adsets: [...stageOf.values()].filter((s) => s === stage).length, impressions: 0 }]));
  for (const row of (await response.json()).data as Array<{ adset_id: string; impressions: string }>) {
    const stage = stages.get(stageOf.get(row.adset_id) ?? 0);
    if (stage) stage.impressions += Number(row.impressions);
  }
  return stages;
}

test('overview → objective preset → funnel → breakdown → daily performance, with the sandbox', async ({ page }) => {
  await signInFreshUser(page);
  const [first] = await userAccounts(page);
  await page.goto(`/dashboard?accounts=${first!.team}:${first!.id}`);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible(slow);
  await expect(card(page, 'spend')).toBeVisible(slow);
  await expect(page.getByRole('figure', { name: /^Amount spent/ }).first()).toBeVisible(slow);
  await expect(page.getByRole('grid', { name: 'Compare campaigns' })).toBeVisible(slow);
  await shot(page, 'overview-1366');

  await page.getByRole('combobox', { name: 'Objective' }).selectOption({ label: 'Delivery' });
  await expect(card(page, 'impressions')).toBeVisible(slow);
  await expect(card(page, 'frequency')).toBeVisible(slow);
  // The choice is remembered on the server: a new visit shows it.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Objective' })).toHaveValue('delivery', slow);
  await expect(card(page, 'impressions')).toBeVisible(slow);

  await page.getByRole('navigation', { name: 'Dashboard screens' }).getByRole('link', { name: 'Funnel' }).click();
  await expect(page.getByRole('heading', { name: 'Funnel', level: 1 })).toBeVisible(slow);
  await expect(page.getByRole('figure', { name: /by funnel stage$/ }).first()).toBeVisible(slow);
  const stagesGrid = page.getByRole('grid', { name: 'Funnel stages' });
  await expect(stagesGrid.getByRole('row')).toHaveCount(5, slow); // header and stages 1–4
  // The figures are the platform's: each stage's ad sets and impressions, as its ad set rows add up.
  const headers = await stagesGrid.getByRole('columnheader').allTextContents();
  const impressionsAt = headers.findIndex((h) => h.trim().startsWith('Impressions') && !h.includes('change'));
  expect(impressionsAt).toBeGreaterThan(0);
  const expected = await platformStages(page, first!);
  for (const [stage, figures] of expected) {
    const cells = stagesGrid.getByRole('row').filter({ hasText: new RegExp(`^${stage} · `) }).getByRole('gridcell');
    await expect(cells.nth(1)).toHaveText(figures.adsets.toLocaleString('en-US'));
    await expect(cells.nth(impressionsAt)).toHaveText(figures.impressions.toLocaleString('en-US'));
  }
  await shot(page, 'funnel-1366');

  await page.getByRole('navigation', { name: 'Dashboard screens' }).getByRole('link', { name: 'Breakdown' }).click();
  await expect(page.getByRole('heading', { name: 'Breakdown', level: 1 })).toBeVisible(slow);
  await expect(page.getByRole('figure', { name: /by age$/ }).first()).toBeVisible(slow);
  await expect(page.getByRole('figure', { name: /by hour and weekday$/ }).first()).toBeVisible(slow);
  await shot(page, 'breakdown-1366');

  await page.getByRole('navigation', { name: 'Dashboard screens' }).getByRole('link', { name: 'Daily performance' }).click();
  await expect(page.getByRole('heading', { name: 'Daily performance', level: 1 })).toBeVisible(slow);
  const grid = page.getByRole('grid', { name: 'Daily performance' });
  await expect(grid.getByRole('row')).toHaveCount(9, slow); // header, 7 days, totals
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('daily-performance.csv');
  await shot(page, 'daily-1366');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard?accounts=${first!.team}:${first!.id}`);
  await expect(card(page, 'impressions')).toBeVisible(slow);
  await shot(page, 'overview-390');
  await page.goto(`/dashboard/funnel?accounts=${first!.team}:${first!.id}`);
  await expect(page.getByRole('figure', { name: /by funnel stage$/ }).first()).toBeVisible(slow);
  await shot(page, 'funnel-390');
  await page.goto(`/dashboard/breakdown?accounts=${first!.team}:${first!.id}`);
  await expect(page.getByRole('figure', { name: /by age$/ }).first()).toBeVisible(slow);
  await shot(page, 'breakdown-390');
});

test('the overview figures equal the platform’s insights for the same range, per currency across accounts', async ({ page }) => {
  await signInFreshUser(page);
  const accounts = await userAccounts(page);
  const [a, b] = [accounts[0]!, accounts.find((x) => x.currency !== accounts[0]!.currency) ?? accounts[1]!];
  await page.request.put('/api/dashboard/preferences', { data: { preset: 'delivery', metrics: ['spend', 'impressions', 'clicks'] }, headers: await csrfOf(page) });
  await page.goto(`/dashboard?accounts=${a.team}:${a.id},${b.team}:${b.id}`);
  const [ta, tb] = [await platformTotals(page, a), await platformTotals(page, b)];

  const count = (n: number) => n.toLocaleString('en-US');
  await expect(card(page, 'impressions').getByTestId('kpi-value')).toHaveText(count(ta.impressions + tb.impressions), slow);
  await expect(card(page, 'clicks').getByTestId('kpi-value')).toHaveText(count(ta.clicks + tb.clicks));
  // Money is never summed across currencies: one figure per currency, each the account's own total.
  const spend = card(page, 'spend');
  if (a.currency !== b.currency) {
    await expect(spend.getByTestId('kpi-value')).toHaveCount(2);
    for (const [account, totals] of [[a, ta], [b, tb]] as const) {
      const digits = account.currency === 'IDR' || account.currency === 'JPY' ? 0 : 2;
      const expected = new Intl.NumberFormat('en-US', { style: 'currency', currency: account.currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(totals.spend);
      await expect(spend.locator(`[data-currency="${account.currency}"]`).getByTestId('kpi-value')).toHaveText(expected);
    }
  }
});

test('every dashboard screen passes axe (serious, critical) at 1366 px, the funnel also at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInFreshUser(page);
  const [first] = await userAccounts(page);
  const accounts = `accounts=${first!.team}:${first!.id}`;
  const screens: Array<[string, () => Promise<void>]> = [
    ['/dashboard', () => expect(card(page, 'spend')).toBeVisible(slow)],
    ['/dashboard/funnel', () => expect(page.getByRole('grid', { name: 'Funnel stages' })).toBeVisible(slow)],
    ['/dashboard/breakdown', () => expect(page.getByRole('figure', { name: /by age$/ }).first()).toBeVisible(slow)],
    ['/dashboard/daily-performance', () => expect(page.getByRole('grid', { name: 'Daily performance' })).toBeVisible(slow)],
  ];
  for (const [path, shown] of screens) {
    await page.goto(`${path}?${accounts}`);
    await shown();
    expect(await seriousViolations(page, 'main'), path).toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/funnel?${accounts}`);
  await expect(page.getByRole('grid', { name: 'Funnel stages' })).toBeVisible(slow);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
