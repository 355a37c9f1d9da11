// `pnpm bench`: measures the running product in Chromium and writes the figures to bench/results.json and
// bench/RESULTS.md at the repository root. Figures, not assertions: compare them across commits.
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../playwright.config';
import globalSetup from '../support/global-setup';
import { repoRoot } from '../support/paths';
import { measureCharts } from './charts';
import { measureFirstLoad } from './firstLoad';
import { bundleSizes, measureFoundation } from './foundation';
import { measureInsights } from './insights';
import { toMarkdown, type BenchResults } from './report';
import { measureServerLoad } from './serverLoad';
import { measureResearch } from './research';
import { measureTable } from './table';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function main() {
  const teardown = await globalSetup();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  let results: BenchResults;
  try {
    const baseUrl = process.env.E2E_BASE_URL!;
    results = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version },
      runs: RUNS,
      pageLoad: await measureFoundation(browser, baseUrl, RUNS),
      firstLoad: await measureFirstLoad(browser, baseUrl, RUNS),
      research: await measureResearch(browser, baseUrl, process.env.E2E_SANDBOX_URL!, RUNS),
      table: await measureTable(browser, RUNS),
      bundles: bundleSizes(),
      charts: await measureCharts(browser, baseUrl),
      insights: await measureInsights(process.env.E2E_SANDBOX_URL!, RUNS),
      serverLoad: await measureServerLoad(baseUrl, process.env.E2E_SANDBOX_URL!),
    };
  } finally {
    await browser.close();
    await teardown();
  }
  mkdirSync(path.join(repoRoot, 'bench'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(repoRoot, 'bench', 'RESULTS.md'), toMarkdown(results));
  console.log(toMarkdown(results));
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
