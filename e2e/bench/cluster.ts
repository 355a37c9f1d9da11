// The cluster under load (`pnpm cluster`: 3 server processes behind nginx on one PostgreSQL): autocannon through
// nginx with the read mix and the mix with writes, beside the same mixes against one of its processes directly,
// measured in the same run on the same database.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../support/paths';
import { benchSession, LOAD_SECONDS, loadFigures, loadRequests, runLoad, type LoadRun } from './serverLoad';

const SERVERS = 3;
const CONNECTIONS = 200;

interface ClusterState {
  url: string;
  stateDir: string;
  servers: { port: number; pid: number | null }[];
}

/** scripts/cluster.mjs as a library (the CLI's start and stop). */
interface ClusterScript {
  startCluster(options: { stateDir: string; servers: number; scratch: boolean }): Promise<ClusterState>;
  stopCluster(stateDir: string, options: { wipe: boolean }): Promise<void>;
}

export interface ClusterRun extends LoadRun {
  target: 'cluster' | 'one process';
  mix: 'read' | 'write';
}

export interface ClusterFigures {
  servers: number;
  durationSeconds: number;
  runs: ClusterRun[];
}

export async function measureCluster(): Promise<ClusterFigures> {
  const cluster = (await import(pathToFileURL(path.join(repoRoot, 'scripts', 'cluster.mjs')).href)) as ClusterScript;
  const stateDir = mkdtempSync(path.join(tmpdir(), 'sasar-bench-cluster-'));
  // PostgreSQL runs as its own user when the bench runs as root: it has to reach its folder inside this one.
  chmodSync(stateDir, 0o755);
  try {
    const state = await cluster.startCluster({ stateDir, servers: SERVERS, scratch: true });
    const oneProcess = `http://127.0.0.1:${state.servers[0]!.port}`;
    // One session for every run: it is in the shared database, so every process knows it.
    const session = await benchSession(state.url);
    const runs: ClusterRun[] = [];
    for (const mix of ['read', 'write'] as const) {
      for (const [target, url] of [['cluster', state.url], ['one process', oneProcess]] as const) {
        const result = await runLoad({ url, connections: CONNECTIONS, duration: LOAD_SECONDS, requests: loadRequests(session, mix) });
        runs.push({ target, mix, ...loadFigures(CONNECTIONS, result) });
      }
    }
    return { servers: SERVERS, durationSeconds: LOAD_SECONDS, runs };
  } finally {
    await cluster.stopCluster(stateDir, { wipe: true });
  }
}

export function clusterMarkdown(figures: ClusterFigures): string[] {
  return [
    `## Cluster under load: ${figures.servers} processes behind nginx vs one process`,
    '',
    `autocannon, ${figures.durationSeconds} s per run, ${CONNECTIONS} connections, one PostgreSQL; "cluster" goes through nginx to ${figures.servers} server processes, "one process" to one of them directly, in the same run. Read mix: 78 % full GET /api/user, 22 % proxied platform reads; with writes: 70 % / 20 % / 10 % a saved collection created and deleted.`,
    '',
    '| mix | target | req/s | p50 | p99 | non-2xx | errors |',
    '|---|---|---|---|---|---|---|',
    ...figures.runs.map((r) => `| ${r.mix} | ${r.target} | ${r.requestsPerSecond} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.non2xx} | ${r.errors} |`),
    '',
  ];
}
