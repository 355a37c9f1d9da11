import type { Request } from '@playwright/test';
import { DEMO, expect, LOGIN_LABELS, test } from '../support/fixtures';

const pathOf = (request: Request) => new URL(request.url()).pathname;

test('a cold /user/login downloads only the login page; after the login the app starts without asking for the user again', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto('/user/login?redirect=%2Fsetting%2Faccount');
  await expect(page).toHaveTitle('Masuk — Sasar');
  await expect(page.getByRole('button', { name: LOGIN_LABELS.submit })).toBeEnabled();
  const scripts = requests.filter((request) => request.resourceType() === 'script').map(pathOf);
  // Its entry and the form's chunk; nothing of the app (main.js, the federation runtime, the boot chunk).
  expect(scripts).toEqual([expect.stringMatching(/^\/login\/login\.[0-9a-f]{8}\.js$/), expect.stringMatching(/^\/login\/[\w-]+\.[0-9a-f]{8}\.js$/)]);

  // The app's start is named for an idle-time prefetch while the visitor types, and every name is a file of this build.
  const prefetched = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(prefetched).toEqual(expect.arrayContaining(['/main.js', expect.stringMatching(/^\/boot\.[0-9a-f]{8}\.js$/)]));
  for (const href of prefetched) expect((await page.request.get(href!)).status(), href!).toBe(200);

  requests.length = 0;
  await page.getByLabel(LOGIN_LABELS.user).fill(DEMO.user);
  await page.getByLabel(LOGIN_LABELS.password).fill(DEMO.password);
  await page.getByRole('button', { name: LOGIN_LABELS.submit }).click();
  await expect(page).toHaveURL(/\/setting\/account$/);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  const sessionCalls = requests.filter((request) => ['/api/user', '/api/user/login'].includes(pathOf(request)));
  expect(sessionCalls.map((request) => `${request.method()} ${pathOf(request)}`)).toEqual(['POST /api/user/login']);
});

test('logging in again inside the app (after logging out) needs no page load', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByLabel(LOGIN_LABELS.user).fill(DEMO.user);
  await page.getByLabel(LOGIN_LABELS.password).fill(DEMO.password);
  await page.getByRole('button', { name: LOGIN_LABELS.submit }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.getByRole('link', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/user\/login/);
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.getByLabel(LOGIN_LABELS.user).fill(DEMO.user);
  await page.getByLabel(LOGIN_LABELS.password).fill(DEMO.password);
  await page.getByRole('button', { name: LOGIN_LABELS.submit }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/user\/login/);
  expect(documents).toBe(0);
});

test.describe('with the service worker on', () => {
  test.use({ serviceWorkers: 'allow' });

  test("while the visitor types, the app's service worker installs and keeps the app's first-load files; the app then starts under it", async ({ page }) => {
    await page.goto('/user/login');
    await expect(page.getByRole('button', { name: LOGIN_LABELS.submit })).toBeEnabled();
    const kept = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const name = (await caches.keys()).find((key) => key.startsWith('sasar-host-'));
      const cache = name ? await caches.open(name) : undefined;
      return { script: registration.active?.scriptURL ?? '', files: cache ? (await cache.keys()).map((request) => new URL(request.url).pathname) : [] };
    });
    expect(kept.script).toMatch(/\/sw\.js$/);
    expect(kept.files).toEqual(expect.arrayContaining(['/main.js', expect.stringMatching(/^\/boot\.[0-9a-f]{8}\.js$/)]));

    await page.getByLabel(LOGIN_LABELS.user).fill(DEMO.user);
    await page.getByLabel(LOGIN_LABELS.password).fill(DEMO.password);
    await page.getByRole('button', { name: LOGIN_LABELS.submit }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw\.js$/);
  });
});
