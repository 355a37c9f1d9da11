import { expect, logIn, test } from '../support/fixtures';
import { brokenCopy, redeployedCopy } from '../support/remoteCopies';
import { serveFolder } from '../support/staticServer';

test('a remote redeployed to another URL shows up on reload, with no host rebuild', async ({ page, registry }) => {
  const release = redeployedCopy('dashboard', 'Funnel analytics', 'Funnel analytics (release 2)');
  const cdn = await serveFolder(release);
  try {
    await logIn(page);
    await page.goto('/dashboard/funnel');
    await expect(page.getByRole('heading', { name: 'Funnel analytics', exact: true })).toBeVisible();

    registry.set({ dashboard: `${cdn.origin}/mf-manifest.json` });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Funnel analytics (release 2)' })).toBeVisible();
  } finally {
    await cdn.close();
  }
});

test('a remote whose entry throws costs only its own area', async ({ page, registry }) => {
  const cdn = await serveFolder(brokenCopy('adsmanager'));
  try {
    registry.set({ adsmanager: `${cdn.origin}/mf-manifest.json` });
    await logIn(page);
    await page.goto('/adsmanager');
    await expect(page.getByText('Ads manager is unavailable')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Interest search' })).toBeVisible();
  } finally {
    await cdn.close();
  }
});
