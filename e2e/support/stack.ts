// The whole stack the way `npm start` runs it, on free ports, with a fresh database (embedded, or one on PostgreSQL
// given by URL) and its own remote registry file. Each Playwright worker starts one (support/fixtures.ts), so suites
// never share a sandbox, a database or a registry; `pnpm bench` starts one too.
import { existsSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtureRemoteBuilt } from './fixtureRemote';
import { defaultRegistry, distOf, REMOTES } from './paths';
import { freePort, startService, stopService, waitForOk } from './processes';

export interface Stack {
  baseUrl: string;
  sandboxUrl: string;
  registryFile: string;
  workDir: string;
  /** The same facts as the E2E_* variables the suites read. */
  env: Record<'E2E_BASE_URL' | 'E2E_SANDBOX_URL' | 'E2E_REGISTRY_FILE' | 'E2E_WORK_DIR', string>;
  /** Stops both processes, then deletes the embedded database (tens of MB); the stack's log stays in `workDir`. */
  stop(): Promise<void>;
}

export function assertBuilt(): void {
  for (const pkg of ['host', ...REMOTES.map((name) => `mfe-${name}`)]) {
    if (!existsSync(distOf(pkg))) throw new Error(`${pkg} has no production build: run \`pnpm build\` first.`);
  }
  if (!fixtureRemoteBuilt()) throw new Error('the e2e fixture remote has no build: run `pnpm build` first.');
}

export interface StackOptions {
  /** A PostgreSQL server instead of the stack's own embedded database. */
  databaseUrl?: string;
  /** The sandbox adds its large ad account (300 campaigns, 1,000 ad sets) for the ads manager bench. */
  largeAccount?: boolean;
  /** The sandbox's latency profile (SANDBOX_LATENCY); unset, the sandbox keeps its own default. */
  latency?: 'off' | 'fast' | 'realistic';
  /** Extra environment for the server process (on top of the stack's own settings, which it cannot override). */
  serverEnv?: Record<string, string>;
}

export async function startStack({ databaseUrl, largeAccount = false, latency, serverEnv = {} }: StackOptions = {}): Promise<Stack> {
  assertBuilt();
  const workDir = mkdtempSync(path.join(tmpdir(), 'sasar-e2e-'));
  const registryFile = path.join(workDir, 'remotes.json');
  writeFileSync(registryFile, JSON.stringify(defaultRegistry(), null, 2));
  const log = openSync(path.join(workDir, 'stack.log'), 'a');
  // A busy machine can take longer than a minute to boot the stack; E2E_START_TIMEOUT_MS lets it.
  const startTimeout = Number(process.env.E2E_START_TIMEOUT_MS ?? 60_000);

  const dataDir = path.join(workDir, 'pglite');

  const sandboxPort = await freePort();
  const sandboxEnv = {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_LARGE_ACCOUNT: largeAccount ? '1' : '0',
    ...(latency ? { SANDBOX_LATENCY: latency } : {}),
  };
  const sandbox = startService('graph-sandbox', sandboxEnv, log);
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  await waitForOk(`${sandboxUrl}/__sandbox/health`, startTimeout).catch(async (error: unknown) => {
    await stopService(sandbox);
    throw error;
  });

  const port = await freePort();
  const server = startService(
    'server',
    {
      ...serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      GRAPH_BASE_URL: sandboxUrl,
      REMOTES_JSON: registryFile,
      SASAR_SECRET: 'e2e-secret-e2e-secret-e2e-secret',
    },
    log,
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await Promise.all([stopService(server), stopService(sandbox)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Leave nothing running behind a failed start.
  await waitForOk(`${baseUrl}/api/health`, startTimeout).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  const env = { E2E_BASE_URL: baseUrl, E2E_SANDBOX_URL: sandboxUrl, E2E_REGISTRY_FILE: registryFile, E2E_WORK_DIR: workDir };
  return { baseUrl, sandboxUrl, registryFile, workDir, env, stop };
}
