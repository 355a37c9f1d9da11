import { tmpdir } from 'node:os';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import { deriveKeys } from '../crypto/secrets';
import type { Database } from '../db/database';
import type { GraphBudget } from '../graph-budget/graph-reads';
import type { GraphClient } from '../platform/graph-client';
import type { RuleScheduler } from '../rules/scheduler';
import { newFastify, registerApiRoutes } from '../server';

/**
 * A stand-in for what the routes only use while answering a request: property reads give more stand-ins (modules
 * destructure `ctx.database` when they register), a call throws. Building the document answers no request.
 */
function unused(name: string): never {
  const target = function unusedDependency() {};
  return new Proxy(target, {
    get: (_target, key) => (key === 'then' ? undefined : unused(`${name}.${String(key)}`)),
    apply: () => {
      throw new Error(`${name} is not available while the OpenAPI document is built`);
    },
  }) as never;
}

/** The OpenAPI document of the product API, built in-process from the route schemas: no database, no listening. */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({ DATABASE_URL: 'memory://', SASAR_SECRET: 'openapi-document-only', STATIC_ROOT: tmpdir(), LOG_LEVEL: 'silent', RULES_SCHEDULER: 'off' });
  const app = newFastify(config, false);
  const ctx: AppContext = {
    config,
    database: unused('database') as Database,
    graph: unused('graph') as GraphClient,
    budget: unused('budget') as GraphBudget,
    keys: deriveKeys(config.secret),
    secureCookies: false,
  };
  await registerApiRoutes(app, ctx, () => unused('rules') as RuleScheduler['deps']);
  await app.ready();
  const document = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  return document;
}
