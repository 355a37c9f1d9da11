import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, signIn, test } from '../support/fixtures';
import { ownAdAccount, sandboxGraphPost } from '../support/demoWorld';

// Breakdowns in the list and rows that stay put (issue 22). Writes touch only campaigns this spec creates (named with
// its own prefix), so other specs reading the demo world in parallel see nothing change.
test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 60_000 };
const AGE = /^(13-17|18-24|25-34|35-44|45-54|55-64|65\+|Unknown)$/;

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Got it' }), async (button) => {
    await button.click();
  });
});

const nameOf = (row: ReturnType<Page['locator']>) => row.locator('[role="gridcell"]').nth(1);

test('a breakdown by age shows each campaign\'s age buckets under it with their figures, by keyboard too, kept in the address', async ({ page }) => {
  await signIn(page);
  const account = await ownAdAccount(page);
  await page.goto(`/adsmanager/${account}/campaigns?date=last_30d`);
  await expect(page.getByRole('grid', { name: 'Campaigns' }).locator('[role="row"][data-row-id]').first()).toBeVisible(slow);

  const insights: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(`/${account}/insights`) && url.searchParams.get('breakdowns') === 'age') insights.push(request.url());
  });
  await page.getByRole('combobox', { name: 'Breakdown' }).selectOption('age');
  await expect(page).toHaveURL(/breakdown=age/);
  const tree = page.getByRole('treegrid', { name: 'Campaigns' });
  const slices = tree.locator('[role="row"][aria-level="2"]');
  await expect(slices.first()).toBeVisible(slow);
  // One call per period (this one and the previous) for the rows shown (≤ 50 campaigns), at the campaign level,
  // filtered to their ids.
  await expect.poll(() => insights.length).toBe(2);
  expect(new Set(insights.map((url) => new URL(url).searchParams.get('time_range'))).size).toBe(2);
  const call = new URL(insights[0]!);
  expect(call.searchParams.get('level')).toBe('campaign');
  expect(call.searchParams.get('filtering')).toContain('"campaign.id"');

  // The first campaign with slices: its sub-rows are age buckets with an amount spent.
  const parent = tree.locator('[role="row"][aria-level="1"][aria-expanded="true"]').first();
  const parentName = (await parent.getByRole('link').first().textContent())!.trim();
  const firstSlice = parent.locator('xpath=following-sibling::*[1]');
  await expect(firstSlice).toHaveAttribute('aria-level', '2');
  await expect(nameOf(firstSlice)).toHaveText(AGE);
  await expect(firstSlice.getByText(/IDR\s?[\d,]+/).first()).toBeVisible();
  await expect(firstSlice.getByRole('switch')).toHaveCount(0);
  await expect(firstSlice.getByRole('checkbox')).toHaveCount(0);

  // By keyboard: ArrowLeft on the row closes it, ArrowRight opens it again. The row is focused again until the key
  // lands on it: figures still arriving (the previous period's) may re-render the list between the focus and the key.
  const row = tree.locator('[role="row"][aria-level="1"]').filter({ has: page.getByRole('link', { name: parentName, exact: true }) });
  await expect(async () => {
    await row.focus();
    await expect(row).toBeFocused({ timeout: 1000 });
    await page.keyboard.press('ArrowLeft');
    await expect(row).toHaveAttribute('aria-expanded', 'false', { timeout: 1000 });
  }).toPass();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: `Hide the breakdown of ${parentName}` })).toBeVisible();

  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(slices).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(slices.first()).toBeVisible();

  // A reload keeps the breakdown, and the slices come back.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Breakdown' })).toHaveValue('age');
  await expect(page.getByRole('treegrid', { name: 'Campaigns' }).locator('[role="row"][aria-level="2"]').first()).toBeVisible(slow);
});

test('ticking checkboxes does not move the grid or its rows; the bulk actions take the place above it', async ({ page }) => {
  await signIn(page);
  const account = await ownAdAccount(page);
  await page.goto(`/adsmanager/${account}/campaigns`);
  const grid = page.getByTestId('asset-grid');
  const first = grid.locator('[role="row"][data-row-id]').first();
  await expect(first).toBeVisible(slow);
  const gridBefore = (await grid.boundingBox())!;
  const rowBefore = (await first.boundingBox())!;
  await first.getByRole('checkbox').check();
  await expect(page.getByRole('toolbar', { name: 'Selected items' })).toBeVisible();
  await grid.locator('[role="row"][data-row-id]').nth(1).getByRole('checkbox').check();
  await expect(page.getByRole('toolbar', { name: 'Selected items' })).toContainText('2 campaigns selected');
  expect((await grid.boundingBox())!.y).toBe(gridBefore.y);
  expect((await first.boundingBox())!.y).toBe(rowBefore.y);
  await first.getByRole('checkbox').uncheck();
  await grid.locator('[role="row"][data-row-id]').nth(1).getByRole('checkbox').uncheck();
  await expect(page.getByRole('toolbar', { name: 'Selected items' })).toBeHidden();
  expect((await grid.boundingBox())!.y).toBe(gridBefore.y);
});

test('turning a campaign off leaves it where it is until "Re-sort"', async ({ page, request }) => {
  const prefix = `E2E brk ${Date.now().toString(36)}`;
  await signIn(page);
  const account = await ownAdAccount(page);
  for (const n of [1, 2, 3]) await sandboxGraphPost(request, `${account}/campaigns`, { name: `${prefix} ${n}`, objective: 'OUTCOME_TRAFFIC', status: 'ACTIVE', special_ad_categories: [], daily_budget: 200000, bid_strategy: 'LOWEST_COST_WITHOUT_CAP' });
  await page.goto(`/adsmanager/${account}/campaigns?q=${encodeURIComponent(prefix)}`);
  const rows = page.getByRole('grid', { name: 'Campaigns' }).locator('[role="row"][data-row-id]');
  await expect(rows).toHaveCount(3, slow);
  const order = async () => (await rows.getByRole('link').allTextContents()).map((t) => t.trim());
  const before = await order();
  const firstName = before[0]!;
  await page.getByRole('switch', { name: `Status of ${firstName}` }).click();
  await expect(page.getByRole('switch', { name: `Status of ${firstName}` })).toHaveAttribute('aria-checked', 'false');
  // The list is read again after the write; the paused campaign keeps its row.
  await expect(page.getByRole('button', { name: 'Re-sort' })).toBeVisible(slow);
  expect(await order()).toEqual(before);
  // The next click lands where the user aims: the second row is still the second campaign.
  await expect(rows.nth(1).getByRole('link')).toHaveText(before[1]!);
  await page.getByRole('button', { name: 'Re-sort' }).click();
  expect((await order()).at(-1)).toBe(firstName);
});

for (const width of [1366, 390]) {
  test(`the list with age sub-rows expanded has no serious axe violations and no sideways page scroll at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await signIn(page);
    const account = await ownAdAccount(page);
    await page.goto(`/adsmanager/${account}/campaigns?date=last_30d&breakdown=age`);
    await expect(page.getByRole('treegrid', { name: 'Campaigns' }).locator('[role="row"][aria-level="2"]').first()).toBeVisible(slow);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
