// Releases beyond the live one, in the browser: a new release reaches an open page on its next navigation (no reload,
// no host release), a rollback from Admin › Releases too; a canary splits users as the server assigns them; a preview
// link shows a branch build to one user only; a canary that throws is stopped by the reports of the browsers.
// The builds are copies of mfe-dashboard/dist with its page heading changed (support/remoteCopies.ts): no build here.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { DEMO, expect, logIn, signIn, test } from '../support/fixtures';
import { defaultRegistry, repoRoot } from '../support/paths';
import { deployedCopy, redeployedCopy } from '../support/remoteCopies';

const ADMIN = { user: 'admin', password: 'admin1234' };
const USERS = [DEMO, { user: 'budi', password: 'budi1234' }, { user: 'cs', password: 'cs123456' }, ADMIN];
/** The dashboard's page heading, as the built layout names it. */
const HEADING = '??"Overview";';
const run = promisify(execFile);

/**
 * Whether the server puts this user in the remote's canary at `percent`: the rule of server/src/releases/canary.ts
 * (a hash of user id and remote picks one of 10,000 buckets), written out again so the test checks the server's
 * answer against the rule, not against itself.
 */
function inCanary(userId: number, remote: string, percent: number): boolean {
  return createHash('sha256').update(`${userId}\u0000${remote}`).digest().readUInt32BE(0) % 10_000 < percent * 100;
}

/** Versions no earlier test of this worker's database used. */
const stamp = Date.now().toString(36);
const version = (name: string) => `9.0.0-${name}-${stamp}`;

/** A copy without the build's pre-compressed files (a changed copy's .br/.gz would still hold the old text). */
function plain(dir: string): string {
  for (const file of readdirSync(dir, { recursive: true }) as string[]) if (/\.(br|gz)$/.test(file)) rmSync(path.join(dir, file));
  return dir;
}

/** A build whose /dashboard heading is `heading`. */
const buildHeaded = (heading: string) => plain(redeployedCopy('dashboard', HEADING, `??${JSON.stringify(heading)};`));
/** A build whose /dashboard throws while rendering. */
const throwingBuild = () => plain(redeployedCopy('dashboard', HEADING, '??(()=>{throw new Error("canary broke")})();'));

async function apiAs(baseURL: string, { user, password }: { user: string; password: string }): Promise<{ api: APIRequestContext; csrf: string; id: number }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/user/login', { data: { user, password } });
  expect(login.ok()).toBe(true);
  const csrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'sasar_csrf')!.value;
  const id = (await (await api.get('/api/user')).json()).data.id as number;
  return { api, csrf, id };
}

async function releaseToken(baseURL: string): Promise<string> {
  const { api, csrf } = await apiAs(baseURL, ADMIN);
  try {
    const made = await api.post('/api/admin/release-tokens', { data: { team: 'Dashboard team', remotes: ['dashboard'] }, headers: { 'x-csrf-token': csrf } });
    expect(made.status()).toBe(201);
    return (await made.json()).data.token as string;
  } finally {
    await api.dispose();
  }
}

/** `pnpm release dashboard --dist <dir> --version <v> [...]` as CI runs it. */
async function release(baseURL: string, token: string, dist: string, releaseVersion: string, ...extra: string[]): Promise<string> {
  const { stdout } = await run('node', [path.join(repoRoot, 'scripts/release.mjs'), 'mfe-dashboard', '--dist', dist, '--version', releaseVersion, ...extra], {
    env: { ...process.env, SASAR_URL: baseURL, SASAR_RELEASE_TOKEN: token },
  });
  return stdout;
}

/** The operator's registry file pins every remote; without its dashboard entry the dashboard's releases are served. */
function serveDashboardReleases() {
  const { dashboard: _pinned, ...others } = defaultRegistry();
  writeFileSync(process.env.E2E_REGISTRY_FILE!, JSON.stringify(others));
}

async function releaseId(baseURL: string, releaseVersion: string): Promise<number> {
  const { api } = await apiAs(baseURL, ADMIN);
  try {
    const remotes = (await (await api.get('/api/admin/releases')).json()).data as Array<{ remote: string; releases: Array<{ id: number; version: string }> }>;
    return remotes.find((r) => r.remote === 'dashboard')!.releases.find((r) => r.version === releaseVersion)!.id;
  } finally {
    await api.dispose();
  }
}

/** A signed-in page of its own for one user (another browser), on /dashboard. */
async function dashboardFor(browser: Browser, baseURL: string, user: { user: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, user, '/dashboard');
  return page;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true, level: 1 });

/** The next navigations into the area (its Funnel tab and back) until `name` shows: a release reaches the page in ≤ 5 s. */
async function navigateUntilHeading(page: Page, name: string) {
  await expect(async () => {
    await page.getByRole('link', { name: 'Funnel', exact: true }).click();
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await expect(heading(page, name)).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 12_000, intervals: [1000] });
}

/** Two of the seeded users: one in the dashboard's 50 % canary, one not. */
async function splitUsers(baseURL: string): Promise<{ inside: (typeof USERS)[number]; outside: (typeof USERS)[number] }> {
  const assigned = await Promise.all(
    USERS.map(async (user) => {
      const { api, id } = await apiAs(baseURL, user);
      await api.dispose();
      return { user, inside: inCanary(id, 'dashboard', 50) };
    }),
  );
  const inside = assigned.find((a) => a.inside)?.user;
  const outside = assigned.find((a) => !a.inside)?.user;
  if (!inside || !outside) throw new Error('The seeded users all fall on one side of a 50 % canary; add a user to USERS');
  return { inside, outside };
}

test.describe.configure({ timeout: 120_000 });

test('a new release shows on the open page after its next navigation, with no reload; a rollback from Admin › Releases too', async ({ page, browser, baseURL, registry: _reset }) => {
  const token = await releaseToken(baseURL!);
  serveDashboardReleases();
  const first = version('live-a');
  await release(baseURL!, token, plain(deployedCopy('dashboard')), first);
  const hostFiles = readdirSync(path.join(repoRoot, 'host/dist')).sort();

  await signIn(page, DEMO, '/dashboard');
  await expect(heading(page, 'Overview')).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const output = await release(baseURL!, token, buildHeaded('Overview (release 2)'), version('live-b'));
  expect(output).toContain(`dashboard ${version('live-b')} is live`);
  // The open page keeps its screen until the user navigates.
  await expect(heading(page, 'Overview')).toBeVisible();
  await navigateUntilHeading(page, 'Overview (release 2)');

  // Rolled back by an admin in another browser.
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await logIn(admin, ADMIN);
  await admin.goto('/admin/releases');
  await admin.getByRole('button', { name: `Make live: dashboard ${first} (#`, exact: false }).first().click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Make live' }).click();
  await expect(admin.getByText(new RegExp(`dashboard ${first.replace(/\./g, '\\.')} \\(#\\d+\\) is live\\.`))).toBeVisible();

  await navigateUntilHeading(page, 'Overview');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(readdirSync(path.join(repoRoot, 'host/dist')).sort()).toEqual(hostFiles);
  await admin.context().close();
});

test('a canary at 50 % gets the users the server assigns it; Stop canary gives them the live release again', async ({ browser, baseURL, registry: _reset }) => {
  const token = await releaseToken(baseURL!);
  serveDashboardReleases();
  await release(baseURL!, token, plain(deployedCopy('dashboard')), version('canary-live'));
  const canaryVersion = version('canary');
  expect(await release(baseURL!, token, buildHeaded('Overview (canary)'), canaryVersion, '--preview', 'admin')).toContain('is registered, not live');
  const { inside, outside } = await splitUsers(baseURL!);

  const admin = await (await browser.newContext({ baseURL })).newPage();
  await logIn(admin, ADMIN);
  await admin.goto('/admin/releases');
  await admin.getByRole('button', { name: new RegExp(`^Start canary: dashboard ${canaryVersion.replace(/\./g, '\\.')} `) }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel(/Share of signed-in users/).fill('50');
  await dialog.getByRole('button', { name: 'Start canary' }).click();
  await expect(admin.getByText(/is the canary for 50 % of users\./)).toBeVisible();
  await expect(admin.getByText('Canary, 50 % of users')).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);

  const insidePage = await dashboardFor(browser, baseURL!, inside);
  const outsidePage = await dashboardFor(browser, baseURL!, outside);
  await expect(heading(insidePage, 'Overview (canary)')).toBeVisible();
  await expect(heading(outsidePage, 'Overview')).toBeVisible();
  // Sticky: the same answer on a new page load.
  await insidePage.reload();
  await expect(heading(insidePage, 'Overview (canary)')).toBeVisible();

  await admin.getByRole('button', { name: new RegExp(`^Stop canary: dashboard ${canaryVersion.replace(/\./g, '\\.')} `) }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Stop canary' }).click();
  await expect(admin.getByText(/The canary of dashboard .* is stopped\./)).toBeVisible();
  await navigateUntilHeading(insidePage, 'Overview');
  for (const p of [admin, insidePage, outsidePage]) await p.context().close();
});

test('a preview link shows a branch build to its user alone, with a banner to leave it', async ({ browser, baseURL, registry: _reset }) => {
  const token = await releaseToken(baseURL!);
  serveDashboardReleases();
  await release(baseURL!, token, plain(deployedCopy('dashboard')), version('preview-live'));
  const branch = version('branch');
  const output = await release(baseURL!, token, buildHeaded('Overview (branch build)'), branch, '--preview', DEMO.user);
  const link = /^(http\S+\/api\/releases\/preview\/open\?token=\S+)$/m.exec(output)![1]!;

  const demo = await dashboardFor(browser, baseURL!, DEMO);
  const other = await dashboardFor(browser, baseURL!, { user: 'budi', password: 'budi1234' });
  await demo.goto(link);
  await expect(demo).toHaveURL(/\/dashboard$/);
  await expect(heading(demo, 'Overview (branch build)')).toBeVisible();
  const banner = demo.getByTestId('release-preview');
  await expect(banner).toContainText(`You are seeing Dashboard ${branch}, a release only you get; everyone else has the live one.`);
  expect(await seriousViolations(demo)).toEqual([]);

  // Another user opening the same link keeps the live release.
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'This preview link is for another user' })).toBeVisible();
  await other.goto('/dashboard');
  await expect(heading(other, 'Overview')).toBeVisible();
  await expect(other.getByTestId('release-preview')).toHaveCount(0);

  await banner.getByRole('button', { name: 'Leave preview' }).click();
  await expect(heading(demo, 'Overview')).toBeVisible({ timeout: 15_000 });
  await expect(demo.getByTestId('release-preview')).toHaveCount(0);
  for (const p of [demo, other]) await p.context().close();
});

test('a canary that throws while rendering is stopped by the failures its browsers report', async ({ browser, baseURL, registry: _reset }) => {
  const token = await releaseToken(baseURL!);
  serveDashboardReleases();
  await release(baseURL!, token, plain(deployedCopy('dashboard')), version('broken-live'));
  const broken = version('broken');
  await release(baseURL!, token, throwingBuild(), broken, '--preview', 'admin');
  const { inside } = await splitUsers(baseURL!);
  const { api, csrf } = await apiAs(baseURL!, ADMIN);
  const started = await api.post(`/api/admin/releases/${await releaseId(baseURL!, broken)}/canary`, { data: { percent: 50 }, headers: { 'x-csrf-token': csrf } });
  expect(started.ok()).toBe(true);

  const page = await dashboardFor(browser, baseURL!, inside);
  await expect(page.getByText('Dashboard ran into a problem')).toBeVisible();
  // Each try throws again: 5 render failures for its 1 load.
  for (let n = 1; n < 5; n += 1) {
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Dashboard ran into a problem')).toBeVisible();
  }
  await expect
    .poll(async () => {
      const remotes = (await (await api.get('/api/admin/releases')).json()).data as Array<{ remote: string; canary: number | null; releases: Array<{ version: string; health: { render_failures: number } }> }>;
      const dashboard = remotes.find((r) => r.remote === 'dashboard')!;
      return { canary: dashboard.canary, failures: dashboard.releases.find((r) => r.version === broken)!.health.render_failures };
    })
    .toEqual({ canary: null, failures: 5 });

  // Its user gets the live release on the next navigation.
  await expect(async () => {
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(heading(page, 'Overview')).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 12_000, intervals: [1000] });

  const admin = await (await browser.newContext({ baseURL })).newPage();
  await logIn(admin, ADMIN);
  await admin.goto('/admin/releases');
  await expect(admin.getByText(`Canary dashboard ${broken} was stopped automatically`)).toBeVisible();
  await api.dispose();
  for (const p of [admin, page]) await p.context().close();
});
