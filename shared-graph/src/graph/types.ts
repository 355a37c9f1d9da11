import type { GraphError, TransportKind } from '../errors/graph-error';
import type { FreshnessHeaders } from '../freshness/parseFreshnessHeaders';
import type { UsageHeaders } from '../rate-limit/parseUsageHeaders';

export type { TransportKind };

/** Graph query/body values; objects and arrays are sent JSON-encoded, undefined is left out. */
export type GraphParams = Record<string, unknown>;
export type GraphMethod = 'GET' | 'POST' | 'DELETE';

export interface GraphCall {
  method: GraphMethod;
  /** Graph path, e.g. 'me', 'act_1/insights', 'search?type=adgeolocation&q=jak'. No version prefix. */
  path: string;
  /** Query parameters. */
  params?: GraphParams;
  /** POST body. */
  body?: GraphParams;
}

/** One operation of a batch (Meta's batch API). */
export interface BatchRequest {
  method: GraphMethod | 'PUT';
  relative_url: string;
  /** URL-encoded form string, or an object that is encoded so. */
  body?: string | GraphParams;
  name?: string;
  omit_response_on_success?: boolean;
}

/** A parsed batch result. A null in the results = omitted-on-success or not finished (retry it). */
export interface BatchItem<T = unknown> {
  code: number;
  /** The body, JSON-decoded (the string when it is not JSON). */
  body: T;
  headers?: { name: string; value: string }[];
  /** Set when the item failed (body has `error`, or code ≥ 400). */
  error?: GraphError;
  /** The activity batch the product server recorded this write in (proxy only): what its Undo takes back. */
  activity?: ActivityBatchRef;
}

/** A write request's changes in the team's activity log, undone together. */
export interface ActivityBatchRef {
  teamId: number;
  batchId: string;
}

/** Session values a request is sent with (snapshot taken when the call starts). */
export interface GraphRequestContext {
  signal?: AbortSignal;
  /** Active team (0 = own). */
  teamId: number;
  /** Selected ad account id or null. */
  adAccount: string | null;
  /** Locale; 'auto' or '' = not sent. */
  locale: string;
  /** Platform token for the direct transport. */
  token: string | null;
  graphVersion: string;
  /** Ask the product server for today's figures fresh (`_fresh=1` on GETs and batches; proxy only). */
  fresh?: boolean;
}

export interface TransportResponse {
  status: number;
  statusText?: string;
  body: unknown;
  /** The platform's rate-limit usage headers, when the transport can read them (proxy, direct). */
  usage?: UsageHeaders;
  /** The product server's freshness headers (x-sasar-as-of, -source, -throttle; proxy only). */
  freshness?: FreshnessHeaders;
  /** The activity batch the product server recorded a write in (x-sasar-activity-batch; proxy only). */
  activityBatch?: string;
}

/** How graph calls travel: through the product proxy, directly with a bearer token, or via the extension. */
export interface GraphTransport {
  readonly kind: TransportKind;
  call(call: GraphCall, ctx: GraphRequestContext): Promise<TransportResponse>;
  /** Sends one batch (≤ 50 operations); resolves with the raw result array as body. */
  batch(requests: BatchRequest[], ctx: GraphRequestContext): Promise<TransportResponse>;
}
