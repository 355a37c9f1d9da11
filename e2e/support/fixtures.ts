import { test as base, expect, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { defaultRegistry, type RemoteName } from './paths';

export interface Registry {
  /**
   * Points some remotes elsewhere (a manifest URL) or adds new ones (a whole entry); the server re-reads the
   * file on every /remotes.json request.
   */
  set(overrides: Partial<Record<RemoteName, string>> & Record<string, string | object>): void;
  reset(): void;
}

export const DEMO = { user: 'demo', password: 'demo1234' };

export async function logIn(page: Page, { user, password } = DEMO, startPath = '/user/login') {
  await page.goto(startPath);
  await page.getByLabel('User name').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
  // The URL changes at once; wait until the layout shows the landing screen, not an area still loading.
  await page.waitForFunction(
    () => location.pathname !== '/' && !!document.querySelector('nav[aria-label="Main"]') && !document.querySelector('[data-testid="area-loading"]'),
    undefined,
    { timeout: 60_000 },
  );
}

export const test = base.extend<{ registry: Registry }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  registry: async ({}, use) => {
    const file = process.env.E2E_REGISTRY_FILE;
    if (!file) throw new Error('E2E_REGISTRY_FILE is not set: the global setup did not run.');
    const write = (registry: object) => writeFileSync(file, JSON.stringify(registry, null, 2));
    await use({ set: (overrides) => write({ ...defaultRegistry(), ...overrides }), reset: () => write(defaultRegistry()) });
    write(defaultRegistry());
  },
});

export { expect };
