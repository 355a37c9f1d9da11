import { startSandbox } from './index';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

const sandbox = await startSandbox({
  port: intFromEnv('SANDBOX_PORT', 8090),
  host: process.env.SANDBOX_HOST || '127.0.0.1',
  seed: intFromEnv('SANDBOX_SEED', 1),
  appId: process.env.SANDBOX_APP_ID || undefined,
  appSecret: process.env.SANDBOX_APP_SECRET || undefined,
  logger: process.env.SANDBOX_LOG === '1',
  asyncSessionMs: intFromEnv('SANDBOX_ASYNC_SESSION_MS', 4000),
  reportRunMs: intFromEnv('SANDBOX_REPORT_RUN_MS', 3000),
  largeAccount: process.env.SANDBOX_LARGE_ACCOUNT === '1',
});
console.log(`graph-sandbox listening on ${sandbox.url} (Graph API at ${sandbox.url}/v21.0/)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
