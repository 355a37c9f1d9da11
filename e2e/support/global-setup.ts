// Starts the whole stack the way `npm start` does, on free ports, with a fresh embedded database.
import { existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultRegistry, distOf, REMOTES } from './paths';
import { freePort, startTsService, waitForOk } from './processes';

export default async function globalSetup() {
  for (const pkg of ['host', ...REMOTES.map((name) => `mfe-${name}`)]) {
    if (!existsSync(distOf(pkg))) throw new Error(`${pkg} has no production build: run \`pnpm build\` first.`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'sasar-e2e-'));
  const registryFile = path.join(work, 'remotes.json');
  writeFileSync(registryFile, JSON.stringify(defaultRegistry(), null, 2));
  const log = openSync(path.join(work, 'stack.log'), 'a');

  const sandboxPort = await freePort();
  const sandbox = startTsService('graph-sandbox', 'src/main.ts', { SANDBOX_PORT: String(sandboxPort), SANDBOX_HOST: '127.0.0.1' }, log);
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  // A busy machine can take longer than a minute to boot the stack; E2E_START_TIMEOUT_MS lets it.
  const startTimeout = Number(process.env.E2E_START_TIMEOUT_MS ?? 60_000);
  await waitForOk(`${sandboxUrl}/__sandbox/health`, startTimeout).catch((error: unknown) => {
    sandbox.kill('SIGTERM');
    throw error;
  });

  const port = await freePort();
  const server = startTsService(
    'server',
    'src/main.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'pglite'),
      GRAPH_BASE_URL: sandboxUrl,
      REMOTES_JSON: registryFile,
      SASAR_SECRET: 'e2e-secret-e2e-secret-e2e-secret',
    },
    log,
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForOk(`${baseUrl}/api/health`, startTimeout).catch((error: unknown) => {
    // Leave nothing running behind a failed start.
    server.kill('SIGTERM');
    sandbox.kill('SIGTERM');
    throw error;
  });

  Object.assign(process.env, {
    E2E_BASE_URL: baseUrl,
    E2E_SANDBOX_URL: sandboxUrl,
    E2E_REGISTRY_FILE: registryFile,
    E2E_WORK_DIR: work,
  });
  console.log(`e2e stack: server ${baseUrl}, sandbox ${sandboxUrl}, logs ${path.join(work, 'stack.log')}`);

  return async () => {
    server.kill('SIGTERM');
    sandbox.kill('SIGTERM');
  };
}
