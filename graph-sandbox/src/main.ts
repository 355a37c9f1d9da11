import { isLatencyMode, LATENCY_MODES } from './conditions/latency-profile';
import type { QuotaOptions } from './graph/usage/usage-tracker';
import { startSandbox } from './index';

function intFromEnv(name: string, fallback: number): number;
function intFromEnv(name: string, fallback?: undefined): number | undefined;
function intFromEnv(name: string, fallback?: number): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

function latencyFromEnv(): 'off' | 'fast' | 'realistic' {
  const raw = process.env.SANDBOX_LATENCY || 'off';
  if (!isLatencyMode(raw)) throw new Error(`SANDBOX_LATENCY must be one of ${LATENCY_MODES.join(', ')}, got "${raw}"`);
  return raw;
}

function throttleFromEnv(): boolean | undefined {
  const raw = process.env.SANDBOX_THROTTLE;
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'on' || raw === '1') return true;
  if (raw === 'off' || raw === '0') return false;
  throw new Error(`SANDBOX_THROTTLE must be on or off, got "${raw}"`);
}

/** `SANDBOX_QUOTA_SCALE` (a factor on the formulas) and `SANDBOX_QUOTAS` (JSON of fixed quotas). */
function quotasFromEnv(): QuotaOptions {
  const quotas: QuotaOptions = {};
  const scale = process.env.SANDBOX_QUOTA_SCALE;
  if (scale) {
    quotas.scale = Number(scale);
    if (!(quotas.scale > 0)) throw new Error(`SANDBOX_QUOTA_SCALE must be a positive number, got "${scale}"`);
  }
  const fixed = process.env.SANDBOX_QUOTAS;
  if (fixed) {
    const parsed: unknown = JSON.parse(fixed);
    if (typeof parsed !== 'object' || parsed === null) throw new Error('SANDBOX_QUOTAS must be a JSON object like {"ads_insights":20}');
    for (const key of ['app', 'ads_management', 'ads_insights', 'custom_audience'] as const) {
      const value = (parsed as Record<string, unknown>)[key];
      if (value === undefined) continue;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 2) throw new Error(`SANDBOX_QUOTAS.${key} must be an integer ≥ 2`);
      quotas[key] = value;
    }
  }
  return quotas;
}

const latency = latencyFromEnv();
const throttle = throttleFromEnv() ?? latency === 'realistic';
const sandbox = await startSandbox({
  port: intFromEnv('SANDBOX_PORT', 8090),
  host: process.env.SANDBOX_HOST || '127.0.0.1',
  seed: intFromEnv('SANDBOX_SEED', 1),
  appId: process.env.SANDBOX_APP_ID || undefined,
  appSecret: process.env.SANDBOX_APP_SECRET || undefined,
  logger: process.env.SANDBOX_LOG === '1',
  asyncSessionMs: intFromEnv('SANDBOX_ASYNC_SESSION_MS', 4000),
  // Unset: 3 000 ms, or under a latency profile a duration sized by the report.
  reportRunMs: intFromEnv('SANDBOX_REPORT_RUN_MS'),
  largeAccount: process.env.SANDBOX_LARGE_ACCOUNT === '1',
  latency,
  throttle,
  quotas: quotasFromEnv(),
});
console.log(`graph-sandbox listening on ${sandbox.url} (Graph API at ${sandbox.url}/v21.0/; latency ${latency}, throttling ${throttle ? 'on' : 'off'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
