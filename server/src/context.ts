import type { ServerConfig } from './config';
import type { Keys } from './crypto/secrets';
import type { Database } from './db/database';
import type { GraphClient } from './platform/graph-client';

/** What route modules need, built once by createServer. */
export interface AppContext {
  config: ServerConfig;
  database: Database;
  graph: GraphClient;
  keys: Keys;
  /** Cookies get the Secure flag when the public URL is https. */
  secureCookies: boolean;
}
