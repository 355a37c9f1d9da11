import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, expect, openNotices, signIn, test } from '../support/fixtures';

// Runs beside other specs on one stack: it writes only objects it creates (its own template, its own user), and the
// sticky-message story puts the message that was published before back when it ends.

const ADMIN = { user: 'admin', password: 'admin1234' };
const CS = { user: 'cs', password: 'cs123456' };

/** An API session in `request` (cookies kept by the context); returns the header a write needs. */
async function apiLogin(request: APIRequestContext, { user, password }: { user: string; password: string }) {
  const response = await request.post('/api/user/login', { data: { user, password } });
  expect(response.status()).toBe(200);
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'sasar_csrf')!.value;
  return { 'x-csrf-token': csrf };
}

async function pageAs(browser: Browser, baseURL: string | undefined, who: { user: string; password: string }, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, who, path);
  return page;
}

test('a user who opens /admin sees the no-access screen, no admin navigation, and the API refuses', async ({ page, playwright, baseURL }) => {
  await signIn(page, DEMO, '/search');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin/user');
  await expect(page.getByText('You have no access to this page')).toBeVisible();
  for (const path of ['/api/admin/overview', '/api/admin/user', '/api/admin/audit']) {
    const response = await page.request.get(path);
    expect({ path, status: response.status() }).toEqual({ path, status: 403 });
  }
  const guest = await playwright.request.newContext({ baseURL });
  expect((await guest.get('/api/admin/user')).status()).toBe(401);
  await guest.dispose();
});

test('the admin edits the sticky message with a live preview, publishes it, and a user sees the new ribbon', async ({ page, browser, baseURL, playwright }) => {
  // Two browser logins (the admin, then a user) on a busy shared stack.
  test.setTimeout(150_000);
  const api = await playwright.request.newContext({ baseURL });
  const headers = await apiLogin(api, ADMIN);
  const before = ((await (await api.get('/api/admin/announcements')).json()).data as { id: number; active: boolean }[]).find((a) => a.active);
  const text = `Flash sale ends tonight ${Date.now()}`;
  try {
    await signIn(page, ADMIN, '/admin/sticky-message');
    await expect(page.getByRole('heading', { name: 'Sticky message', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Write a new message' }).click();
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('textbox', { name: 'Extra title' }).fill('Shop now');
    await page.getByRole('textbox', { name: 'Extra link' }).fill('/updates');
    await page.getByRole('textbox', { name: 'Background colour', exact: true }).fill('#1a5fb4');
    const preview = page.getByRole('complementary', { name: 'Preview of the announcement' });
    await expect(preview).toContainText(text);
    await expect(preview.getByRole('link', { name: 'Shop now' })).toBeVisible();
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();

    const user = await pageAs(browser, baseURL, DEMO, '/setting/account');
    // The ribbon comes last in the notice area: it may wait behind '+N more'.
    await openNotices(user, user.getByRole('complementary', { name: 'Announcement', includeHidden: true }));
    const ribbon = user.getByRole('complementary', { name: 'Announcement' });
    await expect(ribbon).toContainText(text);
    await expect(ribbon.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/updates');
    await user.context().close();

    const audit = (await (await api.get('/api/admin/audit')).json()).data as { action: string; actor: { login: string } }[];
    expect(audit.find((a) => a.action === 'announcement.publish')).toMatchObject({ actor: { login: 'admin' } });
  } finally {
    // Put back what was published before (other specs read the seeded ribbon).
    const mine = ((await (await api.get('/api/admin/announcements')).json()).data as { id: number; message: string }[]).find((a) => a.message === text);
    if (before) await api.post(`/api/admin/announcements/${before.id}/publish`, { headers });
    else if (mine) await api.post(`/api/admin/announcements/${mine.id}/unpublish`, { headers });
    await api.dispose();
  }
});

test('the admin creates a rule template and a user finds it in /rules/template', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(150_000);
  const name = `Night pause ${Date.now()}`;
  await signIn(page, ADMIN, '/admin/rule-template/create');
  await page.getByRole('textbox', { name: /^Name(?! contains)/ }).fill(name);
  await page.getByRole('combobox', { name: 'Category' }).fill('Pausing');
  await page.getByRole('textbox', { name: 'Description' }).fill('Pauses ad sets that spend without purchases.');
  // The rule is built with the users' builder fields: spend today above 50,000 → pause.
  await page.getByRole('combobox', { name: 'Metric 1' }).selectOption('spend');
  await page.getByRole('combobox', { name: 'Over (condition 1)' }).selectOption('today');
  await page.getByRole('textbox', { name: 'Value 1' }).fill('50000');
  await page.getByRole('combobox', { name: 'Action', exact: true }).selectOption('pause');
  await page.getByRole('checkbox', { name: /Published/ }).check();
  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(page).toHaveURL(/\/admin\/rule-template$/);
  await expect(page.getByRole('grid', { name: 'Rule templates' }).getByRole('row', { name: new RegExp(name) })).toContainText('Published');

  const userPage = await pageAs(browser, baseURL, DEMO, '/rules/template');
  await expect(userPage.getByRole('link', { name: `Use this template: ${name}` })).toBeVisible();
  await userPage.context().close();

  const user = await playwright.request.newContext({ baseURL });
  await apiLogin(user, DEMO);
  const templates = (await (await user.get('/api/rules/templates')).json()).data as { id: number; name: string; category: string; definition: { scope: { level: string } } }[];
  const found = templates.find((t) => t.name === name);
  expect(found).toMatchObject({ category: 'Pausing', definition: { scope: { level: 'adset' } } });
  await user.dispose();

  // Leave the shared list as it was.
  const admin = await playwright.request.newContext({ baseURL });
  await admin.delete(`/api/admin/rule-templates/${found!.id}`, { headers: await apiLogin(admin, ADMIN) });
  await admin.dispose();
});

test('customer service looks up demo, then sends a reset mail that lands in the outbox', async ({ page, playwright, baseURL }) => {
  // A user of this test alone, with a confirmed address (demo's mail is another spec's business).
  const login = `cs-e2e-${Date.now()}`;
  const address = `${login}@example.test`;
  const admin = await playwright.request.newContext({ baseURL });
  const adminHeaders = await apiLogin(admin, ADMIN);
  const created = await admin.post('/api/admin/user', { headers: adminHeaders, data: { login, password: 'e2e-secret-1' } });
  expect(created.status()).toBe(201);
  const userId = (await created.json()).data.id as number;
  const owner = await playwright.request.newContext({ baseURL });
  await owner.post('/api/user/email', { headers: await apiLogin(owner, { user: login, password: 'e2e-secret-1' }), data: { email: address } });
  await owner.dispose();
  const outbox = async () => (await (await admin.get(`/api/admin/user/${userId}`)).json()).data.outbox as { to: string; kind: string; text: string }[];
  const verification = (await outbox()).find((m) => m.kind === 'email_verification')!;
  const token = /token=([A-Za-z0-9_-]+)/.exec(verification.text)![1];
  expect((await admin.post('/api/user/email/verify', { data: { token } })).status()).toBe(200);

  await signIn(page, CS, '/setting/cs/users');
  await expect(page.getByRole('heading', { name: 'Customer service', level: 1 })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search by user name or e-mail' });
  const results = page.getByRole('grid', { name: 'Users' });

  await search.fill('demo');
  await results.getByRole('button', { name: 'demo', exact: true }).click();
  const demo = page.getByRole('region', { name: 'User demo' });
  await expect(demo.getByRole('region', { name: 'Plan' })).toContainText('Pro');
  await expect(demo.getByRole('region', { name: 'Facebook connection' })).toContainText('Connected');
  await expect(demo.getByRole('region', { name: 'Teams' })).toContainText('Budi Agency');
  await expect(demo.getByRole('button', { name: /Disable/ })).toHaveCount(0);

  await search.fill(login);
  await results.getByRole('button', { name: login }).click();
  const mine = page.getByRole('region', { name: `User ${login}` });
  await mine.getByRole('button', { name: 'Send password-reset mail' }).click();
  await expect(page.getByText(`A password-reset link was mailed to ${address}.`)).toBeVisible();

  const reset = (await outbox()).find((m) => m.kind === 'password_reset');
  expect(reset).toMatchObject({ to: address });
  expect(reset!.text).toContain('/user/reset?token=');
  const audit = (await (await admin.get('/api/admin/audit')).json()).data as { action: string; actor: { login: string }; target: { label: string } }[];
  expect(audit.find((a) => a.action === 'user.password_reset_mail' && a.target.label === login)).toMatchObject({ actor: { login: 'cs' } });
  // customer service cannot change anything else
  const cs = await playwright.request.newContext({ baseURL });
  const csHeaders = await apiLogin(cs, CS);
  expect((await cs.patch(`/api/admin/user/${userId}`, { headers: csHeaders, data: { role: 'admin' } })).status()).toBe(403);
  expect((await cs.get('/api/admin/overview')).status()).toBe(403);
  await cs.dispose();
  await admin.dispose();
});

test('the admin changes a template’s threshold with the builder fields; a user opening it from the template list gets the new value', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(150_000);
  const name = `Spend guard ${Date.now()}`;
  const admin = await playwright.request.newContext({ baseURL });
  const headers = await apiLogin(admin, ADMIN);
  const definition = {
    name,
    scope: { level: 'adset', statuses: ['ACTIVE'] },
    conditions: { match: 'all', items: [{ metric: 'spend', window: 'last_3d', operator: 'gt', value: { value: 100000 } }] },
    actions: [{ type: 'pause' }],
    schedule: { kind: 'hourly' },
    cooldown_hours: 24,
    max_executions_per_object: null,
    enabled: true,
  };
  const created = await admin.post('/api/admin/rule-templates', { headers, data: { name, category: 'Cost control', definition, published: true } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  try {
    await signIn(page, ADMIN, `/admin/rule-template/${id}`);
    const threshold = page.getByRole('group', { name: 'Condition 1' }).getByRole('textbox', { name: 'Value 1' });
    await expect(threshold).toHaveValue('100000', { timeout: 30_000 });
    await threshold.fill('250000');
    await expect(page.getByTestId('rule-sentence')).toContainText('amount spent over the last 3 days is above 250,000');
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(page).toHaveURL(/\/admin\/rule-template$/);

    const userPage = await pageAs(browser, baseURL, DEMO, '/rules/template');
    await userPage.getByRole('link', { name: `Use this template: ${name}` }).click();
    await expect(userPage.getByRole('group', { name: 'Condition 1' }).getByRole('textbox', { name: 'Value 1' })).toHaveValue('250000', { timeout: 30_000 });
    await userPage.context().close();
  } finally {
    await admin.delete(`/api/admin/rule-templates/${id}`, { headers });
    await admin.dispose();
  }
});
