import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { authRoutes } from './auth/routes';
import { accountRoutes } from './account/routes';
import { accountEmailRoutes } from './account-email/routes';
import { captchaRoutes } from './captcha/routes';
import { deletionRoutes } from './deletion/routes';
import { mailRoutes } from './mail/routes';
import { passwordResetRoutes } from './password-reset/routes';
import { platformConnectRoutes } from './platform-connect/routes';
import { installSessions } from './auth/session-hook';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { deriveKeys } from './crypto/secrets';
import { openDatabase, type Database } from './db/database';
import { migrate, readMigrations } from './db/migrate';
import { collectOpenApi, docsRoutes } from './docs/routes';
import { graphProxyRoutes } from './graph-proxy/routes';
import { healthRoutes } from './health/routes';
import { clientError, frameworkError, registerErrorHandling } from './http/errors';
import { formatsPlugin } from './http/formats';
import { installIdempotency } from './http/idempotency';
import { installInputGuard } from './http/input-guard';
import { checkedSerializer } from './http/response-check';
import { closeRequestBodies } from './http/request-bodies';
import { registerSecurityHeaders } from './http/security-headers';
import { createGraphClient } from './platform/graph-client';
import { createGraphBudget } from './graph-budget/graph-reads';
import { staticRoutes } from './static/routes';
import { userRoutes } from './user/routes';
import { announcementRoutes } from './announcements/routes';
import { changelogRoutes } from './changelog/routes';
import { teamRoutes } from './teams/routes';
import { activityRoutes } from './activity/routes';
import { subscriptionRoutes } from './subscription/routes';
import { adsmanagerRoutes } from './adsmanager/routes';
import { dashboardRoutes } from './dashboard/routes';
import { funnelRoutes } from './funnel/routes';
import { groupRoutes } from './groups/routes';
import { adminRoutes } from './admin/routes';
import { ruleTemplateRoutes } from './rule-templates/routes';
import { ruleRoutes } from './rules/routes';
import { releaseRoutes } from './releases/routes';
import type { Api } from './http/api';
import { cachedValidators } from './http/validators';
import { createRuleScheduler, type RuleScheduler } from './rules/scheduler';
import { createMetrics, type Metrics } from './metrics/metrics';
import { currentRequest, installRequestTrace } from './metrics/request-trace';
import { measureRequests, metricsRoutes } from './metrics/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database this server uses (seeding, scripts, tests). */
    database: Database;
    /** The rules scheduler (pg-boss); started on listen when config.rulesScheduler is on. */
    rules: RuleScheduler;
    /** This process's Prometheus registry and the hooks that feed it. */
    metrics: Metrics;
  }
}

export interface ServerDependencies {
  /** An open database; the server migrates it but leaves closing it to the caller. */
  database?: Database;
  /** Fastify's logger option; default: structured JSON at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Tests: refuse (500) an answer its route's response schema does not describe exactly (src/http/response-check.ts). */
  checkResponses?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** A hop count means "trust the first n proxies", as Fastify's (untyped) numeric trustProxy does. */
function trustProxyOption(value: ServerConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * One access line per request, at info once it has answered: method, url, status and ms, with `reqId` from the
 * request's logger. The request as it arrives is logged at debug only.
 */
class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** A Fastify instance with the server's options (logger, request ids, ajv with the custom formats, framework errors). */
export function newFastify(config: ServerConfig, logger?: FastifyServerOptions['logger'], checkResponses = false) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
    },
    genReqId: requestId,
    logController: new AccessLog(),
    routerOptions: { maxParamLength: 2048 },
    trustProxy: trustProxyOption(config.trustProxy),
    ajv: {
      customOptions: { coerceTypes: false, allowUnionTypes: true, removeAdditional: false, useDefaults: true, allErrors: true, verbose: true },
      plugins: [formatsPlugin],
    },
    schemaController: { compilersFactory: { buildValidator: cachedValidators } },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  closeRequestBodies(app);
  // Response schemas describe (src/http/responses.ts); the answer is what the handler returned, as JSON.
  app.setSerializerCompiler(checkResponses ? checkedSerializer : () => (data) => JSON.stringify(data));
  return app;
}

/**
 * A route module as a plugin of its own name, encapsulated as before. Fastify names plugins in its boot tree and
 * errors; for an unnamed one it searches `require.cache`, every loaded module, at each registration.
 */
function routeModule(name: string, plugin: (app: Api) => Promise<void>) {
  return fastifyPlugin(plugin, { name, encapsulate: true });
}

/**
 * The product API: the OpenAPI collector, then every /api module. The same list builds the served server and the
 * OpenAPI document the client types are generated from (src/docs/document.ts).
 */
export async function registerApiRoutes(app: Api, ctx: AppContext, ruleDeps: () => RuleScheduler['deps']): Promise<void> {
  await collectOpenApi(app);
  const modules = {
    docs: docsRoutes(),
    health: healthRoutes(ctx),
    auth: authRoutes(ctx),
    captcha: captchaRoutes(ctx),
    'password-reset': passwordResetRoutes(ctx),
    mail: mailRoutes(ctx),
    account: accountRoutes(ctx),
    'account-email': accountEmailRoutes(ctx),
    deletion: deletionRoutes(ctx),
    'platform-connect': platformConnectRoutes(ctx),
    user: userRoutes(ctx),
    groups: groupRoutes(ctx),
    rules: ruleRoutes(ctx, ruleDeps),
    dashboard: dashboardRoutes(ctx),
    funnel: funnelRoutes(ctx),
    adsmanager: adsmanagerRoutes(ctx),
    announcements: announcementRoutes(ctx),
    changelog: changelogRoutes(),
    teams: teamRoutes(ctx),
    activity: activityRoutes(ctx),
    subscription: subscriptionRoutes(ctx),
    admin: adminRoutes(ctx),
    'rule-templates': ruleTemplateRoutes(ctx),
    releases: releaseRoutes(ctx),
    'graph-proxy': graphProxyRoutes(ctx),
  };
  for (const [name, plugin] of Object.entries(modules)) await app.register(routeModule(`sasar-${name}`, plugin));
}

/** Builds the product server (not listening): API, graph proxy, static host + remotes. */
export async function createServer(config: ServerConfig, deps: ServerDependencies = {}): Promise<FastifyInstance> {
  const ownsDatabase = deps.database === undefined;
  const database = deps.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, template: config.databaseTemplate }));
  try {
    await migrate(database, readMigrations(config.migrationsDir));
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  const app = newFastify(config, deps.logger, deps.checkResponses);
  app.decorate('database', database);
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  installRequestTrace(app);
  measureRequests(app, metrics);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  const graph = createGraphClient({
    baseUrl: config.graphBaseUrl,
    timeoutMs: config.graphTimeoutMs,
    appId: config.platformAppId,
    appSecret: config.platformAppSecret,
    requestId: () => currentRequest()?.id,
    observe: (call) => {
      metrics.graphCall(call.method, call.path, call.status, call.seconds, call.errorBody);
      currentRequest()?.log.info({ graph: { method: call.method, path: call.path, status: call.status, ms: Math.round(call.seconds * 1000) } }, 'graph call');
    },
  });
  const ctx: AppContext = {
    config,
    database,
    graph,
    budget: createGraphBudget(database, graph, { store: config.graphStore, refreshMs: config.insightsRefreshMs, objectsRefreshMs: config.objectsRefreshMs, timeoutMs: config.graphTimeoutMs, throttleCacheMs: config.readCacheTtlMs, observeStore: metrics.storeRead }),
    keys: deriveKeys(config.secret),
    secureCookies: config.publicUrl?.startsWith('https://') ?? false,
  };
  app.addHook('onClose', async () => ctx.graph.close());
  // A write request's changes are committed once it has answered: count them again, so a read that ran beside an
  // open transaction (PostgreSQL) is not kept by the read caches.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') database.writes.touch();
    done();
  });

  const rules = createRuleScheduler({ database, graph: ctx.graph, budget: ctx.budget, tokenKey: ctx.keys.tokenKey, log: app.log, onRunFinished: metrics.ruleRun });
  app.decorate('rules', rules);
  metrics.queueDepth(async () => (await rules.depth()) ?? {});
  if (config.rulesScheduler) app.addHook('onReady', async () => rules.start());
  // Registered after the graph client's hook, so it runs before it (onClose hooks run in reverse): runs finish first.
  app.addHook('onClose', async () => rules.stop());

  registerErrorHandling(app);
  installInputGuard(app);
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // API JSON above 1 KB is compressed per response; static builds carry brotli/gzip files written at build
  // time (`preCompressed`), sent with Content-Encoding and Vary: Accept-Encoding.
  await app.register(fastifyCompress, { global: true, threshold: 1024, customTypes: /^application\/json\b/ });
  await app.register(fastifyStatic, { root: config.staticRoot, serve: false, preCompressed: true });
  installSessions(app, ctx);
  // Before the routes and compression: keyed writes are claimed once validated, and stored before they are compressed.
  installIdempotency(app, database);
  await registerApiRoutes(app, ctx, () => rules.deps);
  await app.register(routeModule('sasar-metrics', metricsRoutes(config, metrics)));
  await app.register(routeModule('sasar-static', staticRoutes(ctx)));
  return app;
}
