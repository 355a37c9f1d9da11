import type { APIRequestContext, Page } from '@playwright/test';
import { screenProblems } from '../support/axe';
import { expect, signIn, test } from '../support/fixtures';
import { dismissTips, ownAdAccount, sandboxGraphPost } from '../support/demoWorld';

/** Each width's screenshot of a checked screen, for the report. */
const shots = { screenshotsTo: (file: string) => test.info().outputPath(file) };

// Editing settings on sandbox objects this spec creates (its own name prefix): find and replace undone from the
// toast, a bid cap the platform refuses, an audience edit read back in the detail, and the dialogs' accessibility.
test.describe.configure({ timeout: 300_000 });
const slow = { timeout: 60_000 };

test.beforeEach(({ page }) => dismissTips(page));

/** A paused traffic campaign of this spec's own with `count` ad sets of IDR 100,000 a day, each capped at IDR 2,000 a click. */
async function ownCampaign(request: APIRequestContext, account: string, prefix: string, count: number): Promise<string[]> {
  const campaign = await sandboxGraphPost(request, `${account}/campaigns`, { name: `${prefix} campaign`, objective: 'OUTCOME_TRAFFIC', status: 'PAUSED', special_ad_categories: [] });
  const adsets: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    const adset = await sandboxGraphPost(request, `${account}/adsets`, {
      name: `${prefix} set ${i}`,
      campaign_id: campaign.id,
      status: 'PAUSED',
      daily_budget: 100000,
      optimization_goal: 'LINK_CLICKS',
      billing_event: 'IMPRESSIONS',
      bid_strategy: 'LOWEST_COST_WITH_BID_CAP',
      bid_amount: 2000,
      targeting: { geo_locations: { countries: ['ID'] }, age_min: 18, age_max: 65 },
    });
    adsets.push(adset.id);
  }
  return adsets;
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Ad sets' });
const row = (page: Page, name: string) => grid(page).getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test('three ad sets renamed by find and replace come back with the toast’s Undo; the rename and the bulk settings dialogs pass axe at 1366 and 390', async ({ page, request }) => {
  const prefix = `Tune ${Date.now().toString(36)}`;
  await signIn(page);
  const account = await ownAdAccount(page);
  await ownCampaign(request, account, prefix, 3);
  await page.goto(`/adsmanager/${account}/adsets?q=${encodeURIComponent(prefix)}&status=all`);
  for (let i = 1; i <= 3; i += 1) {
    await expect(row(page, `${prefix} set ${i}`)).toBeVisible(slow);
    await row(page, `${prefix} set ${i}`).getByRole('checkbox').check();
  }
  // The settings of the three at once: mixed settings say so; axe and layout at both widths.
  await page.getByRole('toolbar', { name: 'Selected items' }).getByRole('button', { name: 'Edit…' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit 3 ad sets' });
  await expect(editor.getByRole('combobox', { name: 'Age from' })).toHaveValue('18', slow);
  expect(await screenProblems(page, 'bulk-settings-dialog', shots)).toEqual([]);
  await editor.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('toolbar', { name: 'Selected items' }).getByRole('button', { name: 'Rename…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename 3 ad sets' });
  await dialog.getByRole('textbox', { name: 'Find' }).fill(' set ');
  await dialog.getByRole('textbox', { name: /Replace with/ }).fill(' group ');
  const preview = dialog.getByRole('table', { name: 'Names before and after' });
  for (let i = 1; i <= 3; i += 1) await expect(preview.getByRole('row').filter({ hasText: `${prefix} set ${i}` })).toContainText(`${prefix} group ${i}`);
  expect(await screenProblems(page, 'rename-dialog', shots)).toEqual([]);

  await dialog.getByRole('button', { name: 'Rename 3' }).click();
  await expect(dialog.getByText('All 3 done.')).toBeVisible(slow);
  await dialog.getByRole('button', { name: 'Done' }).click();
  for (let i = 1; i <= 3; i += 1) await expect(row(page, `${prefix} group ${i}`)).toBeVisible(slow);

  await page.getByRole('button', { name: 'Undo Rename 3 ad sets (3 objects changed)' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Undone: 3 objects back as before.' })).toBeVisible(slow);
  for (let i = 1; i <= 3; i += 1) await expect(row(page, `${prefix} set ${i}`)).toBeVisible(slow);
  await expect(grid(page).getByRole('link', { name: `${prefix} group 1`, exact: true })).toHaveCount(0);
});

test('a bid cap under the platform’s floor is refused beside its field in words, the amount typed kept; the settings dialog passes axe at 1366 and 390', async ({ page, request }) => {
  const prefix = `Tune ${Date.now().toString(36)}`;
  await signIn(page);
  const account = await ownAdAccount(page);
  const [adset] = await ownCampaign(request, account, prefix, 1);
  await page.goto(`/adsmanager/${account}/adsets/${adset}`);
  await page.getByRole('button', { name: 'Edit settings' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${prefix} set 1` });
  const bid = dialog.getByRole('textbox', { name: 'Bid cap (IDR)' });
  await expect(bid).toHaveValue('2000', slow);
  expect(await screenProblems(page, 'settings-dialog', shots)).toEqual([]);

  await bid.fill('100');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(bid).toHaveAccessibleDescription(/Your bid cap must be at least IDR150 per click or view for this ad set\./, slow);
  await expect(bid).toHaveAttribute('aria-invalid', 'true');
  await expect(bid).toHaveValue('100');
  await expect(bid).toBeFocused();
  expect(await screenProblems(page, 'settings-dialog-refused', shots)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('region', { name: 'Objective and bidding' })).toContainText(/IDR\s?2,000/);
});

test('an audience edit (ages and a city found by name) is saved and read back in the detail', async ({ page, request }) => {
  const prefix = `Tune ${Date.now().toString(36)}`;
  await signIn(page);
  const account = await ownAdAccount(page);
  const [adset] = await ownCampaign(request, account, prefix, 1);
  await page.goto(`/adsmanager/${account}/adsets/${adset}`);
  const audience = page.getByRole('region', { name: 'Audience and placements' });
  await expect(audience).toContainText('18 to 65+', slow);
  await page.getByRole('button', { name: 'Edit settings' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${prefix} set 1` });
  await dialog.getByRole('combobox', { name: 'Age from' }).selectOption('25');
  await dialog.getByRole('combobox', { name: 'Age to' }).selectOption('44');
  await dialog.getByRole('searchbox', { name: /Add a country, region or city/ }).fill('Bandung');
  await dialog.getByRole('button', { name: /^Add Bandung, West Java, Indonesia \(city\)$/ }).click(slow);
  await expect(dialog.getByText('Bandung, West Java, Indonesia')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden(slow);
  await expect(page.getByTestId('toast').filter({ hasText: `Saved the audience and placements of ad set "${prefix} set 1"` })).toBeVisible(slow);
  await expect(audience).toContainText('25 to 44', slow);
  await expect(audience).toContainText('Indonesia, Bandung');
});
