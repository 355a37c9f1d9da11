import type { Page } from '@playwright/test';

/** Logs in through the form, as a user does (to `redirect` when given), and waits until the app has left the login page. */
export async function logInThroughForm(page: Page, user = 'demo', password = 'demo1234', redirect?: string): Promise<void> {
  await page.goto(redirect ? `/user/login?redirect=${encodeURIComponent(redirect)}` : '/user/login');
  await page.getByLabel('User name').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
}
