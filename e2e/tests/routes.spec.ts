import { DEMO, expect, LOGIN_LABELS, logIn, signIn, test } from '../support/fixtures';

test('a guest is sent to login with the full path, and comes back after logging in', async ({ page }) => {
  await page.goto('/rules/history?from=mail');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Frules%2Fhistory%3Ffrom%3Dmail$/);
  await page.getByLabel(LOGIN_LABELS.user).fill('demo');
  await page.getByLabel(LOGIN_LABELS.password).fill('demo1234');
  await page.getByRole('button', { name: LOGIN_LABELS.submit }).click();
  await expect(page).toHaveURL(/\/rules\/history\?from=mail$/);
  await expect(page.getByRole('heading', { name: 'Execution log' })).toBeVisible();
});

test("wrong credentials show a clear message (in the login page's language) and keep what was typed", async ({ page }) => {
  await page.goto('/user/login');
  await page.getByLabel(LOGIN_LABELS.user).fill('demo');
  await page.getByLabel(LOGIN_LABELS.password).fill('wrong-password');
  await page.getByRole('button', { name: LOGIN_LABELS.submit }).click();
  await expect(page.getByText('Nama pengguna atau kata sandi salah.')).toBeVisible();
  await expect(page.getByLabel(LOGIN_LABELS.user)).toHaveValue('demo');
});

test('a logged-in visitor on a guest route goes to /dashboard keeping the query', async ({ page }) => {
  await signIn(page, DEMO, '/search');
  await expect(page).toHaveURL(/\/search$/);
  await page.goto('/user/login?utm=x');
  await expect(page).toHaveURL(/\/dashboard\?utm=x$/);
});

test('routes: aliases, /# rewrite, open dashboard, host screens, not-found, titles', async ({ page }) => {
  await page.goto('/dashboard/breakdown');
  await expect(page.getByRole('heading', { name: 'Breakdown', exact: true })).toBeVisible();
  // Titles are in the default language, Indonesian (SPEC §1); e2e/tests/language.spec.ts switches to English.
  await expect(page).toHaveTitle('Rincian Performa — Sasar');

  await page.goto('/#/dashboard/daily-performance');
  await expect(page).toHaveURL(/\/dashboard\/daily-performance$/);

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Halaman Tidak Ditemukan — Sasar');

  await logIn(page);
  await expect(page).toHaveURL(/\/search$/);
  for (const [path, heading] of [
    ['/pages', 'Page insights'],
    ['/insights', 'Page insights'],
    ['/saved-groups', 'Saved collections'],
    ['/setting/integrations', 'Integrations'],
    ['/setup/facebook', 'Connect Facebook'],
    ['/updates', "What's new"],
    // The create route resolves, and refuses an ad account that is not the user's.
    ['/create/act_1/campaign', 'Ad account not available'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
});

test('the demo user picks an ad account, and it is remembered', async ({ page }) => {
  await signIn(page, DEMO, '/search');
  const picker = page.getByLabel('Ad account');
  await expect(picker).toBeVisible();
  // SPEC §4: after the user loads, the first pickable account is selected without asking.
  await expect(picker).not.toHaveValue('');
  // The name, then what tells accounts apart (currency and the id's tail).
  await expect(picker.locator('option:checked')).toHaveText(/^Batik Lestari ID — IDR ·\d{4}$/);
  const options = await picker.locator('option').allTextContents();
  expect(options.some((text) => /USD/.test(text))).toBe(true);
  expect(options.some((text) => /disabled/i.test(text))).toBe(false);
  const usd = picker.locator('option', { hasText: 'USD' }).first();
  const value = await usd.getAttribute('value');
  await picker.selectOption(value!);
  await page.reload();
  await expect(page.getByLabel('Ad account')).toHaveValue(value!);
});

test('log out ends the session', async ({ page }) => {
  await signIn(page, DEMO, '/search');
  await expect(page).toHaveURL(/\/search$/);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/user\/login/);
  await page.goto('/search');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fsearch$/);
});

test('role-guarded paths: a user without the role sees "no access" in the layout and no sidebar entry; an admin enters', async ({ page }) => {
  await signIn(page);
  await page.goto('/setting/cs/users');
  await expect(page.getByText('You have no access to this page')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin/overview');
  await expect(page.getByText('You have no access to this page')).toBeVisible();

  await page.goto('/logout');
  // The logout screen ends the session and then opens login; going on before that would interrupt it.
  await expect(page).toHaveURL(/\/user\/login/);
  await logIn(page, { user: 'admin', password: 'admin1234' });
  await page.goto('/setting/cs/users');
  await expect(page.getByRole('heading', { name: 'Customer service', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
});
