import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { clearFaults, dismissTips, injectFault, sandboxOrigin } from '../support/demoWorld';
import { expect, signIn, test } from '../support/fixtures';

const rowChecks = (page: Page) => page.getByRole('checkbox', { name: /^Select (?!all)/ });
const shownCount = async (page: Page) => Number((await page.getByText(/ of [\d,]+ shown$/).textContent())!.split(' of ')[0]!.replace(/,/g, ''));

// The host's "What's new?" panel may open over the page after login; close it whenever it shows up.
test.beforeEach(async ({ page }) => {
  await dismissTips(page);
});

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test('search → shift-select a range → estimate reach → save to a new collection → rename → delete', async ({ page }) => {
  await signIn(page);
  await page.goto('/search?q=fitness%2C%20food%2C%20travel');
  await expect(page.getByRole('textbox', { name: 'Keywords' })).toHaveValue('fitness, food, travel');
  await expect(rowChecks(page).first()).toBeVisible();
  expect(await shownCount(page)).toBeGreaterThan(4);

  await rowChecks(page).nth(0).click();
  await rowChecks(page).nth(3).click({ modifiers: ['Shift'] });
  await expect(page.getByText('4 selected')).toBeVisible();
  for (const n of [0, 1, 2, 3]) await expect(rowChecks(page).nth(n)).toBeChecked();

  await page.getByRole('button', { name: 'Estimate reach' }).click();
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow.getByRole('gridcell').nth(4)).toContainText('–');

  const name = `E2E fitness ${Date.now()}`;
  await page.getByRole('button', { name: 'Save to collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to collection' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved 4 items to "${name}"`)).toBeVisible();

  await page.goto('/saved-groups');
  const item = page.getByRole('listitem', { name });
  await expect(item).toContainText('4 items');

  await item.getByRole('button', { name: 'Rename' }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Rename collection' });
  await renameDialog.getByRole('textbox', { name: 'Collection name' }).fill(`${name} renamed`);
  await renameDialog.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByRole('listitem', { name: `${name} renamed` });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem', { name: `${name} renamed` })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Saved collections' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `${name} renamed` })).toHaveCount(0);
});

test('a saved collection opens with its items, which can be removed', async ({ page }) => {
  await signIn(page);
  await page.goto('/search?q=fitness');
  await rowChecks(page).nth(0).click();
  await rowChecks(page).nth(1).click();
  const name = `E2E open ${Date.now()}`;
  await page.getByRole('button', { name: 'Save to collection' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved 2 items to "${name}"`)).toBeVisible();

  await page.goto('/saved-groups');
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(rowChecks(page)).toHaveCount(2);
  await rowChecks(page).first().click();
  await page.getByRole('button', { name: 'Remove from collection' }).click();
  await expect(rowChecks(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'All collections' }).click();
  await expect(page.getByRole('listitem', { name })).toContainText('1 item');
});

test('explore: page 1 from the query, Load more adds suggestions', async ({ page }) => {
  await signIn(page);
  await page.goto('/explore?q=fitness');
  await expect(rowChecks(page).first()).toBeVisible();
  await expect(page.getByText(/^Seed: /)).toBeVisible();
  const first = await shownCount(page);
  expect(first).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => shownCount(page)).toBeGreaterThan(first);
});

test('insights: pages load with likes, talking-about and engagement, then resolve to interests', async ({ page }) => {
  const world = (await (await page.request.get(`${sandboxOrigin()}/__sandbox/world`)).json()) as { pages: { id: string; name: string }[] };
  expect(world.pages.length).toBeGreaterThan(10);
  await signIn(page);
  await page.goto('/insights');
  await page.getByRole('textbox', { name: /Pages/ }).fill(world.pages.map((p, i) => (i % 2 ? `https://www.facebook.com/${p.id}` : p.id)).join('\n'));
  await page.getByRole('button', { name: 'Get insights' }).click();
  await expect(page.getByText(`${world.pages.length} of ${world.pages.length} pages requested`)).toBeVisible();
  await expect.poll(() => shownCount(page)).toBe(world.pages.length);
  await expect(page.getByRole('columnheader', { name: /Likes/ })).toBeVisible();
  await page.getByRole('button', { name: 'Likes' }).click();
  await expect(page.getByRole('columnheader', { name: /Likes/ })).toHaveAttribute('aria-sort', 'descending');
});

test('a search failure clears the list and shows a persistent error toast whose Retry searches again', async ({ page }) => {
  await signIn(page);
  await page.goto('/search?q=fitness');
  await expect(rowChecks(page).first()).toBeVisible();
  await injectFault(page.request, { kind: 'server_error', path: 'targetingsearch' });
  await page.getByRole('textbox', { name: 'Keywords' }).fill('yoga');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const toast = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
  await expect(toast).toBeVisible();
  await expect(rowChecks(page)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Keywords' })).toHaveValue('yoga');
  await toast.getByRole('button', { name: 'Retry' }).click();
  await expect(rowChecks(page).first()).toBeVisible();
  await expect(toast).toHaveCount(0);
});

test('interest names stay readable at 1366 px and 390 px; the empty and the filled results grid pass axe', async ({ page }) => {
  await signIn(page);
  await page.goto('/search');
  await expect(page.getByText('Type keywords to search')).toBeVisible();
  expect(await seriousViolations(page, '[role="grid"]')).toEqual([]);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/search?q=batik%2C%20kopi%20tubruk%2C%20hatha%20yoga&title=1');
    await expect(rowChecks(page)).toHaveCount(3);
    const names = await page.locator('[role="row"][data-row-id] [data-interest-name]').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { text: element.textContent, width: Math.round(box.width), whole: element.scrollWidth <= element.clientWidth + 1, inView: box.left >= 0 && box.right <= window.innerWidth };
      }),
    );
    expect(names.map((n) => n.text).sort()).toEqual(['Batik', 'Hatha yoga', 'Kopi tubruk']);
    for (const name of names) expect(name, `${name.text} at ${width} px`).toMatchObject({ whole: true, inView: true });
  }
  expect(await seriousViolations(page, '[role="grid"]')).toEqual([]);
});

test('retiring interests are flagged with the replacement the platform suggests', async ({ page }) => {
  await signIn(page);
  await page.goto('/search?q=yoga%20(legacy)&title=1');
  const legacy = page.locator('[role="row"][data-row-id]').filter({ hasText: 'Yoga (legacy)' });
  await expect(legacy).toContainText('Deprecated');
  await expect(legacy).toContainText('use Yoga');
});
