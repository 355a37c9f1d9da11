import type { Throttle } from '../freshness/parseFreshnessHeaders';

export type TransportKind = 'proxy' | 'direct' | 'extension';

/** Meta's error object (`{ error: {…} }` body of a failed graph call). */
export interface MetaErrorObject {
  message?: string;
  type?: string;
  code?: number | string;
  error_subcode?: number;
  is_transient?: boolean;
  error_user_title?: string;
  error_user_msg?: string;
  error_data?: unknown;
  fbtrace_id?: string;
}

export interface GraphErrorInit {
  status: number;
  code: number | string;
  subCode?: number | null;
  message: string;
  type?: string | null;
  fbtraceId?: string | null;
  userTitle?: string | null;
  userMessage?: string | null;
  isTransient?: boolean;
  errorData?: unknown;
  transport?: TransportKind;
  /** The message as the platform sent it (null when it sent none and `message` is a fallback). */
  apiMessage?: string | null;
}

/** A failed graph call: HTTP status plus the fields of Meta's error object. */
export class GraphError extends Error {
  override readonly name = 'GraphError';
  /** HTTP status (a batch item's `code`; 0 when no response arrived). */
  readonly status: number;
  /** Meta error code (190, 100, 17 …) or a product/transport code ('no_adstoken', 'extension_timeout' …). */
  readonly code: number | string;
  readonly subCode: number | null;
  readonly type: string | null;
  readonly fbtraceId: string | null;
  readonly userTitle: string | null;
  readonly userMessage: string | null;
  readonly isTransient: boolean;
  /** error_data, JSON-decoded when it was a JSON string. */
  readonly errorData: unknown;
  /** The platform's own message, null when `message` is a fallback text. */
  readonly apiMessage: string | null;
  transport: TransportKind | undefined;
  /**
   * The throttle the product server reported with this refusal (x-sasar-throttle): Meta asks us to wait, nothing
   * is broken. Null for every other failure, and for throttles met without the server (direct, extension).
   */
  throttle: Throttle | null = null;

  constructor(init: GraphErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.subCode = init.subCode ?? null;
    this.type = init.type ?? null;
    this.fbtraceId = init.fbtraceId ?? null;
    this.userTitle = init.userTitle ?? null;
    this.userMessage = init.userMessage ?? null;
    this.isTransient = init.isTransient ?? false;
    this.errorData = init.errorData;
    this.apiMessage = init.apiMessage !== undefined ? init.apiMessage : init.message;
    this.transport = init.transport;
  }

  /** Builds a GraphError from Meta's error object (the value of `error`). */
  static fromMeta(error: MetaErrorObject, status: number, transport?: TransportKind): GraphError {
    let errorData = error.error_data;
    if (typeof errorData === 'string') {
      try {
        errorData = JSON.parse(errorData);
      } catch {
        // keep the string
      }
    }
    const code = typeof error.code === 'number' || typeof error.code === 'string' ? error.code : 0;
    const apiMessage = typeof error.message === 'string' && error.message ? error.message : null;
    return new GraphError({
      status,
      code,
      subCode: typeof error.error_subcode === 'number' ? error.error_subcode : null,
      message: apiMessage ?? `Graph request failed with status ${status}`,
      apiMessage,
      type: error.type ?? null,
      fbtraceId: error.fbtrace_id ?? null,
      userTitle: error.error_user_title ?? null,
      userMessage: error.error_user_msg ?? null,
      isTransient: error.is_transient === true,
      errorData,
      transport,
    });
  }
}

/** The `error` object of a graph response body, if it has one. */
export function metaErrorOf(body: unknown): MetaErrorObject | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'object' && error !== null) return error as MetaErrorObject;
  if (typeof error === 'string') return { message: error };
  return null;
}

/**
 * Parses a graph response into a GraphError: the body's error object when present, otherwise (status ≥ 400) a
 * generic error with the status text. Returns null for a successful response.
 */
export function parseGraphError(status: number, body: unknown, transport?: TransportKind, statusText?: string): GraphError | null {
  const meta = metaErrorOf(body);
  if (meta) return GraphError.fromMeta(meta, status, transport);
  if (status < 400) return null;
  return new GraphError({
    status,
    code: status,
    message: statusText || (typeof body === 'string' && body ? body.slice(0, 200) : `Graph request failed with status ${status}`),
    isTransient: status >= 500,
    transport,
  });
}

export function isGraphError(error: unknown): error is GraphError {
  return error instanceof GraphError;
}

/** A read or write the platform's throttle held back (the server said so): a wait to show in words, not an error. */
export function isThrottled(error: unknown): error is GraphError & { throttle: Throttle } {
  return error instanceof GraphError && error.throttle !== null;
}
