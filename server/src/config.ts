import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** `postgres://…` for a PostgreSQL server, `memory://` for a throw-away PGlite; absent = PGlite in `dataDir`. */
  databaseUrl?: string;
  /** `memory://` only: a PGlite data-folder dump to start from instead of an empty cluster (DATABASE_TEMPLATE). */
  databaseTemplate?: string;
  dataDir: string;
  migrationsDir: string;
  graphBaseUrl: string;
  graphTimeoutMs: number;
  /** Key material for encrypting platform tokens and signing CSRF tokens. */
  secret: string;
  /** A file path (re-read on every request) or inline JSON; absent = the five local remotes. */
  remotesJson?: string;
  staticRoot: string;
  platformAppId: string;
  platformAppSecret: string;
  publicUrl?: string;
  logLevel: string;
  /** Fastify's trustProxy: false, true, a hop count, or a list of proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  sessionTtlMs: number;
  /**
   * How long a cached session, user view or team token may be served (READ_CACHE_TTL_MS, default 2000; 0 = off).
   * A write drops what it names at once, in every process (server/README.md, Read caches); the TTL bounds a change
   * nobody named or a notification lost with a process that died.
   */
  readCacheTtlMs: number;
  loginMaxFailures: number;
  loginWindowMs: number;
  /** The Graph budget's store of answers and daily insights (`GRAPH_STORE=off`: every read goes to the platform). */
  graphStore: boolean;
  /** How long figures of open periods are served from the store before they are asked again (INSIGHTS_REFRESH_SECONDS). */
  insightsRefreshMs: number;
  /** How long ad accounts' object lists and searches are served from the store (GRAPH_OBJECTS_REFRESH_SECONDS; 0 = never). */
  objectsRefreshMs: number;
  /** Whether this process runs the rules scheduler (pg-boss workers and cron); `RULES_SCHEDULER=off` turns it off. */
  rulesScheduler: boolean;
  /** `GET /metrics` on the product port for `Authorization: Bearer <METRICS_TOKEN>`; absent = not there (404). */
  metricsToken?: string;
  /** A separate port serving only `GET /metrics`, without a token (METRICS_PORT); absent = none. */
  metricsPort?: number;
  /** How long a SIGTERM waits for requests in flight before their connections are closed (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** The workspace root: the nearest folder above `from` holding pnpm-workspace.yaml (else `from`). */
export function findRepoRoot(from: string = process.cwd()): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function httpUrl(env: Env, name: string, fallback?: string): string | undefined {
  const raw = nonEmpty(env[name]) ?? fallback;
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
  }
  return raw.replace(/\/+$/, '');
}

function trustProxy(env: Env): boolean | number | string[] {
  const raw = nonEmpty(env.TRUST_PROXY);
  if (raw === undefined || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw.split(',').map((part) => part.trim()).filter(Boolean);
}

function remotesJson(env: Env, cwd: string): string | undefined {
  const raw = nonEmpty(env.REMOTES_JSON);
  if (raw === undefined || raw.startsWith('{')) return raw;
  return path.resolve(cwd, raw);
}

/** Reads `<dataDir>/../secret`, creating it (mode 600) with 32 random bytes on first use. */
export function persistentSecret(dataDir: string): string {
  const file = path.join(path.dirname(path.resolve(dataDir)), 'secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function onOff(env: Env, name: string, fallback: 'on' | 'off'): boolean {
  const value = nonEmpty(env[name])?.toLowerCase() ?? fallback;
  if (value !== 'on' && value !== 'off') throw new ConfigError(`${name} must be on or off`);
  return value === 'on';
}

function rulesScheduler(env: Env): boolean {
  const value = nonEmpty(env.RULES_SCHEDULER)?.toLowerCase() ?? 'on';
  if (value !== 'on' && value !== 'off') throw new ConfigError('RULES_SCHEDULER must be on or off');
  return value === 'on';
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const root = findRepoRoot(cwd);
  const dataDir = path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? path.join(root, '.data', 'pglite'));

  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl && !/^(postgres(ql)?:\/\/|memory:\/\/$)/i.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql:// (or be memory://)');
  }

  const metricsToken = nonEmpty(env.METRICS_TOKEN);
  if (metricsToken !== undefined && metricsToken.length < 16) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');
  }

  const explicitSecret = nonEmpty(env.SASAR_SECRET);
  if (explicitSecret !== undefined && explicitSecret.length < 16) {
    throw new ConfigError('SASAR_SECRET must be at least 16 characters long');
  }

  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    databaseUrl,
    databaseTemplate: databaseUrl === 'memory://' ? nonEmpty(env.DATABASE_TEMPLATE) : undefined,
    dataDir,
    migrationsDir: path.resolve(cwd, nonEmpty(env.MIGRATIONS_DIR) ?? path.join(root, 'server', 'migrations')),
    graphBaseUrl: httpUrl(env, 'GRAPH_BASE_URL', 'http://127.0.0.1:8090')!,
    graphTimeoutMs: integer(env, 'GRAPH_TIMEOUT_MS', 30_000, 100, 600_000),
    secret: explicitSecret ?? persistentSecret(dataDir),
    remotesJson: remotesJson(env, cwd),
    staticRoot: path.resolve(cwd, nonEmpty(env.STATIC_ROOT) ?? root),
    platformAppId: nonEmpty(env.PLATFORM_APP_ID) ?? '1234567890',
    platformAppSecret: nonEmpty(env.PLATFORM_APP_SECRET) ?? 'sandbox-app-secret',
    publicUrl: httpUrl(env, 'PUBLIC_URL'),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    trustProxy: trustProxy(env),
    sessionTtlMs: integer(env, 'SESSION_TTL_HOURS', 14 * 24, 1, 24 * 365) * 3_600_000,
    readCacheTtlMs: integer(env, 'READ_CACHE_TTL_MS', 2000, 0, 60_000),
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 10, 1, 100_000),
    loginWindowMs: integer(env, 'LOGIN_WINDOW_SECONDS', 15 * 60, 1, 86_400) * 1000,
    rulesScheduler: rulesScheduler(env),
    graphStore: onOff(env, 'GRAPH_STORE', 'on'),
    insightsRefreshMs: integer(env, 'INSIGHTS_REFRESH_SECONDS', 300, 0, 86_400) * 1000,
    objectsRefreshMs: integer(env, 'GRAPH_OBJECTS_REFRESH_SECONDS', 300, 0, 86_400) * 1000,
    metricsToken,
    metricsPort: nonEmpty(env.METRICS_PORT) === undefined ? undefined : integer(env, 'METRICS_PORT', 0, 1, 65535),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_SECONDS', 10, 0, 600) * 1000,
  };
}
