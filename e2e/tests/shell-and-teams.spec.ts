import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, LOGIN_LABELS, signIn, test } from '../support/fixtures';
import { repoRoot } from '../support/paths';

const BUDI = { user: 'budi', password: 'budi1234' };
const ADMIN = { user: 'admin', password: 'admin1234' };
const SEEDED_ANNOUNCEMENT = /your team’s activity log is in Settings/;

/** A product-API write from the page, with the CSRF header the API client would send. */
async function apiPost(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ({ path, body }) => {
      const csrf = document.cookie.split('; ').find((c) => c.startsWith('sasar_csrf='))?.split('=')[1] ?? '';
      const response = await fetch(`/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body },
  );
}

test('the announcement ribbon shows on ribbon routes and stays closed after a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/setting/team');
  // In the notice area, possibly behind "+N more" (the demo user's subscription expiry leads): hidden ones count too.
  const ribbon = page.getByRole('complementary', { name: 'Announcement', includeHidden: true });
  await expect(ribbon).toContainText(SEEDED_ANNOUNCEMENT);
  await page.goto('/updates');
  await expect(page.getByRole('heading', { name: "What's new", exact: true })).toBeVisible();
  await expect(ribbon).toHaveCount(0);

  // The notice area shows one notice (the demo user's subscription expiry leads); the ribbon waits behind "+N more".
  await page.goto('/dashboard');
  await expect(ribbon).toBeAttached();
  await page.getByRole('region', { name: 'Notices' }).getByRole('button', { name: /^\+\d+ more notices?$/ }).click();
  await expect(ribbon).toBeVisible();
  await ribbon.getByRole('button').click();
  await expect(ribbon).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/setting/subscription');
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await expect(ribbon).toHaveCount(0);
});

test("What's new: the new releases show by themselves once; the header button reopens the dialog; /updates lists everything", async ({ page }) => {
  await signIn(page, DEMO, '/search');
  const notice = page.getByRole('region', { name: 'New in Sasar' });
  await expect(notice).toContainText('Version 3.20 — Team activity log');
  await notice.getByRole('button', { name: 'Read' }).click();
  const dialog = page.getByRole('dialog', { name: "What's new?" });
  await expect(dialog.getByRole('heading', { name: 'Version 3.20 — Team activity log' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Version 3.0 — A new Sasar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notice).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(notice).toHaveCount(0);

  await page.getByRole('button', { name: "What's new?" }).click();
  const latest = page.getByRole('dialog', { name: 'Latest updates' });
  await expect(latest.getByRole('heading', { name: 'Version 3.20 — Team activity log' })).toBeVisible();
  await latest.getByRole('link', { name: 'All updates' }).click();
  await expect(page).toHaveURL(/\/updates$/);
  await expect(page.getByRole('heading', { name: 'Version 3.0 — A new Sasar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Extension 2.8' })).toBeVisible();
});

test('the subscription banner and the upgrade request', async ({ page }) => {
  await signIn(page);
  await page.goto('/setting/subscription');
  await expect(page.getByTestId('expiry-banner')).toContainText(/Your subscription expires in (19|20) days/);
  await expect(page.getByText('Pro', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Renew or change plan' }).click();
  await expect(page).toHaveURL(/\/upgrade$/);
  await page.getByRole('button', { name: 'Request Agency' }).click();
  await expect(page.getByText(/You asked for Agency on/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByText(/You asked for Agency on/)).toHaveCount(0);
});

test('a team invitation link is accepted by a second user after logging in', async ({ page, browser }) => {
  await signIn(page, BUDI);
  await page.goto('/setting/team');
  await expect(page.getByRole('heading', { name: 'Budi Agency' })).toBeVisible();
  await page.getByRole('button', { name: 'Create invitation link' }).click();
  const link = await page.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);

  const guest = await browser.newContext({ baseURL: page.url() });
  const second = await guest.newPage();
  await second.goto(link);
  await expect(second).toHaveURL(/\/user\/login\?redirect=%2Fjoin%2F/);
  await second.getByLabel(LOGIN_LABELS.user).fill(ADMIN.user);
  await second.getByLabel(LOGIN_LABELS.password).fill(ADMIN.password);
  await second.getByRole('button', { name: LOGIN_LABELS.submit }).click();
  await expect(second).toHaveURL(/\/join\//);
  await second.getByRole('button', { name: 'Join Budi Agency' }).click();
  await expect(second).toHaveURL(/\/setting\/team$/);
  await expect(second.getByRole('table', { name: 'Members of Budi Agency' })).toContainText('admin');
  await expect(second.getByRole('button', { name: 'Leave team' })).toBeVisible();

  // the link was single-use
  await second.goto(link);
  await expect(second.getByText('Invitation not valid')).toBeVisible();
  await guest.close();

  await page.reload();
  const members = page.getByRole('table', { name: 'Members of Budi Agency' });
  await expect(members).toContainText('admin');
  await page.getByRole('button', { name: 'Remove admin' }).click();
  await page.getByRole('dialog', { name: 'Remove admin?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(members).not.toContainText('admin');
});

test('the activity log lists a posted record and filters it', async ({ page }) => {
  await signIn(page, DEMO, '/search');
  const teams = await page.evaluate(async () => (await (await fetch('/api/team')).json()).data.teams as { id: number; name: string }[]);
  const agency = teams.find((team) => team.name === 'Budi Agency')!;
  const posted = await apiPost(page, `user/team/${agency.id}/activity`, {
    activities: [
      {
        account_id: 'act_2001',
        activity: { object_id: '120200000001', object_type: 'campaign', object_name: 'Ramadan Sale', original: { status: 'ACTIVE' }, changes: { status: 'PAUSED' } },
      },
    ],
  });
  expect(posted).toEqual({ status: 201, body: { data: { recorded: 1 } } });

  await page.goto('/setting/activity');
  await page.getByLabel('Team', { exact: true }).selectOption({ label: 'Budi Agency' });
  const table = page.getByRole('table', { name: 'Activity' });
  await expect(table).toContainText('campaign · Ramadan Sale');
  await expect(table).toContainText('status: ACTIVE → PAUSED');
  await expect(table).toContainText('demo');
  await page.getByLabel('Object').selectOption({ label: 'Ad sets' });
  await expect(page.getByText('No activity')).toBeVisible();
  await page.getByLabel('Object').selectOption({ label: 'Campaigns' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('ramadan');
  await expect(table).toContainText('Ramadan Sale');
});

test.describe('with the service worker on', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the host registers its service worker, which caches the static build', async ({ page }) => {
    await page.goto('/dashboard');
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { script: registration.active?.scriptURL ?? '', scope: registration.scope };
    });
    expect(worker.script).toMatch(/\/sw\.js$/);
    expect(new URL(worker.scope).pathname).toBe('/');
    // What it kept while it installed: main.js and every file a first load runs, so the next page starts from
    // compiled code (host/build/first-load-plugin.cjs writes the list).
    const kept = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('sasar-host-'));
      const cache = name ? await caches.open(name) : undefined;
      return cache ? (await cache.keys()).map((request) => new URL(request.url).pathname) : [];
    });
    const firstLoad = JSON.parse(readFileSync(path.join(repoRoot, 'host', 'dist', 'first-load.json'), 'utf8')) as { bootstrap: string[]; layout: string[]; shared: Record<string, string[]> };
    const startFiles = ['main.js', ...firstLoad.bootstrap, ...firstLoad.layout, ...Object.values(firstLoad.shared).flat()];
    expect(firstLoad.shared['shared-ui/table']?.length).toBeGreaterThan(0);
    expect(kept).toEqual(expect.arrayContaining(startFiles.map((file) => `/${file}`)));
  });
});
