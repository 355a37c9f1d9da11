import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { DEMO, expect, signIn, test } from '../support/fixtures';
import { type UserAdAccount, userAdAccounts } from '../support/demoWorld';

// Saved views in the ads manager: a view with a conditional format follows the user across accounts and a reload,
// a team member sees a shared view read-only, and the formatting editor passes axe on a laptop and a phone.
test.describe.configure({ timeout: 240_000 });
const slow = { timeout: 60_000 };
const BUDI = { user: 'budi', password: 'budi1234' };

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Got it' }), async (button) => {
    await button.click();
  });
});

const find = (list: UserAdAccount[], currency: string) => list.find((a) => a.currency === currency && a.team === 0 && a.account_status === 1)!;
const grid = (page: Page) => page.getByRole('grid', { name: 'Campaigns' });
const firstRow = (page: Page) => grid(page).locator('[role="row"][data-row-id]').first();
const flagged = (page: Page) => grid(page).locator('[data-format="red"]');

async function addSpendRule(page: Page, value: string) {
  await page.getByRole('button', { name: /^Formatting/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Conditional formatting' });
  // The list's formats are the user's own (other tests of this user may have left some): start from none, once the
  // editor shows them (it is downloaded on first use).
  await expect(dialog).toBeVisible();
  const remove = dialog.getByRole('button', { name: /^Remove rule/ });
  while ((await remove.count()) > 0) await remove.first().click();
  await dialog.getByRole('button', { name: 'Add a rule' }).click();
  const rule = dialog.getByRole('group', { name: /^Rule 1/ });
  await rule.getByLabel('Metric').selectOption('spend');
  await rule.getByLabel('Value').fill(value);
  return dialog;
}

async function saveViewAs(page: Page, name: string) {
  await page.getByRole('button', { name: /^View/ }).click();
  await page.getByRole('button', { name: 'Save as new view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as a new view' });
  await dialog.getByLabel(/View name/).fill(name);
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByRole('button', { name: `View: ${name}` })).toBeVisible(slow);
}

test('a saved view with a conditional format survives an account switch and a reload', async ({ page }) => {
  await signIn(page, DEMO);
  const all = await userAdAccounts(page);
  const idr = find(all, 'IDR');
  const usd = find(all, 'USD');
  await page.goto(`/adsmanager/${idr.id}/campaigns?date=last_30d`);
  await expect(firstRow(page)).toBeVisible(slow);

  const dialog = await addSpendRule(page, '1');
  await dialog.getByRole('button', { name: 'Apply formatting' }).click();
  await expect(dialog).toBeHidden();
  await expect(flagged(page).first()).toBeVisible(slow);
  await expect(flagged(page).first()).toContainText(/flagged: above IDR\s?1/);
  await saveViewAs(page, 'Spend watch');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // Another account in the header: the same view, its format and its period.
  await page.getByRole('combobox', { name: 'Ad account' }).selectOption(`0:${usd.id}`);
  await expect(page.getByText(`${usd.name} · USD`)).toBeVisible(slow);
  await expect(page).toHaveURL(/date=last_30d/);
  await expect(page.getByRole('button', { name: 'View: Spend watch' })).toBeVisible(slow);
  await expect(firstRow(page)).toBeVisible(slow);
  await expect(flagged(page).first()).toContainText(/flagged: above \$1\.00/, slow);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  await page.reload();
  await expect(firstRow(page)).toBeVisible(slow);
  await expect(page.getByRole('button', { name: 'View: Spend watch' })).toBeVisible(slow);
  await expect(page.getByRole('button', { name: 'Formatting (1)' })).toBeVisible();
  await expect(flagged(page).first()).toBeVisible(slow);

  // A change is marked, and Revert takes the list back to the view.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'View: Spend watch' }).click();
  await page.getByRole('button', { name: 'Revert to “Spend watch”' }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await expect(page).not.toHaveURL(/status=active/);
});

test('a view shared with the team is seen read-only by its other member, who can copy it', async ({ page, browser }) => {
  await signIn(page, DEMO);
  const idr = find(await userAdAccounts(page), 'IDR');
  await page.goto(`/adsmanager/${idr.id}/campaigns`);
  await expect(firstRow(page)).toBeVisible(slow);
  await saveViewAs(page, 'Agency weekly');
  await page.getByRole('button', { name: 'View: Agency weekly' }).click();
  await page.getByRole('button', { name: 'Share with Budi Agency' }).click();
  // The menu closes once the share is saved: a click before that would close it early, not open it again.
  await expect(page.getByRole('group', { name: 'Views' })).toBeHidden(slow);
  await page.getByRole('button', { name: 'View: Agency weekly' }).click();
  await expect(page.getByText('shared with Budi Agency')).toBeVisible(slow);

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const budi = await other.newPage();
  await budi.addLocatorHandler(budi.getByRole('button', { name: 'Got it' }), async (button) => {
    await button.click();
  });
  await signIn(budi, BUDI, '/adsmanager');
  await expect(budi.getByRole('grid', { name: 'Campaigns' }).locator('[role="row"][data-row-id]').first()).toBeVisible(slow);
  await budi.getByRole('button', { name: /^View/ }).click();
  const panel = budi.getByRole('group', { name: 'Views' });
  await expect(panel.getByText('by demo · read-only')).toBeVisible(slow);
  await panel.getByRole('button', { name: /^Agency weekly/ }).click();
  await expect(budi.getByRole('button', { name: 'View: Agency weekly' })).toBeVisible(slow);
  await budi.getByRole('button', { name: 'View: Agency weekly' }).click();
  await expect(panel.getByRole('button', { name: 'Delete…' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Rename…' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Copy to your views' }).click();
  await expect(budi.getByRole('button', { name: 'View: Copy of Agency weekly' })).toBeVisible(slow);
  await other.close();
});

test('axe finds nothing serious with the formatting editor open, nor on the formatted list, at 1366 and 390 px', async ({ page }) => {
  await signIn(page, DEMO);
  const idr = find(await userAdAccounts(page), 'IDR');
  await page.goto(`/adsmanager/${idr.id}/campaigns?date=last_30d`);
  await expect(firstRow(page)).toBeVisible(slow);
  const found: string[] = [];
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const dialog = await addSpendRule(page, '1');
    await dialog.getByRole('button', { name: 'Add a rule' }).click();
    await dialog.getByRole('group', { name: /^Rule 2/ }).getByLabel('Condition').selectOption('between');
    await dialog.getByRole('group', { name: /^Rule 2/ }).getByLabel('From').fill('abc');
    await dialog.getByRole('button', { name: 'Apply formatting' }).click();
    await expect(dialog.getByText('Write a number, such as 25 or 1.5.')).toBeVisible();
    found.push(...(await seriousViolations(page)).map((line) => `editor at ${width} px: ${line}`));
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    if (wide > width) found.push(`editor at ${width} px: the page scrolls sideways (${wide} px)`);
    await dialog.getByRole('button', { name: 'Remove rule 2' }).click();
    await dialog.getByRole('button', { name: 'Apply formatting' }).click();
    await expect(dialog).toBeHidden();
    await expect(flagged(page).first()).toBeVisible(slow);
    await page.getByRole('button', { name: /^View/ }).click();
    found.push(...(await seriousViolations(page)).map((line) => `list and views menu at ${width} px: ${line}`));
    await page.keyboard.press('Escape');
  }
  expect(found).toEqual([]);
});
