import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, signIn, test } from '../support/fixtures';
import { ownAdAccount } from '../support/demoWorld';

// Reads only: the seeded world's campaigns and ad sets, compared with what the sandbox itself answers.
test.describe.configure({ timeout: 240_000 });
const slow = { timeout: 60_000 };
const TOKEN = 'EAAsandbox-dewi';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.addLocatorHandler(page.getByRole('button', { name: 'Got it' }), async (button) => {
    await button.click();
  });
});

interface SandboxAdset {
  id: string;
  name: string;
  campaign_id: string;
  effective_status: string;
  optimization_goal: string;
  promoted_object?: { custom_conversion_id?: string; custom_event_type?: string };
  daily_budget?: string;
  campaign: { id: string; name: string; objective: string };
}

async function sandboxGet<T>(request: APIRequestContext, path: string, params: Record<string, string>): Promise<T> {
  const query = new URLSearchParams({ ...params, access_token: TOKEN });
  const response = await request.get(`${process.env.E2E_SANDBOX_URL}/v21.0/${path}?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

async function adsetsOf(request: APIRequestContext, account: string): Promise<SandboxAdset[]> {
  const page = await sandboxGet<{ data: SandboxAdset[] }>(request, `${account}/adsets`, {
    fields: 'id,name,campaign_id,effective_status,optimization_goal,promoted_object,daily_budget,campaign{id,name,objective}',
    limit: '500',
  });
  return page.data;
}

/** The figures of one object over a range, as the sandbox reports them. */
async function insightsOf(request: APIRequestContext, id: string, range: { since: string; until: string }) {
  const { data } = await sandboxGet<{ data: Array<{ reach?: string; actions?: Array<{ action_type: string; value: string }> }> }>(request, `${id}/insights`, {
    fields: 'reach,actions',
    time_range: JSON.stringify(range),
  });
  const row = data[0] ?? {};
  const action = (type: string) => Number(row.actions?.find((a) => a.action_type === type)?.value ?? 0);
  return { reach: Number(row.reach ?? 0), action };
}

/** The range the list asked insights for (its first `time_ranges` entry). */
async function listRange(page: Page, edge: string, open: () => Promise<unknown>) {
  const request = page.waitForRequest((r) => r.url().includes(`/${edge}?`) && decodeURIComponent(r.url()).includes('insights.time_ranges'));
  await open();
  const fields = new URL((await request).url()).searchParams.get('fields')!;
  return (JSON.parse(/time_ranges\((\[.*?\])\)/.exec(fields)![1]!) as Array<{ since: string; until: string }>)[0]!;
}

const count = (n: number) => n.toLocaleString('en-US');

async function columnIndex(grid: Locator, name: string): Promise<number> {
  const headers = (await grid.getByRole('columnheader').allTextContents()).map((t) => t.replace(/[▲▼]/g, '').trim());
  const index = headers.indexOf(name);
  expect(index, `${name} in ${headers.join(' | ')}`).toBeGreaterThan(-1);
  return index;
}

const rowWith = (grid: Locator, ...links: string[]) => links.reduce((rows, name) => rows.filter({ has: grid.page().getByRole('link', { name, exact: true }) }), grid.getByRole('row')).first();

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('Results follow each goal: a sales, a leads and an awareness campaign, their ad sets with the numbers the platform reports, and "—" with its reason', async ({ page, request }) => {
  await signIn(page);
  const account = await ownAdAccount(page);
  const adsets = (await adsetsOf(request, account)).filter((a) => a.effective_status === 'ACTIVE' || a.effective_status === 'CAMPAIGN_PAUSED' || a.effective_status === 'PAUSED');
  const firstOf = (objective: string, goal: string) => adsets.find((a) => a.campaign.objective === objective && a.optimization_goal === goal && a.effective_status === 'ACTIVE')!;
  const sale = firstOf('OUTCOME_SALES', 'OFFSITE_CONVERSIONS');
  const lead = firstOf('OUTCOME_LEADS', 'LEAD_GENERATION');
  const reach = firstOf('OUTCOME_AWARENESS', 'REACH');
  for (const found of [sale, lead, reach]) expect(found, 'a seeded ad set for each goal').toBeTruthy();

  // Campaigns: each sales, leads and awareness campaign has ad sets of two result types → Multiple conversions.
  await page.goto(`/adsmanager/${account}/campaigns?date=last_30d`);
  const campaigns = page.getByRole('grid', { name: 'Campaigns' });
  await expect(rowWith(campaigns, sale.campaign.name)).toBeVisible(slow);
  const results = await columnIndex(campaigns, 'Results');
  const saleCampaign = rowWith(campaigns, sale.campaign.name).getByRole('gridcell').nth(results);
  await expect(saleCampaign).toContainText('Multiple conversions');
  await expect(saleCampaign.getByRole('button', { name: 'No value' })).toHaveAccessibleDescription(/different results \(.*Purchases.*\)/);
  await page.screenshot({ path: '/tmp/res/campaigns-1366.png' });
  expect(await seriousViolations(page)).toEqual([]);

  // Their ad sets: each counts its own goal, the same numbers the platform reports for the range the list asked.
  const campaignIds = [...new Set([sale.campaign_id, lead.campaign_id, reach.campaign_id])].join(',');
  const range = await listRange(page, 'adsets', () => page.goto(`/adsmanager/${account}/adsets?date=last_30d&campaigns=${campaignIds}`));
  const grid = page.getByRole('grid', { name: 'Ad sets' });
  await expect(rowWith(grid, sale.name, sale.campaign.name)).toBeVisible(slow);
  const resultsCol = await columnIndex(grid, 'Results');
  const costCol = await columnIndex(grid, 'Cost per result');
  const attributionCol = await columnIndex(grid, 'Attribution setting');
  const purchasesCol = await columnIndex(grid, 'Purchases');

  const saleNumbers = await insightsOf(request, sale.id, range);
  const saleCells = rowWith(grid, sale.name, sale.campaign.name).getByRole('gridcell');
  if (sale.promoted_object?.custom_conversion_id) {
    const { data } = await sandboxGet<{ data: Array<{ id: string; name: string }> }>(request, `${account}/customconversions`, { fields: 'id,name' });
    const name = data.find((c) => c.id === sale.promoted_object!.custom_conversion_id)!.name;
    await expect(saleCells.nth(resultsCol)).toContainText(`${count(saleNumbers.action(`offsite_conversion.custom.${sale.promoted_object.custom_conversion_id}`))}${name}`);
  } else {
    await expect(saleCells.nth(resultsCol)).toContainText(`${count(saleNumbers.action('offsite_conversion.fb_pixel_purchase'))}Purchases`);
  }
  await expect(saleCells.nth(costCol)).toContainText(/IDR|—/);
  await expect(saleCells.nth(attributionCol)).toHaveText('7-day click, 1-day view');

  const leadNumbers = await insightsOf(request, lead.id, range);
  const leadCells = rowWith(grid, lead.name, lead.campaign.name).getByRole('gridcell');
  await expect(leadCells.nth(resultsCol)).toContainText(`${count(leadNumbers.action('onsite_conversion.lead_grouped'))}Leads (form)`);
  await expect(leadCells.nth(costCol)).toContainText('Per form lead');

  const reachNumbers = await insightsOf(request, reach.id, range);
  const reachCells = rowWith(grid, reach.name, reach.campaign.name).getByRole('gridcell');
  await expect(reachCells.nth(resultsCol)).toContainText(`${count(reachNumbers.reach)}Reach`);
  await expect(reachCells.nth(costCol)).toContainText('Per 1,000 people reached');

  // A purchase column on the awareness ad set is not its goal: "—", the reason on hover and on keyboard focus.
  const notGoal = reachCells.nth(purchasesCol).getByRole('button', { name: 'No value' });
  await expect(notGoal).toHaveAccessibleDescription("Not this ad set's goal: it optimises for reach");
  await notGoal.focus();
  await expect(page.getByRole('tooltip')).toHaveText("Not this ad set's goal: it optimises for reach");
  await page.screenshot({ path: '/tmp/res/adsets-1366.png' });
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rowWith(grid, sale.name, sale.campaign.name)).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/res/adsets-390.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/adsmanager/${account}/campaigns?date=last_30d`);
  await expect(rowWith(campaigns, sale.campaign.name)).toBeVisible(slow);
  await noSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('two same-named ad sets are told apart by their campaign in the list and the bulk budget dialog; ads show their ad set and campaign', async ({ page, request }) => {
  await signIn(page);
  const account = await ownAdAccount(page);
  const adsets = (await adsetsOf(request, account)).filter((a) => ['ACTIVE', 'PAUSED', 'CAMPAIGN_PAUSED'].includes(a.effective_status));
  const byName = new Map<string, SandboxAdset[]>();
  for (const a of adsets) byName.set(a.name, [...(byName.get(a.name) ?? []), a]);
  const [name, twins] = [...byName.entries()].find(([, list]) => new Set(list.map((a) => a.campaign.name)).size >= 2)!;
  const [one, two] = twins.filter((a, i, all) => all.findIndex((b) => b.campaign.name === a.campaign.name) === i);
  expect(one && two, `two ad sets named "${name}" in different campaigns`).toBeTruthy();

  await page.goto(`/adsmanager/${account}/adsets?q=${encodeURIComponent(name)}`);
  const grid = page.getByRole('grid', { name: 'Ad sets' });
  await expect(rowWith(grid, name, one!.campaign.name)).toBeVisible(slow);
  await expect(rowWith(grid, name, one!.campaign.name).getByRole('link', { name: one!.campaign.name, exact: true })).toHaveAttribute('href', `/adsmanager/${account}/campaigns/${one!.campaign_id}`);

  await page.getByRole('checkbox', { name: `Select ${name} (campaign ${one!.campaign.name})` }).check();
  await page.getByRole('checkbox', { name: `Select ${name} (campaign ${two!.campaign.name})` }).check();
  await page.getByRole('button', { name: 'Budget…' }).click();
  const preview = page.getByRole('dialog').getByRole('table', { name: 'Budget preview' });
  await expect(preview.getByRole('row').filter({ hasText: `Campaign: ${one!.campaign.name}` })).toContainText(name);
  await expect(preview.getByRole('row').filter({ hasText: `Campaign: ${two!.campaign.name}` })).toContainText(name);
  await page.screenshot({ path: '/tmp/res/bulk-budget-1366.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(preview).toBeVisible();
  await page.screenshot({ path: '/tmp/res/bulk-budget-390.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Ads carry their ad set and campaign.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/adsmanager/${account}/ads?campaigns=${one!.campaign_id}`);
  const ads = page.getByRole('grid', { name: 'Ads' });
  await expect(ads.getByRole('link', { name: one!.campaign.name, exact: true }).first()).toBeVisible(slow);
  await expect(ads.getByRole('columnheader', { name: /Ad set/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/res/ads-1366.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
});
