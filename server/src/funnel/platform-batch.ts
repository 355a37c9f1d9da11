import type { AppContext } from '../context';
import type { GraphErrorObject } from '../platform/graph-client';
import { transportError } from '../graph-proxy/relay';

/** Meta takes at most 50 requests in one batch (GRAPH-API §8.1). */
export const BATCH_LIMIT = 50;

/** The platform refused (part of) what the server asked for on a user's behalf. */
export class PlatformFailure extends Error {
  constructor(
    /** The platform's HTTP status (a batch item's `code`). */
    readonly status: number,
    readonly graph: GraphErrorObject,
  ) {
    super(graph.message ?? `The platform answered HTTP ${status}`);
  }
}

interface BatchItem {
  code: number;
  body: string;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function failureOf(status: number, body: unknown): PlatformFailure {
  const error = (body as { error?: unknown } | undefined)?.error;
  return new PlatformFailure(status, error && typeof error === 'object' ? (error as GraphErrorObject) : { message: `The platform answered HTTP ${status}` });
}

/**
 * GETs through Meta's batch endpoint with the given token, 50 to a batch, the batches in parallel. Resolves with
 * each answer's parsed body in order; the first refused item rejects with its PlatformFailure (a transport
 * failure with the proxy's 502/504 ApiError).
 */
export function createBatchRunner(ctx: AppContext, token: string) {
  async function one(urls: readonly string[]): Promise<unknown[]> {
    const form = new URLSearchParams({ batch: JSON.stringify(urls.map((relative_url) => ({ method: 'GET', relative_url }))) });
    let upstream;
    try {
      upstream = await ctx.graph.request({ method: 'POST', path: '', token, form });
    } catch (error) {
      throw transportError(error) ?? error;
    }
    const body = parse(upstream.text);
    if (upstream.status >= 400 || !Array.isArray(body)) throw failureOf(upstream.status >= 400 ? upstream.status : 502, body);
    return body.map((raw: unknown) => {
      const item = raw as BatchItem | null;
      if (!item) throw new PlatformFailure(502, { message: 'Facebook returned no answer for part of the request.' });
      const parsed = parse(item.body);
      if (item.code >= 400 || (parsed as { error?: unknown } | undefined)?.error) throw failureOf(item.code >= 400 ? item.code : 502, parsed);
      return parsed;
    });
  }

  return async function run(urls: readonly string[]): Promise<unknown[]> {
    const chunks: string[][] = [];
    for (let start = 0; start < urls.length; start += BATCH_LIMIT) chunks.push(urls.slice(start, start + BATCH_LIMIT));
    return (await Promise.all(chunks.map(one))).flat();
  };
}

export type BatchRunner = ReturnType<typeof createBatchRunner>;
