import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { injectFault, ownAdAccount, sandboxGraphPost } from '../support/demoWorld';

// Writes touch only sandbox objects this spec creates (named with its own prefix), so other specs reading the demo
// world in parallel see nothing change.
test.describe.configure({ timeout: 300_000 });
const slow = { timeout: 60_000 };

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Got it' }), async (button) => {
    await button.click();
  });
});

/** A campaign with five ad sets of this spec's own, ACTIVE, ad-set budgets of IDR 100,000. */
async function ownAdsets(request: APIRequestContext, account: string, prefix: string): Promise<string[]> {
  const campaign = await sandboxGraphPost(request, `${account}/campaigns`, { name: `${prefix} campaign`, objective: 'OUTCOME_TRAFFIC', status: 'ACTIVE', special_ad_categories: [] });
  const ids: string[] = [];
  for (let i = 1; i <= 5; i += 1) {
    const adset = await sandboxGraphPost(request, `${account}/adsets`, {
      name: `${prefix} set ${i}`,
      campaign_id: campaign.id,
      status: 'ACTIVE',
      daily_budget: 100000,
      optimization_goal: 'LINK_CLICKS',
      billing_event: 'IMPRESSIONS',
      targeting: { geo_locations: { countries: ['ID'] }, age_min: 18 },
    });
    ids.push(adset.id);
  }
  return ids;
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test('list → toggle → budget edit → bulk +10 % on 5 ad sets → duplicate with progress → delete → all in the activity log', async ({ page, request }) => {
  const prefix = `E2E ${Date.now().toString(36)}`;
  await signIn(page);
  const account = await ownAdAccount(page);
  await ownAdsets(request, account, prefix);

  await page.goto(`/adsmanager/${account}/adsets?q=${encodeURIComponent(prefix)}`);
  const grid = page.getByRole('grid', { name: 'Ad sets' });
  await expect(grid.getByRole('link', { name: `${prefix} set 1`, exact: true })).toBeVisible(slow);
  // Five ad sets (their campaign is named beside each in the Campaign column).
  await expect(grid.getByRole('link', { name: new RegExp(`^${prefix} set \\d$`) })).toHaveCount(5);

  // Toggle: off at once, then the server's status.
  const toggle = page.getByRole('switch', { name: `Status of ${prefix} set 1` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(row(page, `${prefix} set 1`).getByText('Off', { exact: true })).toBeVisible(slow);

  // Budget below the floor: the platform's message; then a valid one.
  await page.getByRole('button', { name: `Edit budget of ${prefix} set 2` }).click();
  const budget = page.getByRole('textbox', { name: 'Daily budget (IDR)' });
  await budget.fill('1000');
  await page.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByText('Your ad set budget must be more than IDR15000 or your ads may not be delivered.')).toBeVisible();
  await budget.fill('120000');
  await page.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByRole('dialog')).toBeHidden(slow);
  await expect(row(page, `${prefix} set 2`).getByText(/IDR\s?120,000/)).toBeVisible(slow);

  // Bulk +10 % on all five.
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Budget…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table', { name: 'Budget preview' })).toContainText(/IDR\s?132,000/);
  await dialog.getByRole('button', { name: 'Change 5 budgets' }).click();
  await expect(dialog.getByText('All 5 done.')).toBeVisible(slow);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(row(page, `${prefix} set 2`).getByText(/IDR\s?132,000/)).toBeVisible(slow);
  await expect(row(page, `${prefix} set 3`).getByText(/IDR\s?110,000/)).toBeVisible(slow);

  // Duplicate one with visible progress.
  await row(page, `${prefix} set 3`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Duplicate…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('progressbar', { name: 'Duplication progress' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Copies' }).getByRole('listitem').filter({ hasText: `${prefix} set 3 - Copy 1` })).toContainText('— done', slow);
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  const copy = `${prefix} set 3 - Copy 1`;
  await expect(grid.getByRole('link', { name: copy, exact: true })).toBeVisible(slow);

  // Delete the copy.
  await row(page, copy).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete…' }).click();
  await expect(page.getByRole('dialog', { name: `Delete ad set "${copy}" in campaign "${prefix} campaign"?` })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog').getByText('All 1 done.')).toBeVisible(slow);
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(grid.getByRole('link', { name: copy, exact: true })).toHaveCount(0, slow);

  // The activity log holds every change.
  await page.goto('/setting/activity');
  const log = page.getByRole('table', { name: 'Activity' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
  await expect(log).toContainText(`${prefix} set 1`, slow);
  await expect(log).toContainText('status: ACTIVE → PAUSED');
  await expect(log).toContainText(`${prefix} set 2`);
  await expect(log).toContainText(`${prefix} set 3`);
});

test('a rate limit on a toggle flips it back and says why', async ({ page, request }) => {
  const prefix = `E2E rl ${Date.now().toString(36)}`;
  await signIn(page);
  // The platform's answer asks to wait minutes, which the server then honours for the whole account: the USD
  // account takes it, so the other tests' IDR account stays free.
  const account = await ownAdAccount(page, 'USD');
  const [first] = await ownAdsets(request, account, prefix);
  await page.goto(`/adsmanager/${account}/adsets?q=${encodeURIComponent(prefix)}`);
  const toggle = page.getByRole('switch', { name: `Status of ${prefix} set 1` });
  await expect(toggle).toBeVisible(slow);
  await injectFault(request, { kind: 'rate_limit', path: first });
  await toggle.click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(/Could not turn off the ad set/, slow);
  await expect(toggle).toHaveAttribute('aria-checked', 'true', slow);
});

test('detail tabs keep page and tab in the URL; timeline (creating from a saved collection: adsmanager-create.spec.ts)', async ({ page }) => {
  await signIn(page);
  const account = await ownAdAccount(page);
  // A seeded ad set that delivered in the last 30 days (the newest ones are other tests' own, without delivery).
  const list = await (
    await page.request.get(`/api/graph/v21.0/${account}/adsets`, { params: { fields: 'id,name,insights.date_preset(last_30d){impressions}', limit: '100', team_id: '0' } })
  ).json();
  const adset = (list.data as Array<{ id: string; name: string; insights?: { data: Array<{ impressions: string }> } }>).find(
    (a) => !a.name.startsWith('E2E') && Number(a.insights?.data[0]?.impressions ?? 0) > 0,
  )!;
  expect(adset).toBeDefined();

  await page.goto(`/adsmanager/${account}/adsets/${adset.id}`);
  await expect(page.getByRole('heading', { name: adset.name, level: 1 })).toBeVisible(slow);
  await expect(page.getByRole('region', { name: 'Audience and placements' })).toContainText('Age');
  await page.getByRole('link', { name: 'Insights', exact: true }).click();
  await page.getByRole('link', { name: 'Gender', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/adsmanager/${account}/adsets/${adset.id}/insights/gender`));
  await page.getByRole('button', { name: /^Date range:/ }).click();
  await page.getByRole('dialog', { name: 'Date range' }).getByRole('radio', { name: 'Last 30 Days' }).check();
  await page.getByRole('dialog', { name: 'Date range' }).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('table', { name: 'Insights by gender' })).toContainText('Women', slow);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Insights by gender' })).toContainText('Women', slow);

  await page.getByRole('link', { name: 'Daily performance' }).click();
  await expect(page.getByRole('heading', { name: `Daily performance: ${adset.name}` })).toBeVisible(slow);
  // The detail's Last 30 Days goes along: 30 days in points of 3.
  await expect(page.getByRole('table', { name: 'Daily figures' }).getByRole('row')).toHaveCount(1 + 10 + 2, slow);
  await page.getByRole('combobox', { name: 'Grouping' }).selectOption('weekly');
  await expect(page.getByRole('table', { name: 'Daily figures' }).getByRole('row')).toHaveCount(1 + 5 + 2, slow);
});
