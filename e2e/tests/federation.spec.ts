import { CHECKED_SINGLETONS } from 'build-tools/federation.cjs';
import { expect, logIn, signIn, test } from '../support/fixtures';
import { packagesLoaded } from '../support/moduleMaps';
import { distOf } from '../support/paths';

// Remotes in the real world: with the host's service worker at work, as on a user's browser.
test.use({ serviceWorkers: 'allow' });

test('one login visits every remote, and each singleton is loaded exactly once', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.url());
  });

  await logIn(page, { user: 'admin', password: 'admin1234' });
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { name: 'Interest search' })).toBeVisible();
  await expect(page).toHaveTitle('Cari Minat — Sasar');

  const nav = page.getByRole('navigation', { name: 'Main' });
  const visits: Array<[string, RegExp, string]> = [
    ['Dashboard', /\/dashboard$/, 'Overview'],
    // The list puts the picked ad account into the URL once the account picker has one (a moment after login).
    ['Ads manager', /\/adsmanager(\/act_\d+\/campaigns)?$/, 'Ads manager'],
    ['Rules', /\/rules$/, 'Rules'],
    ['Admin', /\/admin\/overview$/, 'Admin overview'],
    ['Explore', /\/explore$/, 'Explore related interests'],
  ];
  for (const [link, url, heading] of visits) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }

  const loaded = packagesLoaded(scripts);
  const remoteBuilds = ['research', 'adsmanager', 'dashboard', 'rules', 'admin'].map((name) => distOf(`mfe-${name}`));
  for (const dir of remoteBuilds) {
    expect(scripts.some((url) => url.includes(`/remotes/${dir.split('/mfe-')[1]!.split('/')[0]}/`)), `${dir} was loaded`).toBe(true);
  }
  for (const pkg of CHECKED_SINGLETONS) {
    const files = [...(loaded.get(pkg) ?? [])];
    const builds = new Set(files.map((file) => file.slice(0, file.lastIndexOf('/'))));
    expect([...builds], `${pkg} came from exactly one build, the host's`).toEqual([distOf('host')]);
  }
});

test('a dead remote shows its error panel inside the layout while the other areas keep working', async ({ page, registry }) => {
  registry.set({ rules: 'http://127.0.0.1:9/mf-manifest.json' });
  await signIn(page);
  await page.goto('/rules');
  const panel = page.getByRole('alert').filter({ hasText: 'Rules is unavailable' });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();

  await page.goto('/rules');
  await expect(page.getByText('Rules is unavailable')).toBeVisible({ timeout: 20_000 });
  registry.reset();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Rules', exact: true })).toBeVisible({ timeout: 45_000 });
});
