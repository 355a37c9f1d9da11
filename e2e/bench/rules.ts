// Rules engine figures (issue 12): one scheduler tick over 200 rules × 50 ad sets each on PGlite against the
// sandbox's large account — graph requests, time for the tick and for every run to finish, memory. The engine runs
// in its own process (server/scripts/rules-tick-bench.ts), which prints the figures as JSON.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../support/paths';

export interface RulesTickFigures {
  rules: number;
  objectsPerRule: number;
  runsQueued: number;
  objectsChecked: number;
  graphRequests: number;
  sandboxHttpCalls: number;
  tickMs: number;
  allRunsMs: number;
  heapDeltaMb: number;
  peakRssMb: number;
}

export function measureRulesTick(): RulesTickFigures {
  const output = execFileSync('pnpm', ['exec', 'tsx', 'scripts/rules-tick-bench.ts'], { cwd: path.join(repoRoot, 'server'), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  const line = output.trim().split('\n').at(-1)!;
  return JSON.parse(line) as RulesTickFigures;
}

export function rulesTickMarkdown(r: RulesTickFigures): string[] {
  return [
    '',
    `## Rules engine: one scheduler tick, ${r.rules} rules × ${r.objectsPerRule} ad sets (PGlite, sandbox large account)`,
    '',
    '| figure | value |',
    '|---|---|',
    `| runs queued by the tick | ${r.runsQueued} |`,
    `| objects evaluated | ${r.objectsChecked} |`,
    `| graph requests (batch calls) | ${r.graphRequests} (${(r.graphRequests / Math.max(1, r.runsQueued)).toFixed(1)} per rule) |`,
    `| tick (queueing every due rule) | ${r.tickMs} ms |`,
    `| every run finished | ${(r.allRunsMs / 1000).toFixed(1)} s |`,
    `| heap change / peak RSS | ${r.heapDeltaMb} MB / ${r.peakRssMb} MB |`,
  ];
}
