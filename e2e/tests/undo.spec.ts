import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, signIn, test } from '../support/fixtures';
import { dismissTips, ownAdAccount, sandboxGraphGet, sandboxGraphPost } from '../support/demoWorld';

// Undo from the toast and from the activity log, on sandbox objects this spec creates (its own name prefix).
test.describe.configure({ timeout: 300_000 });
const slow = { timeout: 60_000 };

test.beforeEach(async ({ page }) => {
  await dismissTips(page);
});

/** A campaign of this spec's own with `count` active ad sets of IDR 100,000 a day. */
async function ownCampaign(request: APIRequestContext, account: string, prefix: string, count: number) {
  const campaign = await sandboxGraphPost(request, `${account}/campaigns`, { name: `${prefix} campaign`, objective: 'OUTCOME_TRAFFIC', status: 'ACTIVE', special_ad_categories: [] });
  const adsets: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    const adset = await sandboxGraphPost(request, `${account}/adsets`, {
      name: `${prefix} set ${i}`,
      campaign_id: campaign.id,
      status: 'ACTIVE',
      daily_budget: 100000,
      optimization_goal: 'LINK_CLICKS',
      billing_event: 'IMPRESSIONS',
      targeting: { geo_locations: { countries: ['ID'] }, age_min: 18 },
    });
    adsets.push(adset.id);
  }
  return { campaign: campaign.id, adsets };
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test('a campaign turned off comes back on with the toast’s Undo', async ({ page, request }) => {
  const prefix = `Undo ${Date.now().toString(36)}`;
  await signIn(page);
  const account = await ownAdAccount(page);
  await ownCampaign(request, account, prefix, 0);
  await page.goto(`/adsmanager/${account}/campaigns?q=${encodeURIComponent(prefix)}`);
  const toggle = page.getByRole('switch', { name: `Status of ${prefix} campaign` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true', slow);
  await toggle.click();
  await expect(row(page, `${prefix} campaign`).getByText('Off', { exact: true })).toBeVisible(slow);

  const undo = page.getByRole('button', { name: new RegExp(`^Undo turning off the .*${prefix} campaign`) });
  await expect(undo).toBeVisible();
  await undo.click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Undone: 1 object back as before.' })).toBeVisible(slow);
  await expect(toggle).toHaveAttribute('aria-checked', 'true', slow);
});

test('a bulk +10 % on 2 ad sets is undone from the activity log; a conflict is named and left; axe at 1366 and 390', async ({ page, request }) => {
  const prefix = `Undo ${Date.now().toString(36)}`;
  await signIn(page);
  const account = await ownAdAccount(page);
  const { adsets } = await ownCampaign(request, account, prefix, 3);

  await page.goto(`/adsmanager/${account}/adsets?q=${encodeURIComponent(prefix)}`);
  await expect(page.getByRole('grid', { name: 'Ad sets' }).getByRole('link', { name: `${prefix} set 1`, exact: true })).toBeVisible(slow);
  await row(page, `${prefix} set 1`).getByRole('checkbox').check();
  await row(page, `${prefix} set 2`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Budget…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table', { name: 'Budget preview' })).toContainText(/IDR\s?110,000/);
  await dialog.getByRole('button', { name: 'Change 2 budgets' }).click();
  await expect(dialog.getByText('All 2 done.')).toBeVisible(slow);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Set 3's budget changes, then someone raises it again in Meta's Ads Manager: its undo must leave that.
  await page.getByRole('button', { name: `Edit budget of ${prefix} set 3` }).click();
  await page.getByRole('textbox', { name: 'Daily budget (IDR)' }).fill('150000');
  await page.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByRole('dialog')).toBeHidden(slow);
  await sandboxGraphPost(request, adsets[2]!, { daily_budget: '175000' });

  await page.goto('/setting/activity');
  await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
  const log = page.getByRole('table', { name: 'Activity' });
  await expect(log).toContainText(`${prefix} set 3`, slow);
  const setRow = (name: string) => log.getByRole('row').filter({ hasText: name });
  await setRow(`${prefix} set 1`).getByRole('button', { name: /^Undo all 2 changes/ }).click();
  const report = page.getByRole('status').filter({ hasText: 'Undo finished for 2 objects' });
  await expect(report).toContainText(`${prefix} set 1 — Restored: Daily budget back to IDR 100,000.`, slow);
  await expect(report).toContainText(`${prefix} set 2 — Restored: Daily budget back to IDR 100,000.`);
  await expect(setRow(`${prefix} set 1`).filter({ hasText: 'Undone by demo at' })).toHaveCount(1, slow);

  await setRow(`${prefix} set 3`).getByRole('button', { name: `Undo daily budget on ${prefix} set 3` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Undo finished for 1 object' })).toContainText(
    `${prefix} set 3 — Left as it is: Daily budget is now IDR 175,000, not the IDR 150,000 this change set: left as it is.`,
    slow,
  );

  for (const adset of adsets.slice(0, 2)) {
    expect((await sandboxGraphGet<{ daily_budget: string }>(request, adset, { fields: 'daily_budget' })).daily_budget).toBe('100000');
  }
  expect((await sandboxGraphGet<{ daily_budget: string }>(request, adsets[2]!, { fields: 'daily_budget' })).daily_budget).toBe('175000');

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await expect(log).toContainText('Undone by demo at');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});
