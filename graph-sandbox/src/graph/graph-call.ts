/** One Graph API call, from HTTP or from inside a batch. */
export interface GraphCall {
  method: string;
  /** Request path without query string, as sent (may carry a `/v21.0` prefix). */
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  /** The `Authorization` header, if any. */
  authorization?: string;
  /** `http://host:port` the caller used, for paging URLs. */
  origin: string;
  inBatch: boolean;
  /** A batch operation without its own token uses the batch's. */
  fallbackToken?: string;
  /** An `asyncbatch` operation running in its session (larger copy limits; does not settle sessions itself). */
  viaAsyncBatch?: boolean;
}

export interface GraphReply {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** Batch operations only: the item comes back as `null` (timed out or `batch_null`). */
  nullInBatch?: boolean;
  /** Batch operations under a latency profile: the operation's delay, which the batch waits out instead. */
  latencyMs?: number;
}

/** Filled in by the batch route: the slowest dependency chain of its operations, in ms. */
export interface BatchLatency {
  slowestMs: number;
}

export type Dispatch = (call: GraphCall) => Promise<GraphReply>;
