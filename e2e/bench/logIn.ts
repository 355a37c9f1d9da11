import type { Page } from '@playwright/test';
import { LOGIN_LABELS } from '../support/loginLabels';

/** Logs in through the form, as a user does (to `redirect` when given), and waits until the app has left the login page. */
export async function logInThroughForm(page: Page, user = 'demo', password = 'demo1234', redirect?: string): Promise<void> {
  await page.goto(redirect ? `/user/login?redirect=${encodeURIComponent(redirect)}` : '/user/login');
  await page.getByLabel(LOGIN_LABELS.user).fill(user);
  await page.getByLabel(LOGIN_LABELS.password).fill(password);
  await page.getByRole('button', { name: LOGIN_LABELS.submit }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
}
