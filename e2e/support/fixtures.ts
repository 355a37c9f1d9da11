import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { createDatabase } from './database';
import { LOGIN_LABELS } from './loginLabels';
import { defaultRegistry, type RemoteName } from './paths';
import { startStack, type Stack } from './stack';

export interface Registry {
  /**
   * Points some remotes elsewhere (a manifest URL) or adds new ones (a whole entry); the server re-reads the
   * file on every /remotes.json request.
   */
  set(overrides: Partial<Record<RemoteName, string>> & Record<string, string | object>): void;
  reset(): void;
}

export const DEMO = { user: 'demo', password: 'demo1234' };

export { LOGIN_LABELS };

/** The login form's user name and password fields and its submit button, whatever language it is in. */
export function loginForm(page: Page): { user: Locator; password: Locator; submit: Locator } {
  return {
    user: page.getByLabel(LOGIN_LABELS.user),
    password: page.getByLabel(LOGIN_LABELS.password),
    submit: page.getByRole('button', { name: LOGIN_LABELS.submit }),
  };
}

/** Logs in through the login form, as a user would. */
export async function logIn(page: Page, { user, password } = DEMO, startPath = '/user/login') {
  await page.goto(startPath);
  const form = loginForm(page);
  await form.user.fill(user);
  await form.password.fill(password);
  await form.submit.click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
  // The URL changes at once; wait until the layout shows the landing screen.
  await layoutSettled(page);
}

/** Until the layout shows its screen, not an area still loading. */
async function layoutSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => location.pathname !== '/' && !!document.querySelector('nav[aria-label="Main"]') && !document.querySelector('[data-testid="area-loading"]'),
    undefined,
    { timeout: 60_000 },
  );
}

/**
 * Signs in through the API, as the login form would, then opens `path` (if given) in the layout. For tests whose
 * subject is not the login form: a session of the test's own without loading the login page and the landing
 * screen first. The host keeps "logged in" in local storage, so that is set before the first page script runs
 * (once: a later logout's "false" stays).
 */
export async function signIn(page: Page, { user, password } = DEMO, path?: string): Promise<void> {
  const response = await page.request.post('/api/user/login', { data: { user, password } });
  expect(response.ok(), `sign-in as ${user}: ${await response.text()}`).toBe(true);
  await page.addInitScript(() => {
    if (localStorage.getItem('sasar.loggedIn') === null) localStorage.setItem('sasar.loggedIn', 'true');
  });
  if (path === undefined) return;
  await page.goto(path);
  await layoutSettled(page);
}

/**
 * The user view as the page sees it says every ad account's connection is not working (the user's own login stays
 * connected, so the app does not send the user to connect Facebook): the proxy cannot carry research's calls, so the
 * page needs the browser extension.
 */
export async function withAccountConnectionsOff(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/user',
    async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      if (json?.data) json.data.ad_accounts = json.data.ad_accounts.map((account: object) => ({ ...account, facebook_connected: false }));
      await route.fulfill({ response, json });
    },
  );
}

/**
 * Opens the notice area when notices wait behind its '+N more' (one notice shows at a time; the others are hidden
 * until the user opens the area). Waits until `expected` (a notice, hidden or not) is there, so the count has settled.
 */
export async function openNotices(page: Page, expected: Locator): Promise<void> {
  await expect(expected).toHaveCount(1, { timeout: 30_000 });
  const more = page.getByRole('region', { name: 'Notices' }).getByRole('button', { name: /^\+\d+ more notices?$/ });
  if (await more.isVisible()) await more.click();
}

/**
 * Every worker runs its own stack (server, sandbox, database, registry): suites in different workers never see each
 * other's faults, registry changes or data, and suites in one worker run one after another as before. The stack's
 * addresses are also the worker's E2E_* variables, for helpers that read them.
 */
export const test = base.extend<{ registry: Registry }, { stack: Stack }>({
  stack: [
    async ({}, use) => {
      // The suites change the platform behind Sasar's back (as a buyer would in Ads Manager) and expect the next page
      // to show it: object lists are not kept between reads here. Figures are (the store is on, as in production);
      // realistic.spec.ts runs the production defaults under the realistic profile.
      // With TEST_DATABASE_URL (CI starts PostgreSQL for the server suites) each stack gets a database of its own
      // there: over a whole run the stacks' server took 71 CPU-s instead of 95 on WebAssembly, PostgreSQL about 7.
      // realistic.spec.ts keeps the embedded database that `npm start` runs.
      const adminUrl = process.env.TEST_DATABASE_URL;
      const database = adminUrl ? await createDatabase(adminUrl) : undefined;
      const stack = await startStack({ databaseUrl: database?.url, serverEnv: { GRAPH_OBJECTS_REFRESH_SECONDS: '0' } });
      Object.assign(process.env, stack.env);
      await use(stack);
      await stack.stop();
      await database?.drop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.baseUrl);
  },
  registry: async ({ stack }, use) => {
    const write = (registry: object) => writeFileSync(stack.registryFile, JSON.stringify(registry, null, 2));
    await use({ set: (overrides) => write({ ...defaultRegistry(), ...overrides }), reset: () => write(defaultRegistry()) });
    write(defaultRegistry());
  },
});

export { expect };
