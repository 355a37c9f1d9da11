/**
 * The engine's door to the Graph API: everything goes through Meta's batch endpoint (≤ 50 operations a call),
 * rate-limited calls and operations are retried with growing waits within the run, an expired session (190)
 * stops the run, and every HTTP call is counted for the run's record.
 */
import type { GraphClient, GraphErrorObject } from '../platform/graph-client';

export const MAX_BATCH_OPERATIONS = 50;

/** Meta's throttling codes: app (4), user (17, 32), API (613), ads-account and BUC (80000–80014). */
export function isRateLimit(error: GraphErrorObject | undefined): boolean {
  const code = error?.code;
  return code === 4 || code === 17 || code === 32 || code === 613 || (code !== undefined && code >= 80000 && code <= 80014);
}

/** The owner's platform session is no longer valid (code 190): the rule cannot run until they reconnect. */
export class SessionExpiredError extends Error {
  constructor(readonly error: GraphErrorObject) {
    super(error.message ?? 'The platform session expired');
  }
}

/** The platform kept refusing or failing after every retry. */
export class GraphRunError extends Error {}

/** Facebook asked us to wait (the Graph budget refused a read without sending it): nothing to retry before `regainAt`. */
export class ThrottledRunError extends GraphRunError {
  constructor(
    message: string,
    readonly regainAt: number,
  ) {
    super(message);
  }
}

export interface BatchOperation {
  method: 'GET' | 'POST' | 'DELETE';
  relative_url: string;
  body?: string;
}

export type OperationResult = { ok: true; status: number; body: unknown } | { ok: false; status: number; error: GraphErrorObject };

/** Answers one read (`GET` operation) elsewhere than in a platform batch: the Graph budget's store and throttles. */
export type ReadOperation = (relativeUrl: string) => Promise<{ status: number; text: string; throttled: boolean; regainAt?: number }>;

export interface RuleGraphOptions {
  graph: GraphClient;
  token: string;
  /** When given, batches of reads only are answered read by read through it (stored figures, shared reads in flight). */
  read?: ReadOperation;
  /** Waits between attempts after a rate limit (default 1 s, 4 s, 10 s). */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorOf(body: unknown): GraphErrorObject | undefined {
  const error = (body as { error?: unknown } | null | undefined)?.error;
  return typeof error === 'object' && error !== null ? (error as GraphErrorObject) : undefined;
}

export function createRuleGraph(options: RuleGraphOptions) {
  const delays = options.retryDelaysMs ?? [1_000, 4_000, 10_000];
  const sleep = options.sleep ?? wait;
  let requests = 0;

  /** Reads through `options.read`; a read refused there because of a throttle ends the run's reading (no retry before the regain time). */
  async function readEach(read: ReadOperation, operations: BatchOperation[]): Promise<(OperationResult | null)[]> {
    const answers = await Promise.all(operations.map((operation) => read(operation.relative_url)));
    return answers.map((answer): OperationResult => {
      requests += answer.throttled ? 0 : 1;
      const body = parse(answer.text);
      const error = errorOf(body);
      if (!error && answer.status >= 200 && answer.status < 300) return { ok: true, status: answer.status, body };
      const known = error ?? { message: `HTTP ${answer.status}` };
      const userMessage = (known as { error_user_msg?: unknown }).error_user_msg;
      if (answer.throttled) throw new ThrottledRunError(typeof userMessage === 'string' ? userMessage : (known.message ?? 'Facebook asks us to wait'), answer.regainAt ?? Date.now() + 60_000);
      return { ok: false, status: answer.status, error: known };
    });
  }

  /** One batch call; whole-call failures other than a rate limit are thrown. */
  async function call(operations: BatchOperation[]): Promise<(OperationResult | null)[] | 'rate_limited'> {
    if (options.read && operations.every((operation) => operation.method === 'GET')) return readEach(options.read, operations);
    requests += 1;
    const form = new URLSearchParams({ batch: JSON.stringify(operations), include_headers: 'false' });
    const response = await options.graph.request({ method: 'POST', path: '', form, token: options.token });
    const body = parse(response.text);
    const error = errorOf(body);
    if (error?.code === 190) throw new SessionExpiredError(error);
    if (isRateLimit(error)) return 'rate_limited';
    if (response.status !== 200 || !Array.isArray(body)) {
      throw new GraphRunError(error?.message ?? `The platform answered the batch with HTTP ${response.status}`);
    }
    return operations.map((_, index) => {
      const item = body[index] as { code?: number; body?: string } | null | undefined;
      if (!item || typeof item.body !== 'string') return null;
      const itemBody = parse(item.body);
      const itemError = errorOf(itemBody);
      const status = item.code ?? 0;
      if (itemError || status < 200 || status >= 300) return { ok: false, status, error: itemError ?? { message: `HTTP ${status}` } };
      return { ok: true, status, body: itemBody };
    });
  }

  /**
   * Runs the operations in batches of 50 and answers them in order. Rate-limited operations (and, for reads,
   * unanswered ones) are retried after the next wait; writes that came back without an answer are not repeated
   * (Meta may have applied them) and read as failed.
   */
  async function run(operations: BatchOperation[]): Promise<OperationResult[]> {
    const results: (OperationResult | null)[] = operations.map(() => null);
    let pending = operations.map((_, index) => index);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      const retry: number[] = [];
      for (let start = 0; start < pending.length; start += MAX_BATCH_OPERATIONS) {
        const chunk = pending.slice(start, start + MAX_BATCH_OPERATIONS);
        const answer = await call(chunk.map((index) => operations[index]!));
        if (answer === 'rate_limited') {
          retry.push(...chunk);
          continue;
        }
        answer.forEach((result, at) => {
          const index = chunk[at]!;
          if (result && !result.ok && result.error.code === 190) throw new SessionExpiredError(result.error);
          const read = operations[index]!.method === 'GET';
          if ((result === null && read) || (result && !result.ok && isRateLimit(result.error))) retry.push(index);
          else results[index] = result ?? { ok: false, status: 0, error: { message: 'The platform gave no answer for this change; check the object before running again.' } };
        });
      }
      if (retry.length === 0) break;
      if (attempt >= delays.length) {
        for (const index of retry) results[index] = { ok: false, status: 429, error: { code: 17, message: 'The platform kept limiting requests; the rule will try again on its next run.' } };
        break;
      }
      await sleep(delays[attempt]!);
      pending = retry;
    }
    return results as OperationResult[];
  }

  return {
    run,
    get requests() {
      return requests;
    },
  };
}

export type RuleGraph = ReturnType<typeof createRuleGraph>;
