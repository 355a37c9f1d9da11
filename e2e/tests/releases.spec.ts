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

test('a team releases a changed dashboard build; a broken build is refused and the live release keeps serving', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const token = await releaseToken(baseURL!);
  const hostFiles = readdirSync(path.join(repoRoot, 'host/dist')).sort();

  const first = await release(baseURL!, token, plain(deployedCopy('dashboard')), '1.0.0');
  expect(first.output).toContain('dashboard 1.0.0 is live (release #1');
  // The operator's registry file pins every remote; without its dashboard entry the live release is served.
  const { dashboard: _pinned, ...others } = defaultRegistry();
  writeFileSync(process.env.E2E_REGISTRY_FILE!, JSON.stringify(others));
  expect((await (await page.request.get('/remotes.json')).json()).dashboard.manifest).toBe('/remotes/dashboard/1.0.0/mf-manifest.json');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();

  const second = await release(baseURL!, token, plain(redeployedCopy('dashboard', HEADING, `${HEADING} (release 2)`)), '1.1.0');
  expect(second.ok, second.output).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: `${HEADING} (release 2)` })).toBeVisible();

  const broken = plain(deployedCopy('dashboard'));
  const manifestFile = path.join(broken, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.exposes[0].assets.js.async.push('static/js/missing.0badf00d.js');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const refused = await release(baseURL!, token, broken, '1.2.0');
  expect(refused.ok).toBe(false);
  expect(refused.output).toContain('Files the manifest names cannot be reached: static/js/missing.0badf00d.js. (file_missing)');

  expect((await (await page.request.get('/remotes.json')).json()).dashboard.manifest).toBe('/remotes/dashboard/1.1.0/mf-manifest.json');
  await page.reload();
  await expect(page.getByRole('heading', { name: `${HEADING} (release 2)` })).toBeVisible();
  expect(readdirSync(path.join(repoRoot, 'host/dist')).sort()).toEqual(hostFiles);

  // Rollback from Admin › Releases: the first release is made live again.
  await logIn(page, ADMIN);
  await page.goto('/admin/releases');
  await expect(page.getByText(/Live: 1\.1\.0 \(#2\), published by Dashboard team/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Make live: dashboard 1.0.0 (#1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make dashboard 1.0.0 (#1) live?' });
  await expect(dialog).toContainText('instead of 1.1.0 (#2)');
  await dialog.getByRole('button', { name: 'Make live' }).click();
  await expect(page.getByText('dashboard 1.0.0 (#1) is live.')).toBeVisible();
  await expect(page.getByText('Made release live')).toBeVisible();
  await page.context().clearCookies();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
});
