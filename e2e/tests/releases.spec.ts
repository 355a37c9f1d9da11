// Independent releases: a feature team ships its remote with `pnpm release`, the server checks the build before it
// goes live, and the host loads the live release with no host release.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { request as playwrightRequest } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, logIn, test } from '../support/fixtures';
import { defaultRegistry, repoRoot } from '../support/paths';
import { deployedCopy, redeployedCopy } from '../support/remoteCopies';

const ADMIN = { user: 'admin', password: 'admin1234' };
const HEADING = 'Several ad accounts at once';
const run = promisify(execFile);

/** Versions no other spec of this worker's database used (the specs share its release registry). */
const stamp = Date.now().toString(36);
const version = (name: string) => `${name}-${stamp}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The release number the release script reports ("dashboard 1.0.0 is live (release #7 …"). */
function releaseNumber(output: string, releaseVersion: string): number {
  const match = new RegExp(`dashboard ${escaped(releaseVersion)} is live \\(release #(\\d+)`).exec(output);
  expect(match, output).not.toBeNull();
  return Number(match![1]);
}

/** A copy without the build's pre-compressed files (a changed copy's .br/.gz would still hold the old text). */
function plain(dir: string): string {
  for (const file of readdirSync(dir, { recursive: true }) as string[]) if (/\.(br|gz)$/.test(file)) rmSync(path.join(dir, file));
  return dir;
}

async function releaseToken(baseURL: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await api.post('/api/user/login', { data: ADMIN })).ok()).toBe(true);
    const csrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'sasar_csrf')!.value;
    const made = await api.post('/api/admin/release-tokens', { data: { team: 'Dashboard team', remotes: ['dashboard'] }, headers: { 'x-csrf-token': csrf } });
    expect(made.status()).toBe(201);
    return (await made.json()).data.token as string;
  } finally {
    await api.dispose();
  }
}

/** `pnpm release dashboard --dist <dir>` as CI runs it: its output, and whether it succeeded. */
async function release(baseURL: string, token: string, dist: string, version: string) {
  try {
    const { stdout } = await run('node', [path.join(repoRoot, 'scripts/release.mjs'), 'dashboard', '--dist', dist, '--version', version], {
      env: { ...process.env, SASAR_URL: baseURL, SASAR_RELEASE_TOKEN: token },
    });
    return { ok: true, output: stdout };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { ok: false, output: `${failed.stdout}${failed.stderr}` };
  }
}

test('a team releases a changed dashboard build; a broken build is refused and the live release keeps serving', async ({ page, browser, baseURL, registry: _reset }) => {
  test.setTimeout(120_000);
  const token = await releaseToken(baseURL!);
  const hostFiles = readdirSync(path.join(repoRoot, 'host/dist')).sort();
  const [v1, v2, v3] = [version('1.0.0'), version('1.1.0'), version('1.2.0')];

  const first = await release(baseURL!, token, plain(deployedCopy('dashboard')), v1);
  const n1 = releaseNumber(first.output, v1);
  // The operator's registry file pins every remote; without its dashboard entry the live release is served.
  const { dashboard: _pinned, ...others } = defaultRegistry();
  writeFileSync(process.env.E2E_REGISTRY_FILE!, JSON.stringify(others));
  expect((await (await page.request.get('/remotes.json')).json()).dashboard.manifest).toBe(`/remotes/dashboard/${v1}/mf-manifest.json`);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();

  const second = await release(baseURL!, token, plain(redeployedCopy('dashboard', HEADING, `${HEADING} (release 2)`)), v2);
  expect(second.ok, second.output).toBe(true);
  const n2 = releaseNumber(second.output, v2);
  expect(n2).toBeGreaterThan(n1);
  await page.reload();
  await expect(page.getByRole('heading', { name: `${HEADING} (release 2)` })).toBeVisible();

  const broken = plain(deployedCopy('dashboard'));
  const manifestFile = path.join(broken, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.exposes[0].assets.js.async.push('static/js/missing.0badf00d.js');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const refused = await release(baseURL!, token, broken, v3);
  expect(refused.ok).toBe(false);
  expect(refused.output).toContain('Files the manifest names cannot be reached: static/js/missing.0badf00d.js. (file_missing)');

  expect((await (await page.request.get('/remotes.json')).json()).dashboard.manifest).toBe(`/remotes/dashboard/${v2}/mf-manifest.json`);
  await page.reload();
  await expect(page.getByRole('heading', { name: `${HEADING} (release 2)` })).toBeVisible();
  expect(readdirSync(path.join(repoRoot, 'host/dist')).sort()).toEqual(hostFiles);

  // Rollback from Admin › Releases: the first release is made live again.
  await logIn(page, ADMIN);
  await page.goto('/admin/releases');
  await expect(page.getByText(`Live: ${v2} (#${n2}), published by Dashboard team`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Make live: dashboard ${v1} (#${n1})` }).click();
  const dialog = page.getByRole('dialog', { name: `Make dashboard ${v1} (#${n1}) live?` });
  await expect(dialog).toContainText(`instead of ${v2} (#${n2})`);
  await dialog.getByRole('button', { name: 'Make live' }).click();
  await expect(page.getByText(`dashboard ${v1} (#${n1}) is live.`)).toBeVisible();
  await expect(page.getByText('Made release live').first()).toBeVisible();
  // A guest's next visit (a browser of its own) gets the rolled-back release.
  const guest = await (await browser.newContext({ baseURL })).newPage();
  await guest.goto('/dashboard');
  await expect(guest.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
  await guest.context().close();
});
