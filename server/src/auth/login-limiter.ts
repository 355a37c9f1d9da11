/**
 * Counts failed logins in memory, per IP + login and per IP. A success clears the IP + login counter.
 * Per process: with several server processes each keeps its own counts (documented in the README).
 */
export interface LoginLimiterOptions {
  maxFailures: number;
  windowMs: number;
  /** The per-IP budget, across all logins, is this many times maxFailures. */
  ipFactor?: number;
}

interface Bucket {
  failures: number;
  resetAt: number;
}

const MAX_BUCKETS = 50_000;

export class LoginLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly ipMax: number;

  constructor(private readonly options: LoginLimiterOptions) {
    this.ipMax = options.maxFailures * (options.ipFactor ?? 5);
  }

  private static keys(ip: string, login: string) {
    return { pair: `u:${ip}|${login.trim().toLowerCase()}`, ip: `i:${ip}` };
  }

  private current(key: string, now: number): Bucket | undefined {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt <= now) {
      this.buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  /** Seconds until another attempt is allowed, or 0 when the attempt may go ahead. */
  retryAfter(ip: string, login: string, now = Date.now()): number {
    const keys = LoginLimiter.keys(ip, login);
    const pair = this.current(keys.pair, now);
    const byIp = this.current(keys.ip, now);
    const waits = [
      pair && pair.failures >= this.options.maxFailures ? pair.resetAt - now : 0,
      byIp && byIp.failures >= this.ipMax ? byIp.resetAt - now : 0,
    ];
    return Math.ceil(Math.max(...waits) / 1000);
  }

  /** Failures of this login from this IP within the current window. */
  failures(ip: string, login: string, now = Date.now()): number {
    return this.current(LoginLimiter.keys(ip, login).pair, now)?.failures ?? 0;
  }

  recordFailure(ip: string, login: string, now = Date.now()): void {
    if (this.buckets.size > MAX_BUCKETS) this.sweep(now);
    const keys = LoginLimiter.keys(ip, login);
    for (const key of [keys.pair, keys.ip]) {
      const bucket = this.current(key, now);
      if (bucket) bucket.failures += 1;
      else this.buckets.set(key, { failures: 1, resetAt: now + this.options.windowMs });
    }
  }

  recordSuccess(ip: string, login: string): void {
    this.buckets.delete(LoginLimiter.keys(ip, login).pair);
  }

  private sweep(now: number) {
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
  }
}
