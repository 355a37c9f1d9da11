import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, signIn, test } from '../support/fixtures';
import { userAdAccounts } from '../support/demoWorld';

// Reads only: the demo world as seeded (no writes), so other specs running beside it see nothing change.
test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 60_000 };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Dewi's active IDR account, as the demo user's own team sees it. */
const activeAccount = async (page: Page) => (await userAdAccounts(page)).find((a) => a.currency === 'IDR' && a.team === 0 && a.account_status === 1)!;

const picker = (page: Page) => page.getByRole('dialog', { name: 'Date range' });

async function typeInto(page: Page, label: string, value: string) {
  const input = picker(page).getByLabel(label, { exact: true });
  await input.fill(value);
}

test('a custom range is kept from the list to a campaign and back, by the page’s back link and by the browser’s Back', async ({ page }) => {
  await signIn(page);
  const account = await activeAccount(page);
  await page.goto(`/adsmanager/${account.id}/campaigns`);
  const grid = page.getByRole('grid', { name: 'Campaigns' });
  await expect(grid.getByRole('row').nth(2)).toBeVisible(slow);

  const [since, until] = [day(-20), day(-6)];
  await page.getByRole('button', { name: /^Date range: Last 7 Days/ }).click();
  await picker(page).getByRole('radio', { name: 'Custom range' }).check();
  // An impossible day is refused in words and what was typed stays.
  await typeInto(page, 'Start date', '2026-02-30');
  await picker(page).getByRole('button', { name: 'Apply' }).click();
  await expect(picker(page).getByRole('alert')).toHaveText('2026-02-30 is not a day on the calendar: check the month and the day.');
  await expect(picker(page).getByLabel('Start date', { exact: true })).toHaveValue('2026-02-30');
  await typeInto(page, 'Start date', since);
  await typeInto(page, 'End date', until);
  await picker(page).getByRole('button', { name: 'Apply' }).click();
  const query = `?date=custom&since=${since}&until=${until}`;
  await expect(page).toHaveURL(new RegExp(`/adsmanager/${account.id}/campaigns\\${query}$`));
  const rangeButton = page.getByRole('button', { name: /^Date range: \d{1,2} \w+/ });
  const rangeText = (await rangeButton.textContent())!;
  expect(rangeText).not.toMatch(/Last 7 Days/);

  // Open the first campaign: its address, its tabs and its way back keep the range.
  const first = grid.locator('[role="row"][data-row-id]').first().getByRole('link').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(slow);
  await expect(page).toHaveURL(new RegExp(`/campaigns/\\d+\\${query}$`));
  await expect(page.getByRole('link', { name: '← Campaigns' })).toHaveAttribute('href', `/adsmanager/${account.id}/campaigns${query}`);
  await page.getByRole('link', { name: 'Insights', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/insights\\${query}$`));
  await expect(page.getByRole('button', { name: /^Date range:/ })).toHaveText(rangeText);

  // The browser's Back: the campaign's settings, then the list with the range.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/adsmanager/${account.id}/campaigns\\${query}$`));
  await expect(page.getByRole('button', { name: /^Date range:/ })).toHaveText(rangeText);
  await expect(grid.getByRole('link', { name, exact: true })).toBeVisible(slow);

  // The page's own back link.
  await grid.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(slow);
  await page.getByRole('link', { name: '← Campaigns' }).click();
  await expect(page).toHaveURL(new RegExp(`/adsmanager/${account.id}/campaigns\\${query}$`));
  await expect(page.getByRole('button', { name: /^Date range:/ })).toHaveText(rangeText);
});

test('compare with a chosen period: the list reads that period beside the range and says so', async ({ page }) => {
  await signIn(page);
  const account = await activeAccount(page);
  await page.goto(`/adsmanager/${account.id}/campaigns?date=last_30d`);
  const grid = page.getByRole('grid', { name: 'Campaigns' });
  await expect(grid.getByRole('row').nth(2)).toBeVisible(slow);

  const [csince, cuntil] = [day(-400), day(-371)];
  await page.getByRole('button', { name: /^Date range: Last 30 Days/ }).click();
  await picker(page).getByRole('radio', { name: 'A period I choose' }).check();
  await typeInto(page, 'Comparison start', csince);
  await typeInto(page, 'Comparison end', cuntil);
  const listRead = page.waitForRequest((request) => request.url().includes(`/${account.id}/campaigns`) && decodeURIComponent(request.url()).includes(`"since":"${csince}","until":"${cuntil}"`));
  await picker(page).getByRole('button', { name: 'Apply' }).click();
  await listRead;
  await expect(page).toHaveURL(new RegExp(`date=last_30d&compare=custom&csince=${csince}&cuntil=${cuntil}$`));
  await expect(page.getByText(/^compared with \d{1,2} \w+( \d{4})? – \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(grid.getByRole('row').nth(2)).toBeVisible(slow);

  // The daily performance of a campaign compares with the same chosen period.
  const first = grid.locator('[role="row"][data-row-id]').first().getByRole('link').first();
  await first.click();
  await page.getByRole('link', { name: 'Daily performance' }).click();
  await expect(page.getByRole('table', { name: 'Daily figures' })).toBeVisible(slow);
  await expect(page.getByRole('table', { name: 'Daily figures' }).getByText(/^Compared period/)).toBeVisible();
});

test('an unsettled account opens with a notice in words (what to do, a link to its billing on Meta) and no row claims Active', async ({ page }) => {
  await signIn(page);
  const unsettled = (await userAdAccounts(page)).find((a) => a.account_status === 3);
  expect(unsettled, 'the demo user has an unsettled ad account').toBeDefined();
  await page.goto(`/adsmanager/${unsettled!.id}/campaigns?status=all`);
  const notice = page.getByTestId('account-health');
  await expect(notice).toContainText(`This ad account is unsettled: ${unsettled!.name}.`, slow);
  await expect(notice).toContainText('Pay the outstanding balance in Billing & payments');
  await expect(notice.getByRole('link', { name: /Open Billing & payments on Meta/ })).toHaveAttribute('href', /^https:\/\/business\.facebook\.com\/billing_hub\/payment_activity\?asset_id=\d+$/);
  const grid = page.getByRole('grid', { name: 'Campaigns' });
  await expect(grid.locator('[role="row"][data-row-id]').first()).toBeVisible(slow);
  await expect(grid.getByText('Not delivering — account unsettled').first()).toBeVisible();
  await expect(grid.locator('[data-status="ACTIVE"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // A campaign of it opens too, with the same notice; its delivery does not claim Active either.
  const running = grid.getByRole('row').filter({ hasText: 'Not delivering — account unsettled' }).first().getByRole('link').first();
  const name = (await running.textContent())!.trim();
  await running.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(slow);
  await expect(page.getByTestId('account-health')).toContainText('This ad account is unsettled');
  await expect(page.getByText('Not delivering — account unsettled')).toBeVisible();
});

for (const width of [1366, 390]) {
  test(`the list with the date range picker open has no serious axe violations and no sideways scroll at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await signIn(page);
    const account = await activeAccount(page);
    await page.goto(`/adsmanager/${account.id}/campaigns?date=custom&since=${day(-20)}&until=${day(-6)}&compare=custom&csince=${day(-60)}&cuntil=${day(-46)}`);
    await expect(page.getByRole('grid', { name: 'Campaigns' }).getByRole('row').nth(2)).toBeVisible(slow);
    await page.getByRole('button', { name: /^Date range:/ }).click();
    await expect(picker(page).getByRole('radio', { name: 'Custom range' })).toBeChecked();
    await expect(picker(page).getByLabel('Comparison start', { exact: true })).toHaveValue(day(-60));
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The calendar works by keyboard: a day focused and picked with Enter starts a new range.
    await picker(page).getByRole('button', { name: /^\w+day \d{1,2} \w+ \d{4}$/ }).and(picker(page).locator('[tabindex="0"]')).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(picker(page).getByLabel('Start date', { exact: true })).toHaveValue(day(-21));
    await page.keyboard.press('Escape');
    await expect(picker(page)).toBeHidden();
  });
}
