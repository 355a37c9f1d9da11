// Rules engine figures: one scheduler tick over N rules × 50 ad sets each against the sandbox's large account —
// graph requests, time for the tick and for every run to finish, memory. The engine runs in its own process
// (server/scripts/rules-tick-bench.ts, the sandbox in another), which prints the figures as JSON: 200 rules on PGlite
// (whose WASM heap alone is most of that process's memory), then 200 and 2,000 rules on a throw-away PostgreSQL,
// where the process's memory is the engine's.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../support/paths';

export interface RulesTickFigures {
  rules: number;
  database?: 'PGlite' | 'PostgreSQL';
  objectsPerRule: number;
  runsQueued: number;
  objectsChecked: number;
  graphRequests: number;
  sandboxHttpCalls: number;
  tickMs: number;
  allRunsMs: number;
  heapDeltaMb: number;
  peakRssMb: number;
  rssBeforeTickMb?: number;
  slotsFor10kRulesMs?: number;
}

export interface RulesBenchFigures {
  runs: RulesTickFigures[];
}

function tick(rules: number, databaseUrl?: string): RulesTickFigures {
  const output = execFileSync('pnpm', ['exec', 'tsx', 'scripts/rules-tick-bench.ts'], {
    cwd: path.join(repoRoot, 'server'),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, BENCH_RULES: String(rules), ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}) },
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as RulesTickFigures;
}

export function measureRulesTick(): RulesBenchFigures {
  const runs = [tick(200)];
  const script = path.join(repoRoot, 'scripts', 'postgres-for-tests.sh');
  const dir = mkdtempSync(path.join(tmpdir(), 'sasar-bench-rules-pg-'));
  let databaseUrl: string | undefined;
  try {
    databaseUrl = execFileSync('bash', [script, 'start', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch {
    console.warn('bench: no PostgreSQL on this machine, the rules tick runs on PGlite only');
  }
  if (databaseUrl) {
    try {
      runs.push(tick(200, databaseUrl), tick(2000, databaseUrl));
    } finally {
      execFileSync('bash', [script, 'stop', dir]);
    }
  }
  return { runs };
}

/** Results written before the PostgreSQL runs held one PGlite figure. */
export function rulesRuns(figures: RulesBenchFigures | RulesTickFigures): RulesTickFigures[] {
  return 'runs' in figures ? figures.runs : [figures];
}

export function rulesTickMarkdown(figures: RulesBenchFigures | RulesTickFigures): string[] {
  const runs = rulesRuns(figures);
  const slots = runs.find((r) => r.slotsFor10kRulesMs !== undefined)?.slotsFor10kRulesMs;
  return [
    '',
    `## Rules engine: one scheduler tick over N rules × ${runs[0]?.objectsPerRule ?? 50} ad sets (sandbox large account, in a process of its own)`,
    '',
    '| rules | database | runs queued | objects evaluated | graph requests | ticks (500 rules a tick) | every run finished | peak RSS (before the tick) |',
    '|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.rules} | ${r.database ?? 'PGlite'} | ${r.runsQueued} | ${r.objectsChecked} | ${r.graphRequests} (${(r.graphRequests / Math.max(1, r.runsQueued)).toFixed(1)} per rule) | ${r.tickMs} ms | ${(r.allRunsMs / 1000).toFixed(1)} s | ${r.peakRssMb} MB${r.rssBeforeTickMb !== undefined ? ` (${r.rssBeforeTickMb} MB)` : ''} |`,
    ),
    '',
    'PGlite reserves its WASM heap when it opens (about 700 MB of RSS before any rule); on PostgreSQL the process is the engine alone.',
    ...(slots !== undefined ? [`Next slots of 10,000 rules (every kind of schedule), computed before the tick takes its locks: ${slots} ms.`] : []),
  ];
}
