/** Test set-up for the rules suites: a graph sandbox on a free port and users connected to its platform users. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSandbox } from 'graph-sandbox';
import { sql } from 'drizzle-orm';
import { deriveKeys } from '../crypto/secrets';
import type { Database } from '../db/database';
import { saveConnection } from '../platform/connections';
import { createGraphClient, type GraphClient } from '../platform/graph-client';
import { fetchAdAccounts } from '../platform/profile';
import { TEST_SECRET } from '../testing/server';
import type { RuleDefinition } from './definition';
import { createRule } from './rules';

export const { tokenKey: TEST_TOKEN_KEY } = deriveKeys(TEST_SECRET);
/** Dewi's active IDR account in the sandbox world. */
export const DEWI_IDR_ACCOUNT = 'act_5608194789356388';

export interface SandboxHandle {
  app: FastifyInstance;
  url: string;
  graph: GraphClient;
  close(): Promise<void>;
  /** A raw Graph call to the sandbox with a platform token. */
  get<T = Record<string, unknown>>(path: string, token: string): Promise<T>;
  control(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<void>;
}

/** `seen`: called with every request the sandbox handles (its body parsed), e.g. to count the writes it got. */
export async function startTestSandbox(options: { seen?: (request: FastifyRequest) => void; asyncSessionMs?: number } = {}): Promise<SandboxHandle> {
  const app = createSandbox({ logger: false, asyncSessionMs: options.asyncSessionMs });
  const { seen } = options;
  if (seen) app.addHook('preHandler', async (request) => seen(request));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const graph = createGraphClient({ baseUrl: url, timeoutMs: 10_000, appId: '1234567890', appSecret: 'sandbox-app-secret' });
  return {
    app,
    url,
    graph,
    close: async () => {
      await graph.close();
      await app.close();
    },
    get: async (path, token) => {
      const separator = path.includes('?') ? '&' : '?';
      const response = await fetch(`${url}/v21.0/${path}${separator}access_token=${encodeURIComponent(token)}`);
      return (await response.json()) as never;
    },
    control: async (method, path, body) => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status >= 400) throw new Error(`sandbox control ${path}: ${response.status} ${await response.text()}`);
    },
  };
}

/** Connects `userId` to a sandbox platform user, with the ad accounts the sandbox lists for it. */
export async function connectToSandbox(database: Database, sandbox: SandboxHandle, userId: number, token: string, platformUserId: string) {
  const adAccounts = await fetchAdAccounts(sandbox.graph, token);
  await saveConnection(database.db, TEST_TOKEN_KEY, {
    userId,
    token,
    profile: { platformUserId, name: `user ${userId}`, pictureUrl: null },
    tokenInfo: { scopes: [], expiresAt: null, platformUserId },
    adAccounts,
  });
}

export async function givePlan(database: Database, userId: number, plan: 'Starter' | 'Pro' | 'Agency') {
  await database.db.execute(sql`UPDATE users SET subscription_package = ${plan}, subscription_expires_at = now() + interval '30 days' WHERE id = ${userId}`);
}

/**
 * A rule of `ownerId`'s own on ad sets `ids` of Dewi's IDR account: any of them that spent anything gets `actions`,
 * every 30 minutes, no cool-down.
 */
export function everySpenderRule(database: Database, ownerId: number, name: string, ids: string[], actions: RuleDefinition['actions']) {
  return createRule(database.db, { teamId: 0, ownerId }, ownerId, {
    accountId: DEWI_IDR_ACCOUNT,
    timeZone: 'Asia/Jakarta',
    definition: {
      name,
      scope: { level: 'adset', ids },
      conditions: { match: 'all', items: [{ metric: 'spend', window: 'lifetime', operator: 'gte', value: { value: 0 } }] },
      actions,
      schedule: { kind: 'every_30_minutes' },
      cooldown_hours: 0,
      max_executions_per_object: null,
      enabled: true,
    },
  }, new Date());
}
