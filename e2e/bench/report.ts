import { adsManagerMarkdown, type AdsManagerFigures } from './adsmanager';
import { allAccountsMarkdown, type AllAccountsFigures } from './allAccounts';
import { breakdownsMarkdown, type BreakdownFigures } from './breakdowns';
import { buyerSessionMarkdown, type BuyerSessionFigures } from './buyerSession';
import { bulkRenameMarkdown, type BulkRenameFigures } from './bulkRename';
import { clusterMarkdown, type ClusterFigures } from './cluster';
import type { ChartFigures } from './charts';
import { createFlowMarkdown, type CreateFlowFigures } from './createFlow';
import { dashboardMarkdown, type DashboardFigures } from './dashboard';
import type { FirstLoadFigures } from './firstLoad';
import type { BundleFigures, FoundationFigures } from './foundation';
import type { InsightsFigures } from './insights';
import type { ResearchFigures } from './research';
import { rulesTickMarkdown, type RulesBenchFigures, type RulesTickFigures } from './rules';
import { serverLoadMarkdown, type ServerLoadFigures } from './serverLoad';
import type { TableFigures } from './table';

export interface BenchResults {
  measuredAt: string;
  machine: { cpus: number; node: string };
  runs: number;
  pageLoad?: FoundationFigures;
  firstLoad?: FirstLoadFigures;
  research?: ResearchFigures;
  table?: TableFigures;
  bundles?: BundleFigures[];
  charts?: ChartFigures;
  insights?: InsightsFigures;
  serverLoad?: ServerLoadFigures;
  serverLoadPostgres?: ServerLoadFigures;
  cluster?: ClusterFigures;
  dashboard?: DashboardFigures;
  /** Set when `BENCH_ONLY` re-measured only these scenarios; the other figures are from an earlier run. */
  measuredOnly?: string[];
  /** Scenarios that failed in this run, with the error: their figures are missing, the others stand. */
  failed?: Record<string, string>;
  rulesTick?: RulesBenchFigures | RulesTickFigures;
  adsManager?: AdsManagerFigures;
  breakdowns?: BreakdownFigures;
  adsManagerAllAccounts?: AllAccountsFigures;
  createFlow?: CreateFlowFigures;
  buyerSession?: BuyerSessionFigures;
  bulkRename?: BulkRenameFigures;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function toMarkdown(r: BenchResults): string {
  /** A section only when its scenario was measured (BENCH_ONLY keeps older results, which may lack newer scenarios). */
  const when = <T,>(value: T | undefined, lines: (v: T) => string[]): string[] => (value === undefined ? [] : lines(value));
  return [
    '# Benchmark results',
    '',
    `Measured ${r.measuredAt} by \`pnpm bench\` (median of ${r.runs} runs unless noted; Chromium, ${r.machine.cpus} CPUs, Node ${r.machine.node}), against the production build and the graph sandbox on loopback.`,
    ...(r.measuredOnly ? ['', `Only ${r.measuredOnly.join(', ')} measured then (\`BENCH_ONLY\`); the other sections are from an earlier run.`] : []),
    ...(r.failed ? ['', '**Failed in this run** (no figures):', ...Object.entries(r.failed).map(([key, error]) => `- ${key}: ${error}`)] : []),
    '',
    ...when(r.pageLoad, (pageLoad) => [
      '## Page loads',
      '',
      '| what | median |',
      '|---|---|',
      `| cold load of /user/login until the form is usable | ${pageLoad.coldLoginPageMs} ms |`,
      `| login submitted → research area rendered | ${pageLoad.loginToResearchAreaMs} ms |`,
      ...Object.entries(pageLoad.firstVisitToAreaMs).map(
        ([remote, ms]) => `| first visit to ${remote}, until its first screen's heading (its bytes: under Bytes and first paint) | ${ms} ms |`,
      ),
      '',
    ]),
    ...when(r.firstLoad, (firstLoad) => [
    '## Bytes and first paint',
    '',
    '| what | figure | goal |',
    '|---|---|---|',
    `| login page JavaScript on the wire (${firstLoad.loginPageJs.files} files, ${firstLoad.loginPageJs.encodings.join(' / ')}) | ${kb(firstLoad.loginPageJs.wireBytes)} | ≤ 160 KB |`,
    `| first visit, everything the page and its service worker fetched (${firstLoad.firstVisitTotal.requests} requests; service worker: ${firstLoad.firstVisitTotal.serviceWorkerRequests} requests, ${kb(firstLoad.firstVisitTotal.serviceWorkerBytes)}) | ${kb(firstLoad.firstVisitTotal.wireBytes)} | page only, no second download |`,
    ...Object.entries(firstLoad.remoteFirstVisit).map(
      ([remote, v]) => `| first visit to ${remote}: the remote's bytes on the wire (${v.files.join(', ')}) | ${kb(v.wireBytes)} | the remote's own code only |`,
    ),
    ...Object.entries(firstLoad.lcpMs).map(([path, ms]) => `| LCP of ${path}, CPU slowed 4× | ${ms} ms | ≤ 1,000 ms |`),
    '',
    ]),
    ...when(r.research, (s) => [
    '## Research',
    '',
    '| what | figure |',
    '|---|---|',
    `| one keyword: Search clicked → sorted table rendered | ${s.searchToSortedTableMs} ms |`,
    `| 21 keywords merged into ${s.wideSearch.rows.toLocaleString('en')} rows: Search clicked → table rendered (one run) | ${s.wideSearch.searchToTableMs} ms |`,
    ...Object.entries(s.sortMs).map(([label, ms]) => `| sort ${s.wideSearch.rows.toLocaleString('en')} rows by "${label}" (click → next frame, main thread) | ${ms} ms |`),
    `| filter ${s.wideSearch.rows.toLocaleString('en')} rows by text (input → next frame, main thread) | ${s.filterMs} ms |`,
    `| long tasks (> 50 ms) during all sorts and filters | ${s.longTasksDuringSortFilter.count} (longest ${s.longTasksDuringSortFilter.maxMs} ms) |`,
    `| scroll through all rows in ${s.scroll.frames} steps: frame time p95 / max, long tasks | ${s.scroll.p95FrameMs} ms / ${s.scroll.maxFrameMs} ms, ${s.scroll.longTasks} |`,
    `| reach estimates for ${s.reach100.selected} selected interests: HTTP requests / graph operations / time | ${s.reach100.httpRequests} / ${s.reach100.graphOperations} / ${s.reach100.ms} ms |`,
    `| the same estimate again, within the cache lifetime: HTTP requests / time | ${s.reach100.repeatHttpRequests} / ${s.reach100.repeatMs} ms |`,
    '',
    ]),
    ...when(r.charts, (charts) => [
    '## Charts (shared-ui chart kit on modular echarts, loaded on demand)',
    '',
    '| what | figure |',
    '|---|---|',
    `| chart kit chunks in the host build (${charts.kit.files} files): JS / gzip / brotli | ${kb(charts.kit.jsBytes)} / ${kb(charts.kit.gzipBytes)} / ${kb(charts.kit.brotliBytes)} (goal ≤ 150 KB gzip) |`,
    `| chart files fetched by the cold login page | ${charts.chartFilesOnLoginPage} |`,
    `| first visit to /dashboard: dashboard remote JS / chart kit JS (gzip) | ${kb(charts.dashboardFirstVisit.remoteGzipBytes)} / ${kb(charts.dashboardFirstVisit.chartsGzipBytes)} |`,
    '',
    ]),
    ...when(r.insights, (insights) => [
    '## Graph sandbox insights',
    '',
    '| what | figure |',
    '|---|---|',
    `| one ad account × ${insights.days} days × \`breakdowns=age,gender\`, \`time_increment=1\` (${insights.rows.toLocaleString('en')} rows, ${kb(insights.responseBytes)} JSON): HTTP request → whole body, median | ${insights.medianMs} ms |`,
    `| the same, first request (breakdown plans not yet cached) | ${insights.firstMs} ms |`,
    '',
    ]),
    ...when(r.table, (table) => [
    '## Shared data table (shared-ui, 10,000 rows, alone on a page)',
    '',
    '| what | figure |',
    '|---|---|',
    `| first render of ${table.rows.toLocaleString('en')} rows (script → first row) | ${table.firstRenderMs} ms |`,
    ...Object.entries(table.sortMs).map(([label, ms]) => `| sort by "${label}" (click → next frame, main thread) | ${ms} ms |`),
    `| global filter "sports" / cleared (input → next frame, main thread) | ${table.filterMs} ms / ${table.clearFilterMs} ms |`,
    `| long tasks (> 50 ms) during all sorts and filters | ${table.longTasks.count} (longest ${table.longTasks.maxMs} ms) |`,
    `| scroll through all rows in ${table.scroll.frames} steps: frame time p95 / max | ${table.scroll.p95FrameMs} ms / ${table.scroll.maxFrameMs} ms |`,
    '',
    ]),
    ...when(r.bundles, (bundles) => [
      '## Bundles (production, all JS files of the build)',
      '',
      '| build | JS | gzip |',
      '|---|---|---|',
      ...bundles.map((b) => `| ${b.pkg} | ${kb(b.jsBytes)} | ${kb(b.jsGzipBytes)} |`),
      '',
    ]),
    ...(r.dashboard ? dashboardMarkdown(r.dashboard) : []),
    ...(r.adsManager ? adsManagerMarkdown(r.adsManager) : []),
    ...(r.breakdowns ? breakdownsMarkdown(r.breakdowns) : []),
    ...(r.adsManagerAllAccounts ? allAccountsMarkdown(r.adsManagerAllAccounts) : []),
    ...(r.createFlow ? createFlowMarkdown(r.createFlow) : []),
    ...(r.buyerSession ? buyerSessionMarkdown(r.buyerSession) : []),
    ...(r.bulkRename ? bulkRenameMarkdown(r.bulkRename) : []),
    ...(r.serverLoad ? serverLoadMarkdown(r.serverLoad) : []),
    ...(r.serverLoadPostgres ? serverLoadMarkdown(r.serverLoadPostgres) : []),
    ...(r.cluster ? clusterMarkdown(r.cluster) : []),
    ...(r.rulesTick ? rulesTickMarkdown(r.rulesTick) : []),
  ].join('\n');
}
