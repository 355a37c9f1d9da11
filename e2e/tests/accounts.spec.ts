import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, LOGIN_LABELS, logIn, signIn, test } from '../support/fixtures';

/** An API session as `user` (cookies kept by the request context); returns the CSRF header for writes. */
async function apiLogin(request: APIRequestContext, user: string, password: string): Promise<Record<string, string>> {
  const response = await request.post('/api/user/login', { data: { user, password } });
  expect(response.status()).toBe(200);
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'sasar_csrf')!.value;
  return { 'x-csrf-token': csrf };
}

/** The link of the newest mail of `kind` sent to `to`, read from the outbox through the admin API. */
async function mailedLink(request: APIRequestContext, to: string, kind: string, path: string): Promise<string> {
  await apiLogin(request, 'admin', 'admin1234');
  const outbox = (await (await request.get('/api/admin/outbox')).json()).data as { to: string; kind: string; text: string }[];
  const mail = outbox.find((m) => m.to === to && m.kind === kind);
  expect(mail, `a ${kind} mail to ${to} in the outbox`).toBeDefined();
  const url = new URL(new RegExp(`https?://\\S+${path}\\?token=[^\\s]+`).exec(mail!.text)![0]);
  return `${url.pathname}${url.search}`;
}

async function submitLogin(page: Page, user: string, password: string) {
  await page.getByLabel(LOGIN_LABELS.user).fill(user);
  await page.getByLabel(LOGIN_LABELS.password).fill(password);
  await page.getByRole('button', { name: LOGIN_LABELS.submit }).click();
}

test('login goes to the redirect query and stores the device fingerprint', async ({ page }) => {
  await page.goto('/setting/account');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fsetting%2Faccount$/);
  await submitLogin(page, DEMO.user, DEMO.password);
  await expect(page).toHaveURL(/\/setting\/account$/);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  const fingerprint = page.locator('dt:has-text("Device fingerprint") + dd code');
  await expect(fingerprint).not.toHaveText('—');
});

test('after three failures the login asks for a captcha and keeps what was typed (in the default language, Indonesian)', async ({ page }) => {
  await page.goto('/user/login');
  const login = `captcha-${Date.now()}`;
  for (let i = 0; i < 3; i += 1) {
    await submitLogin(page, login, 'wrong-password');
    await expect(page.getByText('Nama pengguna atau kata sandi salah.')).toBeVisible();
  }
  const picture = page.getByRole('img', { name: /Captcha/ });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  await expect(page.getByLabel(LOGIN_LABELS.user)).toHaveValue(login);
  await expect(page.getByLabel(LOGIN_LABELS.password)).toHaveValue('wrong-password');

  // Without an answer the form says what is missing; a wrong answer gets a new picture.
  await page.getByRole('button', { name: LOGIN_LABELS.submit }).click();
  await expect(page.getByText('Ketik karakter yang terlihat pada gambar.')).toBeVisible();
  const first = await picture.getAttribute('src');
  await page.getByLabel('Karakter pada gambar').fill('ZZZZZ');
  await page.getByRole('button', { name: LOGIN_LABELS.submit }).click();
  await expect(page.getByText(/tidak cocok dengan gambar/)).toBeVisible();
  await expect(picture).not.toHaveAttribute('src', first!);
  await expect(page.getByLabel('Karakter pada gambar')).toHaveValue('');
});

test('an e-mail address confirmed by its link receives the password reset; the password change in settings sets it back', async ({ page, context, playwright, baseURL }) => {
  const address = 'dewi@example.test';
  await signIn(page, DEMO, '/setting/account');
  const emailForm = page.getByRole('form', { name: 'E-mail address' });
  await emailForm.getByLabel('E-mail address').fill(address);
  // The demo user starts with a confirmed address (the seed's): this changes it.
  await emailForm.getByRole('button', { name: /^(Save and send link|Change address)$/ }).click();

  const admin = await playwright.request.newContext({ baseURL });
  const confirm = await mailedLink(admin, address, 'email_verification', '/user/verify-email');
  await page.goto(confirm);
  await expect(page.getByText(`${address} is now your account’s e-mail address.`, { exact: false })).toBeVisible();

  await context.clearCookies();
  await page.goto('/user/login');
  await page.getByRole('link', { name: /^(Forgot your password\?|Lupa kata sandi\?)$/ }).click();
  await expect(page).toHaveURL(/\/user\/reset$/);
  await page.getByLabel('User name or e-mail').fill('demo');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we sent a link to that address/)).toBeVisible();

  const link = await mailedLink(admin, address, 'password_reset', '/user/reset');
  await admin.dispose();

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Repeat the new password').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The new password must be at least 8 characters long.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('demo-reset-pass');
  await page.getByLabel('Repeat the new password').fill('demo-reset-pass');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your new password is set.')).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByText(/invalid, already used or expired/)).toBeVisible();

  await logIn(page, { user: 'demo', password: 'demo-reset-pass' }, '/user/login?redirect=%2Fsetting%2Faccount');
  await expect(page).toHaveURL(/\/setting\/account$/);
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('demo-reset-pass');
  await form.getByLabel('New password', { exact: true }).fill(DEMO.password);
  await form.getByLabel('Repeat the new password').fill(DEMO.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other sessions were logged out.')).toBeVisible();
});

test('a lost session on a product call goes to login and back', async ({ page, context }) => {
  await signIn(page);
  await context.clearCookies();
  await page.goto('/setting/account');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fsetting%2Faccount$/);
  await submitLogin(page, DEMO.user, DEMO.password);
  await expect(page).toHaveURL(/\/setting\/account$/);
});

test('account deletion request: confirm dialog, public status page, cancel', async ({ page }) => {
  await signIn(page, DEMO, '/setting/account');
  await page.getByRole('button', { name: 'Request account deletion' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('User name to confirm').fill('someone-else');
  await dialog.getByRole('button', { name: 'Request deletion' }).click();
  await expect(dialog.getByText('Type your user name exactly to confirm the deletion')).toBeVisible();
  await dialog.getByLabel('User name to confirm').fill('demo');
  await dialog.getByRole('button', { name: 'Request deletion' }).click();
  await expect(page.getByText(/scheduled for deletion/)).toBeVisible();

  await page.getByRole('link', { name: 'Deletion request status' }).click();
  await expect(page).toHaveURL(/\/deletion-request\/[\w-]{32}$/);
  await expect(page.getByText('Pending')).toBeVisible();
  const statusUrl = page.url();

  await page.goto('/setting/account');
  await page.getByRole('button', { name: 'Cancel the deletion' }).click();
  await expect(page.getByText('The deletion request was cancelled.')).toBeVisible();
  await page.goto(statusUrl);
  await expect(page.getByText('There is no deletion request with this id.')).toBeVisible();
});

test('settings: API version and notification toggles are saved', async ({ page }) => {
  await signIn(page, DEMO, '/setting/account');
  await page.getByLabel('Graph API version').selectOption('v20.0');
  await expect(page.getByText('Saved.').first()).toBeVisible();
  await page.getByRole('switch', { name: 'Product news and tips' }).click();
  await page.reload();
  await expect(page.getByLabel('Graph API version')).toHaveValue('v20.0');
  await expect(page.getByRole('switch', { name: 'Product news and tips' })).toHaveAttribute('aria-checked', 'true');
  // back to the defaults for the other suites
  await page.getByLabel('Graph API version').selectOption('v21.0');
  await expect(page.getByText('Saved.').first()).toBeVisible();
  await page.getByRole('switch', { name: 'Product news and tips' }).click();
  await expect(page.getByRole('switch', { name: 'Product news and tips' })).toHaveAttribute('aria-checked', 'false');
});
