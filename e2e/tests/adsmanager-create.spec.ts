import type { Page } from '@playwright/test';
import { screenProblems } from '../support/axe';
import { expect, signIn, test } from '../support/fixtures';
import { dismissTips, ownAdAccount, SAMPLE_PNG, sandboxGraphGet, sandboxOrigin } from '../support/demoWorld';

/** Each width's screenshot of a checked screen, for the report. */
const shots = { screenshotsTo: (file: string) => test.info().outputPath(file) };

// Writes only objects named with this spec's own prefix: a collection, and the campaigns the create flow makes.
test.describe.configure({ timeout: 240_000 });
const slow = { timeout: 60_000 };

test.beforeEach(({ page }) => dismissTips(page));

/** A saved collection holding the platform's "Batik" interest. */
async function saveCollection(page: Page, account: string, name: string): Promise<void> {
  const found = await (await page.request.get(`/api/graph/v21.0/${account}/targetingsearch`, { params: { q: 'Batik', limit: '5', team_id: '0' } })).json();
  const batik = (found.data as Array<{ id: string; name: string; path: string[]; audience_size_lower_bound: number; audience_size_upper_bound: number }>).find((i) => i.name === 'Batik')!;
  const status = await page.evaluate(
    async ({ name, interest }) => {
      const csrf = document.cookie.split('; ').find((c) => c.startsWith('sasar_csrf='))?.split('=')[1] ?? '';
      const size = Math.round((interest.audience_size_lower_bound + interest.audience_size_upper_bound) / 2);
      const items = [{ id: interest.id, fb_id: interest.id, name: interest.name, type: 'interests', path: interest.path, audience_size: size, audience_size_lower_bound: interest.audience_size_lower_bound, audience_size_upper_bound: interest.audience_size_upper_bound, description: null, rank: 1 }];
      const response = await fetch('/api/group?team=0', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) }, body: JSON.stringify({ name, items }) });
      return response.status;
    },
    { name, interest: batik },
  );
  expect(status).toBe(201);
}

interface Named {
  id: string;
  name: string;
  status: string;
}

/** The placements and places of an ad set's targeting, as the sandbox reads them back. */
interface SandboxTargeting {
  publisher_platforms: string[];
  facebook_positions: string[];
  instagram_positions: string[];
  geo_locations: { cities?: object[] };
}

async function sandboxList(page: Page, path: string): Promise<Named[]> {
  return (await sandboxGraphGet<{ data: Named[] }>(page.request, path, { limit: '500', fields: 'name,status' })).data;
}

async function fillCampaignAndAdset(page: Page, prefix: string, collection: string, found: string[], manualPlacements = false) {
  await page.getByRole('textbox', { name: /Campaign name/ }).fill(`${prefix} campaign`);
  await expect(page.getByRole('combobox', { name: 'Objective' })).toHaveValue('OUTCOME_SALES');
  found.push(...(await screenProblems(page, 'campaign step', shots)));
  await page.getByRole('button', { name: 'Next: ad set' }).click();

  await page.getByRole('textbox', { name: /Ad set name/ }).fill(`${prefix} ad set`);
  await expect(page.getByRole('list', { name: 'Locations' })).toContainText('Indonesia', slow);
  await page.getByRole('textbox', { name: /Ad set budget \(IDR\)/ }).fill('150000');
  await page.getByRole('searchbox', { name: /Add a country, region or city/ }).fill('Bandung');
  await page.getByRole('button', { name: /^Add Bandung, .*\(city\)$/ }).first().click(slow);
  await expect(page.getByRole('list', { name: 'Locations' })).toContainText('Bandung');
  await page.getByRole('combobox', { name: /saved collection/ }).selectOption({ label: `${collection} (1)` });
  await expect(page.getByRole('group', { name: 'Detailed targeting' })).toContainText('Batik', slow);
  await expect(page.getByRole('combobox', { name: /Pixel/ })).not.toHaveValue('', slow);
  if (manualPlacements) {
    await page.getByRole('combobox', { name: /^Placements/ }).selectOption({ label: 'Manual placements' });
    await expect(page.getByRole('checkbox', { name: 'Instagram Reels' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Audience Network', exact: true }).uncheck();
    await page.getByRole('checkbox', { name: 'Facebook Right column' }).uncheck();
  }
  found.push(...(await screenProblems(page, 'ad set step', shots)));
  await page.getByRole('button', { name: 'Next: ad' }).click();
}

async function fillAd(page: Page, prefix: string, link: string) {
  await page.getByRole('textbox', { name: /Ad name/ }).fill(`${prefix} ad`);
  await expect(page.getByRole('combobox', { name: /Facebook Page/ })).not.toHaveValue('', slow);
  await page.getByLabel(/^Image/).setInputFiles({ name: `${prefix}.png`, mimeType: 'image/png', buffer: SAMPLE_PNG });
  await expect(page.getByText(`Uploaded: ${prefix}.png`)).toBeVisible(slow);
  await page.getByRole('textbox', { name: /Primary text/ }).fill('Hand-drawn batik from Solo, shipped free.');
  await page.getByRole('textbox', { name: /Headline/ }).fill('The new collection');
  await page.getByRole('textbox', { name: /Website address/ }).fill(link);
  await page.getByRole('combobox', { name: /Call to action/ }).selectOption({ label: 'Shop now' });
}

test('create a Sales campaign → ad set with a city found by name and a saved collection → ad with an uploaded image and a preview, all paused', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const account = await ownAdAccount(page);
  const prefix = `Create ${Date.now().toString(36)}`;
  await page.goto(`/create/${account}/campaign`);
  await saveCollection(page, account, `${prefix} collection`);
  await page.reload();
  const found: string[] = [];
  await fillCampaignAndAdset(page, prefix, `${prefix} collection`, found);
  await fillAd(page, prefix, 'https://batiklestari.co.id/koleksi');

  await page.getByRole('button', { name: 'Preview the ad' }).click();
  const feed = page.getByTitle(`Facebook feed preview of ${prefix} ad`);
  await expect(feed).toBeVisible(slow);
  await expect(feed).toHaveAttribute('src', new RegExp(`^${sandboxOrigin()}/ads/api/preview_iframe\\.php\\?d=`));
  await expect(page.frameLocator(`iframe[title="Facebook feed preview of ${prefix} ad"]`).getByText('Sponsored')).toBeVisible(slow);
  await page.getByRole('tab', { name: 'Instagram Reels' }).click();
  await expect(page.getByTitle(`Instagram Reels preview of ${prefix} ad`)).toBeVisible(slow);
  found.push(...(await screenProblems(page, 'ad step', shots)));

  await page.getByRole('button', { name: 'Publish, paused' }).click();
  await expect(page).toHaveURL(/\/campaigns\/\d+\/children/, slow);
  await expect(page.getByRole('heading', { name: `${prefix} campaign`, level: 1 })).toBeVisible(slow);
  await expect(page.getByRole('link', { name: `${prefix} ad set`, exact: true })).toBeVisible(slow);

  const campaign = (await sandboxList(page, `${account}/campaigns`)).find((c) => c.name === `${prefix} campaign`)!;
  expect(campaign.status).toBe('PAUSED');
  const adsets = await sandboxList(page, `${campaign.id}/adsets`);
  expect(adsets.map((a) => [a.name, a.status])).toEqual([[`${prefix} ad set`, 'PAUSED']]);
  const ads = await sandboxList(page, `${adsets[0]!.id}/ads`);
  expect(ads.map((a) => [a.name, a.status])).toEqual([[`${prefix} ad`, 'PAUSED']]);

  await page.goto(`/adsmanager/${account}/campaigns?q=${encodeURIComponent(prefix)}`);
  await expect(page.getByRole('grid', { name: 'Campaigns' }).getByRole('link', { name: `${prefix} campaign`, exact: true })).toBeVisible(slow);
  expect(found).toEqual([]);
});

test('a refused ad leaves the campaign and ad set paused and named, and the form keeps its text', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const account = await ownAdAccount(page);
  const prefix = `Refused ${Date.now().toString(36)}`;
  await page.goto(`/create/${account}/campaign`);
  await saveCollection(page, account, `${prefix} collection`);
  await page.reload();
  const found: string[] = [];
  await fillCampaignAndAdset(page, prefix, `${prefix} collection`, found, true);
  await fillAd(page, prefix, 'https://shop.invalid/batik');
  await page.getByRole('button', { name: 'Publish, paused' }).click();

  const banner = page.getByRole('alert', { name: /Not finished/ });
  await expect(banner).toContainText(`Campaign “${prefix} campaign” and ad set “${prefix} ad set” were created and are paused; the ad was refused:`, slow);
  await expect(banner).toContainText('shop.invalid');
  const link = page.getByRole('textbox', { name: /Website address/ });
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(link).toHaveValue('https://shop.invalid/batik');
  await expect(page.getByRole('textbox', { name: /Primary text/ })).toHaveValue('Hand-drawn batik from Solo, shipped free.');
  await expect(page.getByRole('button', { name: 'Finish later: open the ad set' })).toBeVisible();
  found.push(...(await screenProblems(page, 'refused ad', shots)));

  const campaign = (await sandboxList(page, `${account}/campaigns`)).find((c) => c.name === `${prefix} campaign`)!;
  expect(campaign.status).toBe('PAUSED');
  const adsets = await sandboxList(page, `${campaign.id}/adsets`);
  expect(adsets.map((a) => [a.name, a.status])).toEqual([[`${prefix} ad set`, 'PAUSED']]);
  const targeting = (await sandboxGraphGet<{ targeting: SandboxTargeting }>(page.request, adsets[0]!.id, { fields: 'targeting' })).targeting;
  expect(targeting.publisher_platforms).toEqual(['facebook', 'instagram', 'messenger']);
  expect(targeting.facebook_positions).toContain('facebook_reels');
  expect(targeting.facebook_positions).not.toContain('right_hand_column');
  expect(targeting.instagram_positions).toContain('reels');
  expect(targeting.geo_locations.cities).toHaveLength(1);

  // Publishing again with a good link makes only the ad.
  await link.fill('https://batiklestari.co.id/koleksi');
  await page.getByRole('button', { name: 'Create the ad (paused)' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${campaign.id}/children`), slow);
  expect((await sandboxList(page, `${account}/campaigns`)).filter((c) => c.name === `${prefix} campaign`)).toHaveLength(1);
  expect((await sandboxList(page, `${adsets[0]!.id}/ads`)).map((a) => [a.name, a.status])).toEqual([[`${prefix} ad`, 'PAUSED']]);
  expect(found).toEqual([]);
});
