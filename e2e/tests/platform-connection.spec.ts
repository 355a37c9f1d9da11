import type { Page } from '@playwright/test';
import { clearFaults, injectFault, sandboxOrigin } from '../support/demoWorld';
import { DEMO, expect, signIn, test, withAccountConnectionsOff } from '../support/fixtures';

/** Demo connected again as Dewi (the state the other suites expect), through the paste-a-token form. */
async function reconnectDemo(page: Page) {
  await page.goto('/setup/facebook');
  await page.getByLabel('Or paste an access token').fill('EAAsandbox-dewi');
  await page.getByRole('button', { name: 'Use this token' }).click();
  await expect(page).toHaveURL(/\/setup\/adaccount$/);
}

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test('connect through the OAuth dialog stand-in, then pick an ad account (statuses 1 and 3 only)', async ({ page }) => {
  await signIn(page, DEMO, '/setting/account');
  await page.getByRole('button', { name: 'Disconnect Facebook' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page).toHaveURL(/\/setup\/facebook$/);

  await page.getByRole('button', { name: 'Connect Facebook' }).click();
  await expect(page).toHaveURL(new RegExp(`^${sandboxOrigin()}/v21.0/dialog/oauth\\?`));
  await page.getByRole('button', { name: 'Continue as Dewi Lestari' }).click();
  await expect(page).toHaveURL(/\/setup\/adaccount$/);

  const list = page.getByRole('list', { name: 'Ad accounts' });
  await expect(list.getByRole('button', { name: /Batik Lestari ID/ })).toBeVisible();
  await expect(list.getByRole('button', { name: /Lestari Japan Pop-up/ })).toContainText('unsettled');
  await expect(list.getByRole('button', { name: /Lestari Lama/ })).toHaveCount(0);
  await list.getByRole('button', { name: /Batik Lestari Global/ }).click();
  await expect(page).not.toHaveURL(/\/setup/);
  await expect(page.getByLabel('Ad account', { exact: true }).locator('option:checked')).toContainText('Batik Lestari Global');
});

test('cancelling the dialog comes back with a clear message', async ({ page }) => {
  await signIn(page, DEMO, '/setting/integrations');
  await page.getByRole('button', { name: 'Reconnect Facebook' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/setting\/integrations\?connect_error=cancelled$/);
  await expect(page.getByText('Connecting was cancelled on Facebook.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Dewi Lestari' })).toBeVisible();
});

test('pasted tokens that need migration are refused with the reason', async ({ page }) => {
  await signIn(page);
  await page.goto('/setup/facebook');
  await page.getByLabel('Or paste an access token').fill('EAAsandbox-dewi-offline');
  await page.getByRole('button', { name: 'Use this token' }).click();
  await expect(page.getByText(/old never-expiring token/)).toBeVisible();
  await page.getByLabel('Or paste an access token').fill('EAAsandbox-dewi-expired');
  await page.getByRole('button', { name: 'Use this token' }).click();
  await expect(page.getByText(/The Facebook token is not valid/)).toBeVisible();
  await expect(page.getByLabel('Or paste an access token')).toHaveValue('EAAsandbox-dewi-expired');
});

test("'error checking token' disconnects (login kept) and sends to setup-facebook", async ({ page }) => {
  await signIn(page, DEMO, '/setting/integrations');
  await expect(page.getByText('…dewi')).toBeVisible();
  await injectFault(page.request, { kind: 'token_expired', path: 'debug_token' });
  await page.getByRole('button', { name: 'Check connection' }).click();
  await expect(page).toHaveURL(/\/setup\/facebook\?reason=check_failed$/);
  await expect(page.getByText(/error checking token/)).toBeVisible();
  await reconnectDemo(page);
});

test('integrations: connection details and a successful check', async ({ page }) => {
  await signIn(page, DEMO, '/setting/integrations');
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: 'Dewi Lestari' })).toBeVisible();
  await expect(details.filter({ hasText: 'ads_management' })).toBeVisible();
  await page.getByRole('button', { name: 'Check connection' }).click();
  await expect(page.getByText('Facebook answers as Dewi Lestari.')).toBeVisible();
});

test('rate limit 2446079: banner and global graph error, both cleared by a later success', async ({ page }) => {
  await signIn(page, DEMO, '/setting/integrations');
  await injectFault(page.request, { kind: 'rate_limit', path: 'me' });
  await page.getByRole('button', { name: 'Check connection' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'User request limit reached' }).first()).toBeVisible();
  await expect(page.getByTestId('graph-error')).toContainText('sub-code 2446079');
  await page.getByRole('button', { name: 'Check connection' }).click();
  await expect(page.getByText('Facebook answers as Dewi Lestari.')).toBeVisible();
  await expect(page.getByText('User request limit reached')).toHaveCount(0);
});

test('spam block 1390008: the global graph error is shown', async ({ page }) => {
  await signIn(page, DEMO, '/setting/integrations');
  await injectFault(page.request, { kind: 'spam_block', path: 'me' });
  await page.getByRole('button', { name: 'Check connection' }).click();
  await expect(page.getByTestId('graph-error')).toContainText('sub-code 1390008');
});

test("proxy 401/190 for a team account: persistent banner naming team and owner, account switched", async ({ page }) => {
  await signIn(page, DEMO, '/select-adaccount');
  await page.getByRole('list', { name: 'Ad accounts' }).getByRole('button', { name: /Santoso Motor Parts/ }).click();
  await expect(page.getByLabel('Ad account', { exact: true }).locator('option:checked')).toContainText('Santoso Motor Parts');
  await page.goto('/setting/integrations');
  // The picked account is the user's again after the reload before the check goes out.
  await expect(page.getByLabel('Ad account', { exact: true }).locator('option:checked')).toContainText('Santoso Motor Parts');
  await injectFault(page.request, { kind: 'token_expired', path: 'me' });
  await page.getByRole('button', { name: 'Check connection' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'team owner session is expired (Budi Agency, Budi' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: /close|dismiss/i })).toHaveCount(0);
  await expect(page.getByLabel('Ad account', { exact: true }).locator('option:checked')).not.toContainText('Santoso');
});

test('proxy 401/190 on the own team goes to integrations', async ({ page }) => {
  await signIn(page, DEMO, '/select-adaccount');
  await page.getByRole('list', { name: 'Ad accounts' }).getByRole('button', { name: /Batik Lestari ID/ }).click();
  await page.goto('/setting/integrations?tab=connection');
  await injectFault(page.request, { kind: 'token_expired', path: 'me' });
  await page.getByRole('button', { name: 'Check connection' }).click();
  await expect(page).toHaveURL(/\/setting\/integrations$/);
});

/** A stand-in for the browser extension's content script: answers pings and a local profile. */
function fakeExtension() {
  const profile = {
    id: '100090000000001',
    name: 'Dewi Lestari',
    adaccounts: {
      data: [
        { id: 'act_9001', account_id: '9001', name: 'Disabled IDR', account_status: 2, currency: 'IDR' },
        { id: 'act_9002', account_id: '9002', name: 'Active USD', account_status: 1, currency: 'USD' },
        { id: 'act_9003', account_id: '9003', name: 'Active IDR', account_status: 1, currency: 'IDR' },
      ],
    },
  };
  window.addEventListener('message', (event) => {
    const msg = event.data as { source?: string; id?: string; type?: string; path?: string } | null;
    if (!msg || msg.source !== 'sasar-page') return;
    const reply = (body: object) => window.postMessage({ source: 'sasar-extension', id: msg.id, ...body }, '*');
    if (msg.type === 'ping') reply({ type: 'pong' });
    else if (msg.type === 'graph') reply({ type: 'graph', data: msg.path?.startsWith('me') ? profile : { data: [] } });
  });
}

test('when no connection can carry the research calls and there is no extension, research asks for the extension and links to its setup', async ({ page }) => {
  await withAccountConnectionsOff(page);
  await signIn(page);
  await page.goto('/search');
  const banner = page.getByTestId('extension-required');
  await expect(banner).toHaveCount(1);
  // The other notices arrive in any order: the extension's can be folded under "+N more" when it shows, or folded
  // again later (the area folds whenever it is down to one notice), so unfolding and clicking are tried together.
  const more = page.getByRole('region', { name: 'Notices' }).getByRole('button', { name: /^\+\d+ more notices?$/ });
  const install = banner.getByRole('link', { name: 'Install the extension' });
  await expect(async () => {
    if (await more.isVisible()) await more.click();
    await install.click({ timeout: 1_000 });
  }).toPass();
  await expect(page).toHaveURL(/\/setup\/extension$/);
  await expect(page.getByText('The extension was not found yet.')).toBeVisible();
});

test('a browser whose extension answered before never shows the extension notice, not even while the page starts', async ({ page }) => {
  await page.addInitScript(fakeExtension);
  await signIn(page);
  await page.goto('/search');
  await expect(page.getByLabel('Keywords')).toBeVisible();
  await expect(page.getByTestId('extension-required')).toHaveCount(0);
  // The next page: anything that shows the notice, for however short a time, is recorded.
  await page.addInitScript(() => {
    const seen = { notice: false };
    (window as unknown as { noticeSeen: typeof seen }).noticeSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="extension-required"]')) seen.notice = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/search');
  await expect(page.getByLabel('Keywords')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { noticeSeen: { notice: boolean } }).noticeSeen.notice)).toBe(false);
});

test('a detected extension hides the banner and selects its first active account in the current currency', async ({ page }) => {
  await page.addInitScript(fakeExtension);
  await signIn(page, DEMO, '/select-adaccount');
  await page.getByRole('list', { name: 'Ad accounts' }).getByRole('button', { name: /Batik Lestari ID/ }).click();
  await page.goto('/search');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByTestId('extension-required')).toHaveCount(0);
  // The extension's first answer selects the account a moment after the page shows.
  const remembered = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('sasar.adaccount.'))
        .map((key) => localStorage.getItem(key)),
    );
  await expect.poll(remembered).toContain('0:act_9003');
  await page.goto('/setup/extension');
  await expect(page.getByText('The Sasar extension is installed and answering.')).toBeVisible();
});
