// The contract version of this checkout's shared-graph: the fixture build's stamp is compared with it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO, expect, signIn, test } from '../support/fixtures';
import { fixtureRemote } from '../support/fixtureRemote';
import { brokenCopy, redeployedCopy } from '../support/remoteCopies';
import { repoRoot } from '../support/paths';
import { serveFolder } from '../support/staticServer';

// Remotes in the real world: with the host's service worker at work, as on a user's browser.
test.use({ serviceWorkers: 'allow' });

const CONTRACT_VERSION = Number(
  /CONTRACT_VERSION = (\d+)/.exec(readFileSync(path.join(repoRoot, 'shared-graph/src/contract/index.ts'), 'utf8'))![1],
);

test('a remote redeployed to another URL shows up on reload, with no host rebuild', async ({ page, registry }) => {
  // A text of the guest view: the release is visible without an account or data.
  const release = redeployedCopy('dashboard', 'Several ad accounts at once', 'Several ad accounts at once (release 2)');
  const cdn = await serveFolder(release);
  try {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Several ad accounts at once', exact: true })).toBeVisible();

    registry.set({ dashboard: `${cdn.origin}/mf-manifest.json` });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Several ad accounts at once (release 2)' })).toBeVisible();
  } finally {
    await cdn.close();
  }
});

test('a remote whose entry throws costs only its own area', async ({ page, registry }) => {
  const cdn = await serveFolder(brokenCopy('adsmanager'));
  try {
    registry.set({ adsmanager: `${cdn.origin}/mf-manifest.json` });
    await signIn(page);
    await page.goto('/adsmanager');
    await expect(page.getByText('Ads manager is unavailable')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Interest search' })).toBeVisible();
  } finally {
    await cdn.close();
  }
});

test.describe('a remote built and deployed by its team alone', () => {
  const reports = fixtureRemote('current');
  const skewed = fixtureRemote('next-contract');

  test('a new remote with a new top-level path (/reports) ships with no host release; direct and in-app visits agree', async ({ page, registry }) => {
    const cdn = await serveFolder(reports.dir);
    try {
      registry.set({ reports: reports.entry(cdn.origin) });
      await signIn(page, DEMO, '/search');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Reports', exact: true }).click();
      await expect(page).toHaveURL(/\/reports$/);
      await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();

      await page.goto('/reports/weekly');
      await expect(page.getByRole('heading', { name: 'Weekly report' })).toBeVisible();
      await expect(page).toHaveTitle('Weekly report — Sasar');
      await expect(nav).toBeVisible();
    } finally {
      await cdn.close();
    }
  });

  test('a guest opening the new path is sent to login first, as its access rule says', async ({ page, registry }) => {
    const cdn = await serveFolder(reports.dir);
    try {
      registry.set({ reports: reports.entry(cdn.origin) });
      await page.goto('/reports/weekly');
      await expect(page).toHaveURL(/\/user\/login\?redirect=%2Freports%2Fweekly$/);
    } finally {
      await cdn.close();
    }
  });

  test('a remote built against another contract version is refused with a clear message', async ({ page, registry }) => {
    const cdn = await serveFolder(skewed.dir);
    try {
      registry.set({ reports: skewed.entry(cdn.origin) });
      await signIn(page);
      await page.goto('/reports');
      await expect(page.getByText('Reports is unavailable')).toBeVisible({ timeout: 20_000 });
      await expect(
        page.getByText(
          `The reports area cannot run in this shell: reports was built against contract version ${CONTRACT_VERSION + 1}, the host supports version ${CONTRACT_VERSION}. The rest of Sasar keeps working.`,
        ),
      ).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
    } finally {
      await cdn.close();
    }
  });
});
