import { DEFAULT_API_BASE_URL } from './defaults';

export type GraphVersion = 'v21.0';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFn = (to: string, opts?: NavigateOptions) => void;

export interface RuntimeConfig {
  /** Base URL of the product API. Default '/api'. */
  apiBaseUrl?: string;
  /** The host router's navigate. shared-graph uses it for the redirects of SPEC §4/§8. */
  navigate: NavigateFn;
  /** Graph API version used by every transport. Default 'v21.0'. */
  graphVersion?: GraphVersion;
  /**
   * Direct graph transport (bearer token). When set and a token is known, `selectTransport()` prefers it over
   * the proxy. `baseUrl` e.g. 'https://graph.facebook.com'. `getToken` defaults to the session's ads token.
   */
  graphDirect?: { baseUrl: string; getToken?: () => string | null | undefined };
  /** Error reporter (the spec's "report it"). Default: console.error. */
  reportError?: (error: unknown, context?: Record<string, unknown>) => void;
  /** Current full path (pathname + search + hash). Default: window.location. */
  getCurrentPath?: () => string;
  /** fetch implementation used by every HTTP call. Default: globalThis.fetch. Tests pass a fake. */
  fetch?: typeof fetch;
}

export interface Runtime {
  apiBaseUrl: string;
  navigate: NavigateFn;
  graphVersion: GraphVersion;
  graphDirect: { baseUrl: string; getToken?: () => string | null | undefined } | null;
  reportError: (error: unknown, context?: Record<string, unknown>) => void;
  getCurrentPath: () => string;
  fetch: typeof fetch | undefined;
}

function windowPath(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

function defaults(): Runtime {
  return {
    apiBaseUrl: DEFAULT_API_BASE_URL,
    navigate: (to) => {
      if (typeof window !== 'undefined') window.location.assign(to);
    },
    graphVersion: 'v21.0',
    graphDirect: null,
    reportError: (error, context) => console.error('[shared-graph]', error, context ?? ''),
    getCurrentPath: windowPath,
    fetch: undefined,
  };
}

let current: Runtime = defaults();
let configured = false;
let revision = 0;
const listeners = new Set<() => void>();

/**
 * Called once by the host at boot, before rendering. Remotes never call it (their standalone dev shell may).
 * Calling it again replaces the whole configuration.
 */
export function configureRuntime(config: RuntimeConfig): void {
  const base = defaults();
  current = {
    apiBaseUrl: config.apiBaseUrl ?? base.apiBaseUrl,
    navigate: config.navigate,
    graphVersion: config.graphVersion ?? base.graphVersion,
    graphDirect: config.graphDirect ?? null,
    reportError: config.reportError ?? base.reportError,
    getCurrentPath: config.getCurrentPath ?? base.getCurrentPath,
    fetch: config.fetch,
  };
  configured = true;
  revision += 1;
  for (const listener of listeners) listener();
}

/** The active runtime configuration (defaults until the host configures it). */
export function getRuntime(): Readonly<Runtime> {
  return current;
}

export function isRuntimeConfigured(): boolean {
  return configured;
}

/** Increments on every configureRuntime call; clients rebuild their HTTP instances when it changes. */
export function runtimeRevision(): number {
  return revision;
}

/** Navigate through the host's router. */
export function navigateTo(to: string, opts?: NavigateOptions): void {
  if (opts === undefined) current.navigate(to);
  else current.navigate(to, opts);
}

/** Report an error through the configured reporter. Never throws. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  try {
    current.reportError(error, context);
  } catch {
    // a broken reporter must not break the caller
  }
}

export function currentPath(): string {
  return current.getCurrentPath();
}
