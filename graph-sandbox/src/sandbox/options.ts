import { isLatencyMode, LATENCY_MODES, type LatencyMode } from '../conditions/latency-profile';
import type { QuotaOptions } from '../graph/usage/usage-tracker';

export interface SandboxOptions {
  /** World seed (docs/contracts.md: `SANDBOX_SEED`, default 1). */
  seed?: number;
  appId?: string;
  appSecret?: string;
  /** Fastify request logging. */
  logger?: boolean;
  /** Clock in epoch ms, for the world's "today" and token expiry; default `Date.now`. */
  now?: () => number;
  /** How long a `timeout` fault holds a call; default 15 000 ms. */
  timeoutFaultMs?: number;
  /** How long one `asyncbatch` session runs before its request is made; default 4 000 ms. */
  asyncSessionMs?: number;
  /** How long an async insights report (`POST …/insights`) takes to complete; default 3 000 ms. */
  reportRunMs?: number;
  /** Adds a large ad account for Dewi (300 campaigns, 1,000 ad sets, daily insights); default off (env SANDBOX_LARGE_ACCOUNT=1). */
  largeAccount?: boolean;
  /** Meta's response times (README "Latency profile"); default `off` (env SANDBOX_LATENCY). */
  latency?: LatencyMode;
  /** Enforce the hourly quotas (80000/80003/80004, app 4); default on with `latency: 'realistic'`, else off (env SANDBOX_THROTTLE). */
  throttle?: boolean;
  /** Hourly quotas: `scale` on GRAPH-API §10.3's formulas, or fixed numbers (env SANDBOX_QUOTA_SCALE, SANDBOX_QUOTAS). */
  quotas?: QuotaOptions;
  /** How a latency delay waits (tests pass a fake); default a timer cut short when the sandbox closes. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<unknown>;
}

export interface ResolvedOptions {
  seed: number;
  appId: string;
  appSecret: string;
  appName: string;
  logger: boolean;
  now: () => number;
  timeoutFaultMs: number;
  asyncSessionMs: number;
  reportRunMs: number;
  largeAccount: boolean;
  /** Whether `reportRunMs` was given (then the latency profile does not size report runs). */
  reportRunMsGiven: boolean;
  latency: LatencyMode;
  throttle: boolean;
  quotas: QuotaOptions;
  sleep?: (ms: number, signal: AbortSignal) => Promise<unknown>;
}

export const DEFAULT_APP_ID = '1234567890';
export const DEFAULT_APP_SECRET = 'sandbox-app-secret';

export function resolveOptions(options: SandboxOptions = {}): ResolvedOptions {
  const seed = options.seed ?? 1;
  if (!Number.isInteger(seed)) throw new Error(`Sandbox seed must be an integer, got ${seed}`);
  const latency = options.latency ?? 'off';
  if (!isLatencyMode(latency)) throw new Error(`Sandbox latency must be one of ${LATENCY_MODES.join(', ')}, got ${String(latency)}`);
  const scale = options.quotas?.scale;
  if (scale !== undefined && !(scale > 0)) throw new Error(`Sandbox quota scale must be a positive number, got ${scale}`);
  return {
    seed,
    appId: options.appId ?? DEFAULT_APP_ID,
    appSecret: options.appSecret ?? DEFAULT_APP_SECRET,
    appName: 'Sasar',
    logger: options.logger ?? false,
    now: options.now ?? Date.now,
    timeoutFaultMs: options.timeoutFaultMs ?? 15_000,
    asyncSessionMs: options.asyncSessionMs ?? 4_000,
    reportRunMs: options.reportRunMs ?? 3_000,
    largeAccount: options.largeAccount ?? false,
    reportRunMsGiven: options.reportRunMs !== undefined,
    latency,
    throttle: options.throttle ?? latency === 'realistic',
    quotas: options.quotas ?? {},
    sleep: options.sleep,
  };
}
