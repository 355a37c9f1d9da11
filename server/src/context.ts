import type { ServerConfig } from './config';
import type { Keys } from './crypto/secrets';
import type { Database } from './db/database';
import type { GraphBudget } from './graph-budget/graph-reads';
import type { GraphClient } from './platform/graph-client';

/** What route modules need, built once by createServer. */
export interface AppContext {
  config: ServerConfig;
  database: Database;
  graph: GraphClient;
  /** Graph reads through the insights store, the in-flight hand-off and the throttle registry. */
  budget: GraphBudget;
  keys: Keys;
  /** Cookies get the Secure flag when the public URL is https. */
  secureCookies: boolean;
}
