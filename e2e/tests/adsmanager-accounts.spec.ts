import type { Page } from '@playwright/test';
import { screenProblems } from '../support/axe';
import { expect, signIn, test } from '../support/fixtures';
import { type UserAdAccount, userAdAccounts } from '../support/demoWorld';

// One account choice across the header and the ads manager, "All ad accounts", and totals that say what they hold.
// Reads only: nothing in the seeded world is changed.
test.describe.configure({ timeout: 240_000 });
const slow = { timeout: 60_000 };

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Got it' }), async (button) => {
    await button.click();
  });
});

const find = (list: UserAdAccount[], currency: string, team: number) => list.find((a) => a.currency === currency && a.team === team && a.account_status === 1)!;
const picker = (page: Page) => page.getByRole('combobox', { name: 'Ad account' });

test('switching the account in the header changes the list and the URL, and the picker no longer snaps back', async ({ page }) => {
  await signIn(page);
  const all = await userAdAccounts(page);
  const idr = find(all, 'IDR', 0);
  const usd = find(all, 'USD', 0);
  await page.goto(`/adsmanager/${idr.id}/adsets?date=last_30d`);
  await expect(page.getByRole('grid', { name: 'Ad sets' }).locator('[role="row"][data-row-id]').first()).toBeVisible(slow);
  await expect(page.getByText(`${idr.name} · IDR`)).toBeVisible();

  await picker(page).selectOption(`0:${usd.id}`);
  await expect(page).toHaveURL(new RegExp(`/adsmanager/${usd.id}/adsets\\?date=last_30d$`), slow);
  await expect(page.getByText(`${usd.name} · USD`)).toBeVisible(slow);
  await expect(page.getByRole('grid', { name: 'Ad sets' }).locator('[role="row"][data-row-id]').first()).toBeVisible(slow);
  await expect(page.getByRole('grid', { name: 'Ad sets' }).getByText(/\$[\d,]+\.\d\d/).first()).toBeVisible(slow);
  // It stays on the new account.
  await page.waitForTimeout(1_000);
  await expect(picker(page)).toHaveValue(`0:${usd.id}`);
});

test("opening a URL with an account shows that account in the picker, a team's account with its team", async ({ page }) => {
  await signIn(page);
  const all = await userAdAccounts(page);
  const team = all.find((a) => a.team !== 0 && a.account_status === 1)!;
  await page.goto(`/adsmanager/${team.id}/campaigns`);
  await expect(page.getByRole('grid', { name: 'Campaigns' }).locator('[role="row"][data-row-id]').first()).toBeVisible(slow);
  await expect(picker(page)).toHaveValue(`${team.team}:${team.id}`);
  await expect(page.getByTestId('ad-account-face')).toContainText(team.name);
  // And back: the browser's Back goes to the account before, and the picker follows.
  const own = find(all, 'IDR', 0);
  await page.goto(`/adsmanager/${own.id}/campaigns`);
  await expect(picker(page)).toHaveValue(`0:${own.id}`, slow);
  await page.goBack();
  await expect(picker(page)).toHaveValue(`${team.team}:${team.id}`, slow);
});

test('"All ad accounts" with two currencies: an Account column and one totals line per currency', async ({ page }) => {
  await signIn(page);
  const all = await userAdAccounts(page);
  const idr = find(all, 'IDR', 0);
  const usd = all.find((a) => a.currency === 'USD' && a.team !== 0 && a.account_status === 1)!;
  await page.goto(`/adsmanager/${idr.id}/campaigns?date=last_30d`);
  await expect(page.getByRole('grid', { name: 'Campaigns' }).locator('[role="row"][data-row-id]').first()).toBeVisible(slow);

  // "All ad accounts" from the header goes to the list of every account, keeping the period.
  await picker(page).selectOption('all');
  await expect(page).toHaveURL(/\/adsmanager\/all\/campaigns\?date=last_30d$/, slow);
  await expect(page.getByRole('columnheader', { name: 'Account' })).toBeVisible(slow);

  // A set of two accounts in two currencies, of two teams.
  await page.goto(`/adsmanager/all/campaigns?date=last_30d&accounts=${encodeURIComponent(`0:${idr.id},${usd.team}:${usd.id}`)}`);
  const grid = page.getByRole('grid', { name: 'Campaigns' });
  await expect(page.getByText(/^\d+ campaigns loaded from 2 accounts/)).toBeVisible(slow);
  await expect(picker(page)).toHaveValue('set');
  await expect(page.getByTestId('ad-account-face')).toContainText('2 ad accounts');
  await expect(grid.getByRole('gridcell').filter({ hasText: `${usd.name} USD` }).first()).toBeVisible();
  await expect(grid.getByRole('gridcell').filter({ hasText: `${idr.name} IDR` }).first()).toBeVisible();
  await expect(grid.getByText(/^Totals in IDR of \d+ campaigns? \(.+\) · Last 30 Days$/)).toBeVisible();
  await expect(grid.getByText(/^Totals in USD of \d+ campaigns? \(.+\) · Last 30 Days$/)).toBeVisible();
  await expect(grid.getByText(/^Totals (in|of)/)).toHaveCount(2);

  // The set is chosen in the header's dialog too.
  await picker(page).selectOption('choose-set');
  const dialog = page.getByRole('dialog', { name: 'Choose ad accounts' });
  await expect(dialog.getByRole('checkbox', { name: new RegExp(idr.name) })).toBeChecked();
  expect(await screenProblems(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  expect(await screenProblems(page)).toEqual([]);
});

test('deleted spend: the totals say what they hold, a line says what a deleted campaign spent, and a button includes it', async ({ page }) => {
  await signIn(page);
  const idr = find(await userAdAccounts(page), 'IDR', 0);
  await page.goto(`/adsmanager/${idr.id}/campaigns?date=last_90d`);
  const grid = page.getByRole('grid', { name: 'Campaigns' });
  await expect(grid.getByText(/^Totals of \d+ campaigns \((active|paused)[^)]*\) · Last 90 Days$/)).toBeVisible(slow);
  const note = page.getByRole('note', { name: 'Spend not in these totals' });
  await expect(note).toContainText(/^IDR\s?[\d,]+ was spent by 1 deleted or archived campaign in this period — not in these totals\./, slow);
  expect(await screenProblems(page)).toEqual([]);

  await note.getByRole('button', { name: 'Include deleted and archived' }).click();
  await expect(page).toHaveURL(/status=all/);
  await expect(grid.getByText(/^Totals of \d+ campaigns \(.*deleted.*\) · Last 90 Days$/)).toBeVisible(slow);
  await expect(note).toBeHidden();
});

test('"All ad accounts" with a breakdown by age shows sub-rows under rows of both currencies, and a saved view\'s conditional format applies there', async ({ page }) => {
  // Its own user (connected as Dewi too), so the format it sets does not reach the specs of the demo user.
  await signIn(page, { user: 'admin', password: 'admin1234' });
  const idr = find(await userAdAccounts(page), 'IDR', 0);
  await page.goto(`/adsmanager/${idr.id}/campaigns?date=last_30d`);
  await expect(page.getByRole('grid', { name: 'Campaigns' }).locator('[role="row"][data-row-id]').first()).toBeVisible(slow);

  // A view made on one account: spend above 1 → red.
  await page.getByRole('button', { name: /^Formatting/ }).click();
  const formatting = page.getByRole('dialog', { name: 'Conditional formatting' });
  // Start from no rules once the editor shows the user's (it is downloaded on first use).
  await expect(formatting).toBeVisible();
  const remove = formatting.getByRole('button', { name: /^Remove rule/ });
  while ((await remove.count()) > 0) await remove.first().click();
  await formatting.getByRole('button', { name: 'Add a rule' }).click();
  const rule = formatting.getByRole('group', { name: /^Rule 1/ });
  await rule.getByLabel('Metric').selectOption('spend');
  await rule.getByLabel('Value').fill('1');
  await formatting.getByRole('button', { name: 'Apply formatting' }).click();
  await page.getByRole('button', { name: /^View/ }).click();
  await page.getByRole('button', { name: 'Save as new view…' }).click();
  const save = page.getByRole('dialog', { name: 'Save as a new view' });
  await save.getByLabel(/View name/).fill(`Spend watch ${Date.now()}`);
  await save.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0, slow);

  // Every account, broken down by age.
  await picker(page).selectOption('all');
  await expect(page).toHaveURL(/\/adsmanager\/all\/campaigns\?/, slow);
  await page.getByRole('combobox', { name: 'Breakdown' }).selectOption('age');
  await expect(page).toHaveURL(/breakdown=age/);
  const tree = page.getByRole('treegrid', { name: 'Campaigns' });
  const slices = tree.locator('[role="row"][aria-level="2"]');
  await expect(slices.first()).toBeVisible(slow);
  await expect(nameOfRow(slices.first())).toHaveText(/^(13-17|18-24|25-34|35-44|45-54|55-64|65\+|Unknown)$/);
  await expect(slices.filter({ hasText: /IDR\s?[\d,]+/ }).first()).toBeVisible(slow);
  await expect(slices.first().getByRole('switch')).toHaveCount(0);
  // The view's format, in each row's currency, on rows and their slices.
  const flagged = tree.locator('[data-format="red"]');
  await expect(flagged.filter({ hasText: /flagged: above IDR\s?1/ }).first()).toBeVisible(slow);
  await expect(slices.locator('[data-format="red"]').first()).toBeVisible();

  // The rows of the USD account come further down the grid (rows are drawn as they scroll into view).
  const usdSlice = slices.filter({ hasText: /\$[\d,]+\.\d\d/ }).first();
  await tree.hover();
  for (let i = 0; i < 60 && (await usdSlice.count()) === 0; i += 1) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(200);
  }
  await expect(usdSlice).toBeVisible(slow);
  await expect(usdSlice.locator('[data-format="red"]').filter({ hasText: /flagged: above \$1\.00/ }).first()).toBeAttached();
  await expect(page.getByTestId('freshness-stamp')).toBeVisible();
  expect(await screenProblems(page)).toEqual([]);

  // Leave the user's list without the rule.
  await page.getByRole('button', { name: /^Formatting/ }).click();
  await expect(formatting).toBeVisible();
  while ((await remove.count()) > 0) await remove.first().click();
  await formatting.getByRole('button', { name: 'Apply formatting' }).click();
  await expect(flagged).toHaveCount(0);
});

const nameOfRow = (row: ReturnType<Page['locator']>) => row.locator('[role="gridcell"]').nth(1);
