/** The body of Meta's error object, before the fbtrace_id is added. */
export interface GraphErrorPayload {
  message: string;
  type: string;
  code: number;
  error_subcode?: number;
  is_transient?: boolean;
  error_user_title?: string;
  error_user_msg?: string;
  error_data?: string;
}

/** A Graph API error: thrown by handlers, turned into `{ error: {…, fbtrace_id} }` with its HTTP status. */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly payload: GraphErrorPayload,
    readonly headers: Record<string, string> = {},
  ) {
    super(payload.message);
    this.name = 'GraphError';
  }

  toBody(fbtraceId: string): { error: GraphErrorPayload & { fbtrace_id: string } } {
    return { error: { ...this.payload, fbtrace_id: fbtraceId } };
  }
}
