#!/usr/bin/env node
// `pnpm release <remote>`: builds a remote (or takes --dist <dir>), uploads its files to the server as an immutable
// version (/remotes/<remote>/<version>/) and registers the release, which the server checks and makes live.
// `--manifest-url <url>` registers a build already hosted elsewhere (its area.json is read beside the manifest).
// `--preview <login>` registers a branch build without making it live and prints a preview link for that user.
//
//   SASAR_URL=https://sasar.example.com SASAR_RELEASE_TOKEN=sasar_rel_… pnpm release mfe-dashboard --notes "New chart"
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const UPLOADS_AT_ONCE = 4;

const usage = `Usage: pnpm release <remote> [--dist <dir>] [--manifest-url <url>] [--version <v>] [--notes <text>]
                    [--preview <login>] [--server <url>] [--token <token>]
  <remote>          mfe-dashboard or dashboard
  --dist <dir>      upload this build instead of building mfe-<remote>
  --manifest-url    register a build already hosted on a static origin / CDN (with CORS) instead of uploading
  --version         the release's version (default: <package version>-<UTC time>-<content hash>)
  --preview <login> register without going live (a branch build) and print a preview link for that user
  --server          the Sasar server (default $SASAR_URL or http://127.0.0.1:8080)
  --token           the team's release token (default $SASAR_RELEASE_TOKEN)`;

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string' },
    'manifest-url': { type: 'string' },
    version: { type: 'string' },
    notes: { type: 'string' },
    preview: { type: 'string' },
    server: { type: 'string' },
    token: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help || positionals.length !== 1) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}

const remote = positionals[0].replace(/^mfe-/, '');
if (!/^[a-z][a-z0-9-]{0,63}$/.test(remote)) fail(`"${positionals[0]}" is not a remote name`);
const server = (values.server ?? process.env.SASAR_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const token = values.token ?? process.env.SASAR_RELEASE_TOKEN;
if (!token) fail('give the team release token with --token or SASAR_RELEASE_TOKEN (an admin creates one)');

async function filesUnder(dir, prefix = '') {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

async function answer(response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { error: { code: `http_${response.status}`, message: text.slice(0, 300) || response.statusText } };
  }
}

async function call(method, url, body, contentType) {
  let response;
  try {
    response = await fetch(`${server}${url}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body });
  } catch (error) {
    fail(`cannot reach ${server}: ${error.cause?.message ?? error.message}`);
  }
  const json = await answer(response);
  if (!response.ok) fail(`${json.error?.message ?? `HTTP ${response.status}`} (${json.error?.code ?? response.status})`);
  return json.data;
}

function build() {
  const dir = path.join(root, `mfe-${remote}`);
  console.log(`Building mfe-${remote} …`);
  const result = spawnSync('pnpm', ['--filter', `mfe-${remote}`, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) fail(`the build of mfe-${remote} failed`);
  return path.join(dir, 'dist');
}

async function readJson(file, what) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    fail(`${what} (${file}) cannot be read; is it a build of a remote?`);
  }
}

async function areaBeside(manifestUrl) {
  const url = new URL('area.json', new URL(manifestUrl, server));
  const response = await fetch(url).catch(() => null);
  if (!response?.ok) fail(`no area.json beside ${manifestUrl} (${response ? `HTTP ${response.status}` : 'no answer'}); the build writes one`);
  return response.json();
}

function gitCommit() {
  const head = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return head.status === 0 ? head.stdout.trim() : null;
}

async function main() {
  const manifestUrl = values['manifest-url'];
  const dist = manifestUrl ? values.dist && path.resolve(values.dist) : values.dist ? path.resolve(values.dist) : build();
  const { contractVersion, ...area } = dist ? await readJson(path.join(dist, 'area.json'), 'area.json') : await areaBeside(manifestUrl);
  const files = dist ? await filesUnder(dist) : [];
  if (dist && !files.includes('mf-manifest.json')) fail(`${dist} has no mf-manifest.json`);

  const contentHash = createHash('sha256');
  for (const file of files) contentHash.update(file).update(await readFile(path.join(dist, file)));
  const hash = dist ? contentHash.digest('hex').slice(0, 8) : createHash('sha256').update(manifestUrl).digest('hex').slice(0, 8);
  const pkg = JSON.parse(await readFile(path.join(root, `mfe-${remote}`, 'package.json'), 'utf8').catch(() => '{}'));
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const version = values.version ?? `${pkg.version ?? '0.0.0'}-${stamp}-${hash}`;
  const commit = gitCommit();
  const buildId = `${commit ?? 'no-git'}:${hash}`;

  if (!manifestUrl) {
    console.log(`Uploading ${files.length} files of ${remote} ${version} to ${server} …`);
    const queue = [...files];
    await Promise.all(
      Array.from({ length: UPLOADS_AT_ONCE }, async () => {
        for (let file = queue.shift(); file; file = queue.shift()) {
          const url = `/api/releases/${remote}/${encodeURIComponent(version)}/files/${file.split('/').map(encodeURIComponent).join('/')}`;
          await call('PUT', url, await readFile(path.join(dist, file)), 'application/octet-stream');
        }
      }),
    );
  }

  const release = await call(
    'POST',
    `/api/releases/${remote}`,
    JSON.stringify({
      version,
      build_id: buildId,
      ...(manifestUrl ? { manifest_url: manifestUrl } : {}),
      contract_version: contractVersion,
      // label, paths, nav and what else the build's area.json says (description, notices)
      area,
      ...(values.notes ? { notes: values.notes } : {}),
      ...(values.preview !== undefined ? { live: false } : {}),
    }),
    'application/json',
  );
  if (values.preview === undefined) {
    console.log(`${remote} ${release.version} is live (release #${release.sequence}, ${release.manifest_url}).`);
    return;
  }
  const link = await call(
    'POST',
    `/api/releases/${remote}/${encodeURIComponent(release.version)}/preview-links`,
    JSON.stringify({ login: values.preview }),
    'application/json',
  );
  console.log(`${remote} ${release.version} is registered, not live (release #${release.sequence}).`);
  console.log(`Preview link for ${link.login}, valid until ${link.expires_at}:\n${link.url}`);
}

main().catch((error) => fail(error.message));
