import { DEMO, expect, signIn, test } from '../support/fixtures';

// The shell's notice area and the rate-limit meter. Only this browser's storage and one fault on a path no other
// spec touches (the unsettled JPY account's campaigns) are changed here.

// Logging in and loading the research remote take a while on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

function sandbox(): string {
  const url = process.env.E2E_SANDBOX_URL;
  if (!url) throw new Error('E2E_SANDBOX_URL is not set: the global setup did not run.');
  return url;
}

test('one calm notice area: compact notices, each closable; a closed extension notice stays away for the session', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.goto('/search');
  const area = page.getByRole('region', { name: 'Notices' });
  const extension = area.getByTestId('extension-required');
  await expect(extension).toContainText('This page needs the Sasar browser extension');
  await expect(extension.getByRole('link', { name: 'Install the extension' })).toBeVisible();

  // Every notice is one compact line at 1366 px (no full-width bars) and has its own close button.
  const notices = area.locator(':scope > *');
  const count = await notices.count();
  for (let index = 0; index < count; index += 1) {
    const notice = notices.nth(index);
    expect((await notice.boundingBox())?.height ?? 0).toBeLessThanOrEqual(40);
    await expect(notice.getByRole('button', { name: /Dismiss/ })).toBeVisible();
  }

  await extension.getByRole('button', { name: 'Dismiss the extension notice' }).click();
  await expect(page.getByTestId('extension-required')).toHaveCount(0);
  await page.goto('/explore');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByTestId('extension-required')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByTestId('extension-required')).toHaveCount(0);

  // A new browser session (empty sessionStorage) shows it again.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(page.getByTestId('extension-required')).toBeVisible();
});

test("the rate-limit meter shows the platform's usage of the selected ad account and turns red at Facebook's limit", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO, '/search');
  const picker = page.getByLabel('Ad account', { exact: true });
  const japan = picker.locator('option', { hasText: 'Lestari Japan Pop-up' });
  const value = await japan.getAttribute('value');
  const accountId = value?.split(':')[1];
  expect(accountId).toMatch(/^act_\d+$/);
  await picker.selectOption(value!);

  // Reading the account's campaigns reports its usage (the app-wide figure when that is higher: the whole e2e
  // run shares one sandbox app, so it can be anything).
  await page.goto('/dashboard');
  const meter = page.getByTestId('rate-limit-meter');
  await expect(meter.getByRole('button', { name: /^API usage \d{1,3}%/ })).toBeVisible({ timeout: 60_000 });

  // The platform refuses the next call with 2446079 and reports the account at 100 %.
  const injected = await fetch(`${sandbox()}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'ads_rate_limit', path: `${accountId}/campaigns`, count: 1 }),
  });
  expect(injected.ok).toBe(true);
  // The figures on screen come from Sasar's store now: Refresh asks the platform again, which refuses.
  await page.getByTestId('freshness-stamp').getByRole('button', { name: 'Refresh' }).click();
  // The dashboard's calls take a while on a busy machine.
  await expect(meter).toHaveAttribute('data-level', 'critical', { timeout: 60_000 });
  await expect(meter.getByRole('button', { name: /API usage 100%\s*at the limit/ })).toBeVisible();
  await meter.getByRole('button').click();
  const panel = page.getByRole('region', { name: 'Facebook API usage' });
  await expect(panel.getByRole('alert')).toContainText(/Facebook asks us to wait \d+ min \(until \d{1,2}:\d{2}\) for ads management on this ad account/);
  await expect(panel.getByRole('list', { name: 'Usage per ad account' })).toContainText('Lestari Japan Pop-up100%, at the limit');
  await page.screenshot({ path: test.info().outputPath('meter-1366.png') });

  // At 390 px the figure and the warning word stay in the header, beside the logo and the picker.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(meter.getByRole('button', { name: /API 100%\s*at the limit/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sasar' })).toBeVisible();
  const logo = await page.getByRole('banner').getByRole('link', { name: 'Sasar' }).boundingBox();
  const pickerBox = await picker.boundingBox();
  expect(pickerBox!.x).toBeGreaterThanOrEqual(logo!.x + logo!.width);
  expect(pickerBox!.width).toBeGreaterThan(60);
  await page.screenshot({ path: test.info().outputPath('meter-390.png') });
});
