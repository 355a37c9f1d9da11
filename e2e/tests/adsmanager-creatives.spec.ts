import type { Page } from '@playwright/test';
import { screenProblems } from '../support/axe';
import { expect, signIn, test } from '../support/fixtures';
import { dismissTips, ownAdAccount, sandboxGraphGet, sandboxOrigin } from '../support/demoWorld';

// Reads only: the seeded world's ads, their creatives and previews; nothing is written.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(({ page }) => dismissTips(page));

interface SandboxAd {
  id: string;
  name: string;
  adset_id: string;
  creative: { title: string; image_hash?: string; video_id?: string };
  insights?: { data: Array<{ spend: string }> };
}

/** The account's ads as the Ads tab lists them (Meta's default: archived and deleted left out), straight from the sandbox. */
async function sandboxAds(page: Page, account: string): Promise<SandboxAd[]> {
  const fields = 'name,adset_id,creative{title,image_hash,video_id},insights.date_preset(last_30d){spend}';
  return (await sandboxGraphGet<{ data: SandboxAd[] }>(page.request, `${account}/ads`, { limit: '500', fields })).data;
}

test("the Ads tab shows each ad's thumbnail; an ad's Previews page shows the platform's preview in each placement", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const account = await ownAdAccount(page);
  const ads = await sandboxAds(page, account);
  const withImage = ads.find((ad) => ad.creative.image_hash)!;

  await page.goto(`/adsmanager/${account}/ads?q=${encodeURIComponent(withImage.name)}`);
  const grid = page.getByRole('grid', { name: 'Ads' });
  // Ads of several ad sets share the name (and the image): the first row is enough.
  const row = grid.getByRole('row').filter({ has: page.getByRole('link', { name: withImage.name, exact: true }) }).first();
  const thumbnail = row.getByRole('img', { name: `Image: ${withImage.creative.title}` });
  await expect(thumbnail).toBeVisible({ timeout: 30_000 });
  await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  await expect(thumbnail).toHaveAttribute('src', new RegExp(`^${sandboxOrigin()}/platform/creative/\\?hash=${withImage.creative.image_hash}&width=80&height=80$`));
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await row.getByRole('link', { name: withImage.name, exact: true }).click();
  await page.getByRole('link', { name: 'Previews' }).click();
  await expect(page).toHaveURL(new RegExp(`/adsmanager/${account}/ads/\\d+/previews`));
  const feed = page.getByTitle(`Facebook feed preview of ${withImage.name}`);
  await expect(feed).toBeVisible({ timeout: 30_000 });
  await expect(feed).toHaveAttribute('src', new RegExp(`^${sandboxOrigin()}/ads/api/preview_iframe\\.php\\?d=`));
  const feedFrame = page.frameLocator(`iframe[title="Facebook feed preview of ${withImage.name}"]`);
  await expect(feedFrame.getByRole('article').getByText(withImage.creative.title, { exact: true }).first()).toBeVisible();
  await expect(feedFrame.getByText('Sponsored')).toBeVisible();
  await expect.poll(() => feedFrame.getByRole('img', { name: withImage.creative.title }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.getByRole('link', { name: 'Instagram Reels' }).click();
  const reel = page.frameLocator(`iframe[title="Instagram Reels preview of ${withImage.name}"]`);
  await expect(reel.getByRole('heading', { name: /Instagram reel/ })).toBeAttached({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/previews\/instagram-reels/);
  await page.screenshot({ path: '/tmp/crv/previews-1366.png' });
  expect(await screenProblems(page)).toEqual([]);
});

test('the Creatives tab groups the ads that share an image across ad sets, with their summed figures', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  const account = await ownAdAccount(page);
  const ads = await sandboxAds(page, account);
  // The seeded image used by the most ad sets.
  const byImage = new Map<string, SandboxAd[]>();
  for (const ad of ads) if (ad.creative.image_hash) byImage.set(ad.creative.image_hash, [...(byImage.get(ad.creative.image_hash) ?? []), ad]);
  const [, sharedAds] = [...byImage].sort(([, a], [, b]) => new Set(b.map((x) => x.adset_id)).size - new Set(a.map((x) => x.adset_id)).size)[0]!;
  const adsets = new Set(sharedAds.map((ad) => ad.adset_id)).size;
  expect(adsets).toBeGreaterThan(1);
  const spend = sharedAds.reduce((sum, ad) => sum + Number(ad.insights?.data[0]?.spend ?? 0), 0);

  await page.goto(`/adsmanager/${account}/ads?date=last_30d`);
  await page.getByRole('navigation', { name: 'Levels' }).getByRole('link', { name: 'Creatives' }).click();
  await expect(page).toHaveURL(new RegExp(`/adsmanager/${account}/creatives\\?date=last_30d`));
  const grid = page.getByRole('grid', { name: 'Creatives' });
  const row = grid
    .getByRole('row')
    .filter({ has: page.getByText(sharedAds[0]!.creative.title, { exact: true }) })
    .filter({ has: page.getByText('Image', { exact: true }) });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row.getByRole('img', { name: `Image: ${sharedAds[0]!.creative.title}` })).toBeVisible();
  const cells = row.getByRole('gridcell');
  await expect(cells.nth(1)).toHaveText(String(sharedAds.length));
  await expect(cells.nth(2)).toHaveText(String(adsets));
  await expect(cells.nth(3)).toHaveText(new RegExp(`IDR\\s?${Math.round(spend).toLocaleString('en-US')}$`));
  await expect(page.getByText(/images and videos in \d+ ads, \d+ used in more than one ad set/)).toBeVisible();
  await page.screenshot({ path: '/tmp/crv/creatives-1366.png' });
  expect(await screenProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/crv/creatives-390.png' });
});
