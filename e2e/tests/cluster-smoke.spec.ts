import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { ownAdAccount } from '../support/demoWorld';
import { logIn, signIn } from '../support/fixtures';

/**
 * The product as it runs behind a load balancer (`pnpm cluster`: 3 server processes, nginx, PostgreSQL, the host
 * and remotes from a separate static origin): a smoke subset of the suites — log in, a research search, the ads
 * manager's list and a toggle, the dashboard, a rule's dry run. Against CLUSTER_URL when set (a cluster already
 * running), otherwise against a throw-away cluster this worker starts and stops. Only the toggle writes, and it puts
 * the ad set back as it was.
 */

interface Cluster {
  url: string;
  staticOrigin: string;
}

const clusterScript = path.resolve(__dirname, '..', '..', 'scripts', 'cluster.mjs');
/** `node scripts/cluster.mjs <args>` on the cluster in `stateDir`. */
const clusterCommand = (stateDir: string, ...args: string[]) =>
  execFileSync(process.execPath, [clusterScript, ...args], { env: { ...process.env, CLUSTER_DIR: stateDir }, stdio: ['ignore', 'ignore', 'inherit'] });

const test = base.extend<object, { cluster: Cluster }>({
  cluster: [
    async ({}, use) => {
      if (process.env.CLUSTER_URL) {
        await use({ url: process.env.CLUSTER_URL, staticOrigin: process.env.CLUSTER_STATIC_URL ?? '' });
        return;
      }
      const stateDir = mkdtempSync(path.join(tmpdir(), 'sasar-cluster-e2e-'));
      // PostgreSQL runs as its own user when the suite runs as root: it has to reach its folder inside this one.
      chmodSync(stateDir, 0o755);
      try {
        clusterCommand(stateDir, 'start', '--scratch');
        const state = JSON.parse(readFileSync(path.join(stateDir, 'state.json'), 'utf8')) as { url: string; nginx: { staticPort: number } };
        await use({ url: state.url, staticOrigin: `http://127.0.0.1:${state.nginx.staticPort}` });
      } finally {
        clusterCommand(stateDir, 'stop', '--wipe');
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ cluster }, use) => {
    await use(cluster.url);
  },
});

test.describe.configure({ mode: 'serial', timeout: 120_000 });
const slow = { timeout: 60_000 };

test.beforeEach(async ({ page }) => {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Got it' }), async (button) => {
    await button.click();
  });
});

test('log in through the form: the layout comes from the static origin, nothing fails', async ({ page, cluster }) => {
  const failed: string[] = [];
  const fromStaticOrigin: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    if (cluster.staticOrigin && response.url().startsWith(`${cluster.staticOrigin}/`)) fromStaticOrigin.push(response.url());
  });
  await logIn(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(failed).toEqual([]);
  if (cluster.staticOrigin) expect(fromStaticOrigin.some((url) => url.includes('/remotes/'))).toBe(true);
});

test('research: a search lists interests', async ({ page }) => {
  await signIn(page);
  await page.goto('/search?q=fitness');
  await expect(page.getByRole('textbox', { name: 'Keywords' })).toHaveValue('fitness');
  await expect(page.getByRole('checkbox', { name: /^Select (?!all)/ }).first()).toBeVisible(slow);
  await expect(page.getByText(/ of [\d,]+ shown$/)).toBeVisible();
});

/** The Idempotency-Key of each Graph write the page sends through the product server. */
function graphWriteKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/graph/')) keys.push(request.headers()['idempotency-key'] ?? '(none)');
  });
  return keys;
}

test('ads manager: the ad set list, and a toggle off and on again, each sent once with its own key', async ({ page }) => {
  await signIn(page);
  const account = await ownAdAccount(page);
  await page.goto(`/adsmanager/${account}/adsets`);
  const grid = page.getByRole('grid', { name: 'Ad sets' });
  const firstRow = grid.getByRole('row').filter({ has: page.getByRole('switch', { name: /^Status of / }) }).first();
  await expect(firstRow).toBeVisible(slow);
  // Ad sets of two campaigns may share a name: the row is the one whose checkbox names the ad set and its campaign.
  const select = (await firstRow.getByRole('checkbox').getAttribute('aria-label'))!;
  const toggle = () => page.getByRole('grid', { name: 'Ad sets' }).getByRole('row').filter({ has: page.getByRole('checkbox', { name: select, exact: true }) }).getByRole('switch');
  const before = (await toggle().getAttribute('aria-checked'))!;
  const after = before === 'true' ? 'false' : 'true';
  const keys = graphWriteKeys(page);

  await toggle().click();
  await expect(toggle()).toHaveAttribute('aria-checked', after);
  await page.reload();
  await expect(toggle()).toHaveAttribute('aria-checked', after, slow);

  await toggle().click();
  await expect(toggle()).toHaveAttribute('aria-checked', before);
  await page.reload();
  await expect(toggle()).toHaveAttribute('aria-checked', before, slow);
  expect(keys).toHaveLength(2);
  for (const key of keys) expect(key).toMatch(/^"[0-9a-f-]{36}"$/);
  expect(keys[0]).not.toBe(keys[1]);
});

test('dashboard: the overview shows the spend', async ({ page }) => {
  await signIn(page);
  await page.goto(`/dashboard?accounts=0:${await ownAdAccount(page)}`);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible(slow);
  await expect(page.getByRole('figure', { name: /^Amount spent/ }).first()).toBeVisible(slow);
});

test("rules: a template's dry run previews what would change, and changes nothing", async ({ page }) => {
  await signIn(page);
  const account = await ownAdAccount(page);
  await page.goto('/rules/template');
  await expect(page.getByRole('heading', { name: 'Rule templates' })).toBeVisible(slow);
  await page.getByRole('link', { name: 'Use this template: Night-time pause' }).click();
  const form = page.getByRole('form', { name: 'Rule' });
  await form.getByLabel('Ad account').selectOption(account);
  await form.getByLabel('Action').selectOption('pause');
  await page.getByRole('button', { name: 'Preview (dry run)' }).click();
  await expect(page.getByText(/^Preview: \d+ of \d+ match/)).toBeVisible(slow);
  // A dry run acts on nothing, and the rule was not saved.
  await page.goto('/rules');
  await expect(page.getByRole('grid', { name: 'Rules' }).getByRole('row', { name: /Night-time pause/ })).toHaveCount(0);
});
