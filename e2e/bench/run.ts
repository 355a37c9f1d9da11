// `pnpm bench`: measures the running product in Chromium and writes the figures to bench/results.json and
// bench/RESULTS.md at the repository root. Figures, not assertions: compare them across commits.
import { chromium } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS } from '../playwright.config';
import globalSetup from '../support/global-setup';
import { distOf, repoRoot, REMOTES } from '../support/paths';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
}

function bundleSize(pkg: string) {
  const dir = distOf(pkg);
  let raw = 0;
  let gzip = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const bytes = readFileSync(path.join(dir, file));
    raw += statSync(path.join(dir, file)).size;
    gzip += gzipSync(bytes).length;
  }
  return { pkg, jsBytes: raw, jsGzipBytes: gzip };
}

const AREAS: Array<{ remote: string; path: string; heading: string }> = [
  { remote: 'research', path: '/search', heading: 'Interest search' },
  { remote: 'dashboard', path: '/dashboard', heading: 'Overview' },
  { remote: 'adsmanager', path: '/adsmanager', heading: 'Campaigns, ad sets and ads' },
  { remote: 'rules', path: '/rules', heading: 'Rules' },
  { remote: 'admin', path: '/admin/overview', heading: 'Admin overview' },
];

async function main() {
  const teardown = await globalSetup();
  const baseUrl = process.env.E2E_BASE_URL!;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const coldLogin: number[] = [];
  const loginToResearch: number[] = [];
  const areaFirstLoad: Record<string, number[]> = {};
  const areaBytes: Record<string, number> = {};
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ baseURL: baseUrl });
      const page = await context.newPage();
      let started = Date.now();
      await page.goto('/user/login');
      await page.getByRole('button', { name: 'Log in' }).waitFor();
      coldLogin.push(Date.now() - started);

      await page.getByLabel('User name').fill('admin');
      await page.getByLabel('Password', { exact: true }).fill('admin1234');
      started = Date.now();
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('heading', { name: 'Interest search' }).waitFor();
      loginToResearch.push(Date.now() - started);

      for (const area of AREAS.slice(1)) {
        let bytes = 0;
        const onResponse = async (response: import('@playwright/test').Response) => {
          if (response.url().includes(`/remotes/${area.remote}/`)) bytes += (await response.body().catch(() => Buffer.alloc(0))).length;
        };
        page.on('response', onResponse);
        started = Date.now();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: linkName(area.remote), exact: true }).click();
        await page.getByRole('heading', { name: area.heading, exact: true }).waitFor();
        (areaFirstLoad[area.remote] ??= []).push(Date.now() - started);
        page.off('response', onResponse);
        areaBytes[area.remote] = bytes;
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await teardown();
  }

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    runs: RUNS,
    pageLoad: {
      coldLoginPageMs: median(coldLogin),
      loginToResearchAreaMs: median(loginToResearch),
      firstVisitToAreaMs: Object.fromEntries(Object.entries(areaFirstLoad).map(([k, v]) => [k, median(v)])),
      remoteBytesOnFirstVisit: areaBytes,
    },
    bundles: ['host', ...REMOTES.map((name) => `mfe-${name}`)].map(bundleSize),
  };
  mkdirSync(path.join(repoRoot, 'bench'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(repoRoot, 'bench', 'RESULTS.md'), toMarkdown(results));
  console.log(toMarkdown(results));
}

function linkName(remote: string): string {
  return { dashboard: 'Dashboard', adsmanager: 'Ads manager', rules: 'Rules', admin: 'Admin', research: 'Search' }[remote]!;
}

function toMarkdown(r: {
  measuredAt: string;
  runs: number;
  machine: { cpus: number; node: string };
  pageLoad: { coldLoginPageMs: number; loginToResearchAreaMs: number; firstVisitToAreaMs: Record<string, number>; remoteBytesOnFirstVisit: Record<string, number> };
  bundles: Array<{ pkg: string; jsBytes: number; jsGzipBytes: number }>;
}): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return [
    '# Benchmark results',
    '',
    `Measured ${r.measuredAt} by \`pnpm bench\` (median of ${r.runs} runs, Chromium, ${r.machine.cpus} CPUs, Node ${r.machine.node}), against the production build on loopback.`,
    '',
    '## Page loads',
    '',
    '| what | median |',
    '|---|---|',
    `| cold load of /user/login until the form is usable | ${r.pageLoad.coldLoginPageMs} ms |`,
    `| login submitted → research area rendered | ${r.pageLoad.loginToResearchAreaMs} ms |`,
    ...Object.entries(r.pageLoad.firstVisitToAreaMs).map(
      ([remote, ms]) => `| first visit to ${remote} (loads the remote: ${kb(r.pageLoad.remoteBytesOnFirstVisit[remote] ?? 0)}) | ${ms} ms |`,
    ),
    '',
    '## Bundles (production, all JS files of the build)',
    '',
    '| build | JS | gzip |',
    '|---|---|---|',
    ...r.bundles.map((b) => `| ${b.pkg} | ${kb(b.jsBytes)} | ${kb(b.jsGzipBytes)} |`),
    '',
  ].join('\n');
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
