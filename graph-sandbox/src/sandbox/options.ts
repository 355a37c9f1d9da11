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
}

export const DEFAULT_APP_ID = '1234567890';
export const DEFAULT_APP_SECRET = 'sandbox-app-secret';

export function resolveOptions(options: SandboxOptions = {}): ResolvedOptions {
  const seed = options.seed ?? 1;
  if (!Number.isInteger(seed)) throw new Error(`Sandbox seed must be an integer, got ${seed}`);
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
  };
}
