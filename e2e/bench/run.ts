// `pnpm bench`: measures the running product in Chromium and writes the figures to bench/results.json and
// bench/RESULTS.md at the repository root. Figures, not assertions: compare them across commits.
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../playwright.config';
import globalSetup from '../support/global-setup';
import { repoRoot } from '../support/paths';
import { measureAdsManagerOnLargeAccount } from './adsmanager';
import { measureBreakdowns } from './breakdowns';
import { measureAllAccountsRealistic } from './allAccounts';
import { measureBuyerSession } from './buyerSession';
import { measureBulkRename } from './bulkRename';
import { measureCharts } from './charts';
import { measureCreateFlowProfiles } from './createFlow';
import { measureCluster } from './cluster';
import { measureDashboard } from './dashboard';
import { measureFirstLoad } from './firstLoad';
import { bundleSizes, measureFoundation } from './foundation';
import { measureInsights } from './insights';
import { toMarkdown, type BenchResults } from './report';
import { measureRulesTick } from './rules';
import { measureServerLoad, measureServerLoadOnPostgres } from './serverLoad';
import { measureResearch } from './research';
import { measureTable } from './table';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/**
 * `BENCH_ONLY=dashboard` (scenario keys of BenchResults, comma-separated) measures only those and keeps the other
 * figures of the last bench/results.json — a quick re-measure on a busy machine.
 */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((key) => key.trim()).filter(Boolean);
const resultsFile = path.join(repoRoot, 'bench', 'results.json');

type Scenario = Exclude<keyof BenchResults, 'measuredAt' | 'machine' | 'runs' | 'measuredOnly' | 'failed'>;

async function main() {
  const teardown = await globalSetup();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  let results: BenchResults;
  const failed: Record<string, string> = {};
  try {
    const baseUrl = process.env.E2E_BASE_URL!;
    const scenarios: { [K in Scenario]-?: () => Promise<BenchResults[K]> | BenchResults[K] } = {
      pageLoad: () => measureFoundation(browser, baseUrl, RUNS),
      firstLoad: () => measureFirstLoad(browser, baseUrl, RUNS),
      research: () => measureResearch(browser, baseUrl, process.env.E2E_SANDBOX_URL!, RUNS),
      table: () => measureTable(browser, RUNS),
      bundles: () => bundleSizes(),
      charts: () => measureCharts(browser, baseUrl),
      insights: () => measureInsights(process.env.E2E_SANDBOX_URL!, RUNS),
      dashboard: () => measureDashboard(browser, baseUrl, RUNS),
      serverLoad: () => measureServerLoad(baseUrl, process.env.E2E_SANDBOX_URL!),
      serverLoadPostgres: () => measureServerLoadOnPostgres(),
      cluster: () => measureCluster(),
      rulesTick: () => measureRulesTick(),
      adsManager: () => measureAdsManagerOnLargeAccount(browser, RUNS),
      breakdowns: () => measureBreakdowns(browser, RUNS),
      adsManagerAllAccounts: () => measureAllAccountsRealistic(browser, RUNS),
      createFlow: () => measureCreateFlowProfiles(browser, baseUrl, process.env.E2E_SANDBOX_URL!, RUNS),
      // One run of each session whatever BENCH_RUNS says: COLD and WARM are the figures.
      buyerSession: () => measureBuyerSession(browser),
      bulkRename: () => measureBulkRename(browser, RUNS),
    };
    const previous: Partial<BenchResults> = ONLY.length > 0 && existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResults) : {};
    const measured: Partial<BenchResults> = { ...previous };
    for (const [key, measure] of Object.entries(scenarios) as Array<[Scenario, () => unknown]>) {
      if (ONLY.length > 0 && !ONLY.includes(key)) continue;
      try {
        (measured as Record<string, unknown>)[key] = await measure();
      } catch (error) {
        // One broken scenario must not cost the others' figures: it is reported, and the run exits non-zero.
        console.error(`bench: ${key} failed`, error);
        delete (measured as Record<string, unknown>)[key];
        failed[key] = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
      }
    }
    results = {
      ...(measured as BenchResults),
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version },
      runs: RUNS,
      measuredOnly: ONLY.length > 0 ? ONLY : undefined,
      failed: Object.keys(failed).length > 0 ? failed : undefined,
    };
  } finally {
    await browser.close();
    await teardown();
  }
  mkdirSync(path.join(repoRoot, 'bench'), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(repoRoot, 'bench', 'RESULTS.md'), toMarkdown(results));
  console.log(toMarkdown(results));
  if (results.failed) process.exitCode = 1;
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
