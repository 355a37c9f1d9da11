import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { screenProblems } from '../support/axe';
import { expect, signIn, test } from '../support/fixtures';
import { dismissTips, ownAdAccount, SAMPLE_PNG, sandboxGraphGet, sandboxGraphPost, sandboxGraphRefusal } from '../support/demoWorld';

// Duplicate anywhere (an ad set into another campaign, with Meta's refusals named per object) and the create flow's
// Instagram account and carousel, on sandbox objects this spec makes for itself (its own name prefix).
test.describe.configure({ timeout: 240_000 });
const slow = { timeout: 60_000 };

test.beforeEach(async ({ page }) => dismissTips(page));

const campaign = (request: APIRequestContext, account: string, name: string, extra: Record<string, unknown> = {}) =>
  sandboxGraphPost(request, `${account}/campaigns`, { name, objective: 'OUTCOME_TRAFFIC', status: 'PAUSED', special_ad_categories: [], ...extra });

/** A campaign of this spec's own with one active ad set of IDR 100,000 a day that optimises for link clicks. */
async function source(request: APIRequestContext, account: string, prefix: string) {
  const parent = await campaign(request, account, `${prefix} source`, { status: 'ACTIVE' });
  const adset = await sandboxGraphPost(request, `${account}/adsets`, {
    name: `${prefix} winners`,
    campaign_id: parent.id,
    status: 'ACTIVE',
    daily_budget: 100000,
    optimization_goal: 'LINK_CLICKS',
    billing_event: 'IMPRESSIONS',
    targeting: { geo_locations: { countries: ['ID'] }, age_min: 18 },
  });
  return { campaign: parent.id, adset: adset.id };
}

async function openDuplicate(page: Page, account: string, prefix: string): Promise<Locator> {
  await page.goto(`/adsmanager/${account}/adsets?q=${encodeURIComponent(prefix)}`);
  await page.getByRole('checkbox', { name: `Select ${prefix} winners (campaign ${prefix} source)` }).check(slow);
  await page.getByRole('button', { name: 'Duplicate…' }).click();
  return page.getByRole('dialog', { name: 'Duplicate 1 ad set' });
}

async function chooseCampaign(dialog: Locator, search: string, name: string) {
  await dialog.getByRole('radio', { name: 'In another campaign' }).check();
  await dialog.getByRole('searchbox', { name: /Find the campaign by name/ }).fill(search);
  await expect(dialog.getByRole('status').filter({ hasText: /campaigns? found\.$/ })).toBeVisible(slow);
  await dialog.getByRole('radio', { name: new RegExp(`^${name} Objective`) }).check();
}

test('an ad set goes into another campaign with progress and shows up there paused, its budget kept and the copy logged under that campaign', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const account = await ownAdAccount(page);
  const prefix = `Move ${Date.now().toString(36)}`;
  await source(request, account, prefix);
  const target = await campaign(request, account, `${prefix} target`);

  const dialog = await openDuplicate(page, account, prefix);
  await chooseCampaign(dialog, `${prefix} target`, `${prefix} target`);
  await expect(dialog.getByText(/^Copies go into campaign/)).toHaveText(`Copies go into campaign ${prefix} target.`);
  await dialog.getByRole('textbox', { name: 'Name of the copies' }).fill('{name} – moved');
  await expect(dialog.getByText(`1 copy will be made in “${prefix} target”.`)).toBeVisible();
  const found = await screenProblems(page, 'duplicate into another campaign');

  await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Duplication progress' })).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'The copy was made' })).toHaveText(`The copy was made in “${prefix} target”.`, slow);
  await expect(dialog.getByRole('list', { name: 'Copies' })).toContainText(`${prefix} winners – moved`);
  await dialog.getByRole('link', { name: `Open campaign “${prefix} target”` }).click();

  await expect(page).toHaveURL(new RegExp(`/campaigns/${target.id}/children`), slow);
  await expect(page.getByRole('link', { name: `${prefix} winners – moved`, exact: true })).toBeVisible(slow);
  await expect(page.getByRole('switch', { name: `Status of ${prefix} winners – moved` })).toHaveAttribute('aria-checked', 'false');
  const { data: moved } = await sandboxGraphGet<{ data: unknown[] }>(request, `${target.id}/adsets`, { fields: 'name,status,daily_budget,source_adset_id' });
  expect(moved).toEqual([{ id: expect.any(String), name: `${prefix} winners – moved`, status: 'PAUSED', daily_budget: '100000', source_adset_id: expect.any(String) }]);

  const activity = (await (await page.request.get('/api/user/team/0/activity')).json()).data as Array<{ activity: Record<string, unknown> }>;
  const logged = activity.find((entry) => entry.activity.object_name === `${prefix} winners`);
  expect(logged?.activity).toMatchObject({ campaign_name: `${prefix} target`, changes: { copies: { campaign_id: target.id } } });
  expect(found).toEqual([]);
});

test("what Meta refuses is named per object: a budget on both levels before sending, a goal the objective can't use after the progress", async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const account = await ownAdAccount(page);
  const prefix = `Refuse ${Date.now().toString(36)}`;
  const { adset } = await source(request, account, prefix);
  const cbo = await campaign(request, account, `${prefix} cbo`, { daily_budget: 500000, bid_strategy: 'LOWEST_COST_WITHOUT_CAP' });
  await campaign(request, account, `${prefix} awareness`, { objective: 'OUTCOME_AWARENESS' });

  // The sandbox refuses the move as Meta does.
  expect(await sandboxGraphRefusal(request, `${adset}/copies`, { campaign_id: cbo.id })).toMatchObject({ code: 100, error_subcode: 1885621, error_user_title: 'Budget Conflict: Campaign Already Has a Budget' });

  const dialog = await openDuplicate(page, account, prefix);
  await chooseCampaign(dialog, prefix, `${prefix} cbo`);
  await expect(dialog.getByRole('list', { name: `Not allowed in ${prefix} cbo` })).toHaveText(
    `Ad set “${prefix} winners” in campaign “${prefix} source” can’t go into “${prefix} cbo”: It has its own budget, and that campaign uses Advantage campaign budget: Meta allows a budget on the campaign or on its ad sets, not both. Choose a campaign without a campaign budget.`,
  );
  await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`None of these ad sets can go into “${prefix} cbo”. Choose another campaign.`);
  const found = await screenProblems(page, 'a refusal before sending');

  await dialog.getByRole('radio', { name: new RegExp(`^${prefix} awareness Objective: Awareness`) }).check();
  await expect(dialog.getByRole('list', { name: /^Not allowed in/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'No copy was made' })).toHaveText(`No copy was made in “${prefix} awareness”: Facebook refused it (below).`, slow);
  await expect(dialog.getByRole('list', { name: 'Copies' })).toContainText(
    `Ad set “${prefix} winners” in campaign “${prefix} source”: The ad set optimizes for LINK_CLICKS, which a campaign with the OUTCOME_AWARENESS objective can't use.`,
  );
  found.push(...(await screenProblems(page, 'a refusal per copy')));
  expect(found).toEqual([]);
});

test('a copy is undone from the toast that confirms it: it disappears from the list and is deleted on the platform', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const account = await ownAdAccount(page);
  const prefix = `Undo copy ${Date.now().toString(36)}`;
  const { campaign: parent } = await source(request, account, prefix);
  const copyName = `${prefix} winners – copy`;

  const dialog = await openDuplicate(page, account, prefix);
  await dialog.getByRole('textbox', { name: 'Name of the copies' }).fill('{name} – copy');
  await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'The copy was made' })).toHaveText('The copy was made.', slow);
  const toast = page.getByTestId('toast').filter({ hasText: 'Made 1 copy.' });
  await expect(toast).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  // Held while hovered: the list reads the copy in the meantime.
  await toast.hover();
  await expect(page.getByRole('link', { name: copyName, exact: true })).toBeVisible(slow);
  const copies = async () =>
    (await sandboxGraphGet<{ data: Array<{ name: string; status: string }> }>(request, `${parent}/adsets`, { fields: 'name,status', effective_status: '["ACTIVE","PAUSED","DELETED","ARCHIVED"]' })).data.filter(
      (adset) => adset.name === copyName,
    );
  expect(await copies()).toEqual([{ id: expect.any(String), name: copyName, status: 'PAUSED' }]);

  await toast.getByRole('button', { name: 'Undo making the copy' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Undone: 1 object back as before.' })).toBeVisible(slow);
  await expect(page.getByRole('link', { name: copyName, exact: true })).toHaveCount(0, slow);
  await expect(page.getByRole('link', { name: `${prefix} winners`, exact: true })).toBeVisible();
  await expect.poll(async () => (await copies()).map((adset) => adset.status), slow).toEqual(['DELETED']);
});

async function card(page: Page, n: number, file: string, headline: string, link: string) {
  await page.getByLabel(new RegExp(`^Card ${n} image`)).setInputFiles({ name: file, mimeType: 'image/png', buffer: SAMPLE_PNG });
  await expect(page.getByText(`Uploaded: ${file}`)).toBeVisible(slow);
  await page.getByRole('textbox', { name: new RegExp(`Card ${n} headline`) }).fill(headline);
  await page.getByRole('textbox', { name: new RegExp(`Card ${n} website address`) }).fill(link);
}

test("a carousel ad from the Page's Instagram account is previewed card by card and published paused", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const account = await ownAdAccount(page);
  const prefix = `Carousel ${Date.now().toString(36)}`;
  await page.goto(`/create/${account}/campaign`);
  await page.getByRole('textbox', { name: /Campaign name/ }).fill(`${prefix} campaign`);
  await page.getByRole('button', { name: 'Next: ad set' }).click();
  await page.getByRole('textbox', { name: /Ad set name/ }).fill(`${prefix} ad set`);
  await expect(page.getByRole('list', { name: 'Locations' })).toContainText('Indonesia', slow);
  await page.getByRole('textbox', { name: /Ad set budget \(IDR\)/ }).fill('150000');
  await expect(page.getByRole('combobox', { name: /Pixel/ })).not.toHaveValue('', slow);
  await page.getByRole('button', { name: 'Next: ad' }).click();

  await page.getByRole('textbox', { name: /Ad name/ }).fill(`${prefix} ad`);
  await expect(page.getByRole('combobox', { name: /Facebook Page/ })).not.toHaveValue('', slow);
  const instagram = page.getByRole('combobox', { name: /Instagram account/ });
  await expect(instagram.locator('option:checked')).toHaveText(/^@/, slow);
  const instagramId = await instagram.inputValue();
  await page.getByRole('combobox', { name: /^Creative/ }).selectOption({ label: 'A carousel (2–10 cards)' });
  await page.getByRole('textbox', { name: /Primary text/ }).fill('Two motifs, one price.');
  await page.getByRole('textbox', { name: /See more address/ }).fill('https://batiklestari.co.id/koleksi');
  await card(page, 1, `${prefix}-parang.png`, 'Parang', 'https://batiklestari.co.id/parang');
  await card(page, 2, `${prefix}-kawung.png`, 'Kawung', 'https://batiklestari.co.id/kawung');
  await page.getByRole('combobox', { name: /Call to action/ }).selectOption({ label: 'Shop now' });

  await page.getByRole('button', { name: 'Preview the ad' }).click();
  const feed = page.frameLocator(`iframe[title="Facebook feed preview of ${prefix} ad"]`);
  await expect(feed.getByText('Kawung', { exact: true })).toBeVisible(slow);
  await expect(feed.getByRole('img')).toHaveCount(2);
  const found = await screenProblems(page, 'carousel ad step');

  await page.getByRole('button', { name: 'Publish, paused' }).click();
  await expect(page).toHaveURL(/\/campaigns\/\d+\/children/, slow);
  const campaignId = /\/campaigns\/(\d+)\/children/.exec(page.url())![1]!;
  const { data: ads } = await sandboxGraphGet<{ data: Array<{ name: string; status: string; creative: { object_story_spec: { instagram_user_id: string; link_data: { child_attachments: Array<{ name: string; link: string }> } } } }> }>(
    page.request,
    `${campaignId}/ads`,
    { fields: 'name,status,creative{object_story_spec}' },
  );
  expect(ads).toHaveLength(1);
  expect(ads[0]).toMatchObject({ name: `${prefix} ad`, status: 'PAUSED' });
  const spec = ads[0]!.creative.object_story_spec;
  expect(spec.instagram_user_id).toBe(instagramId);
  expect(spec.link_data.child_attachments.map((c) => [c.name, c.link])).toEqual([
    ['Parang', 'https://batiklestari.co.id/parang'],
    ['Kawung', 'https://batiklestari.co.id/kawung'],
  ]);
  expect(found).toEqual([]);
});
