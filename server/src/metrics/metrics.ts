/**
 * What an operator watches, in Prometheus' text format (prom-client). One registry per server instance, so tests
 * that build several servers in one process never share counters. Labels are bounded vocabularies (route patterns,
 * endpoint classes, status codes): never a raw URL, an id, a token or a user.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { graphEndpointClass, throttleCodeOf } from './graph-labels';

export type StoreRead = 'whole' | 'daily';

export interface Metrics {
  registry: Registry;
  /** One answered HTTP request: the route pattern (never the URL), its method, status and duration. */
  httpRequest(route: string, method: string, status: number, seconds: number): void;
  /** One call to the platform (Meta / the sandbox): its path below the version, the answer's status and body. */
  graphCall(method: string, path: string, status: number | 'unreachable' | 'timeout', seconds: number, errorBody?: string): void;
  /** A Graph read answered from the insights store (hit) or sent to the platform (miss). */
  storeRead(kind: StoreRead, result: 'hit' | 'miss'): void;
  /** A rule run the worker finished: its outcome (succeeded, no_match, partial, failed, deferred, skipped …). */
  ruleRun(outcome: string): void;
  /** A browser reported that a remote's release failed to load or threw while rendering (its registry name, never the release). */
  remoteFailureReported(remote: string, kind: 'load_failed' | 'render_failed'): void;
  /** Reads the rules queue's depth when scraped (null: no queue in this process). */
  queueDepth(read: (() => Promise<Record<string, number>>) | null): void;
}

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const GRAPH_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 30];

export function createMetrics(options: { defaults?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaults !== false) collectDefaultMetrics({ register: registry, prefix: 'sasar_' });

  const http = new Histogram({
    name: 'sasar_http_request_duration_seconds',
    help: 'HTTP requests answered by this process, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const graph = new Histogram({
    name: 'sasar_graph_call_duration_seconds',
    help: 'Calls to the platform Graph API, by endpoint class, method, status and Meta throttle code',
    labelNames: ['endpoint', 'method', 'status', 'throttle_code'] as const,
    buckets: GRAPH_BUCKETS,
    registers: [registry],
  });
  const store = new Counter({
    name: 'sasar_insights_store_reads_total',
    help: 'Graph reads answered from the insights store (hit) or asked of the platform (miss), by read kind',
    labelNames: ['kind', 'result'] as const,
    registers: [registry],
  });
  const runs = new Counter({
    name: 'sasar_rule_runs_total',
    help: 'Rule runs finished by this process, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const remoteFailures = new Counter({
    name: 'sasar_remote_load_failures_reported_total',
    help: 'Remote load failures reported by browsers: a remote that failed to load or threw while rendering, by remote and kind',
    labelNames: ['remote', 'kind'] as const,
    registers: [registry],
  });
  let readDepth: (() => Promise<Record<string, number>>) | null = null;
  new Gauge({
    name: 'sasar_rules_queue_depth',
    help: 'Jobs waiting in the rules job queue (shared by every process), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      if (!readDepth) return;
      try {
        for (const [queue, depth] of Object.entries(await readDepth())) this.set({ queue }, depth);
      } catch {
        // The database is unreachable: /api/ready says so; the gauge keeps its last value.
      }
    },
  });

  return {
    registry,
    httpRequest(route, method, status, seconds) {
      http.observe({ route, method, status: String(status) }, seconds);
    },
    graphCall(method, path, status, seconds, errorBody) {
      const throttle = typeof status === 'number' && status >= 400 && errorBody ? throttleCodeOf(errorBody) : null;
      graph.observe({ endpoint: graphEndpointClass(method, path), method, status: String(status), throttle_code: throttle ?? '' }, seconds);
    },
    storeRead(kind, result) {
      store.inc({ kind, result });
    },
    ruleRun(outcome) {
      runs.inc({ outcome });
    },
    remoteFailureReported(remote, kind) {
      remoteFailures.inc({ remote, kind });
    },
    queueDepth(read) {
      readDepth = read;
    },
  };
}
