/** Query parameters the proxy itself reads; every other parameter is forwarded as it came. */
export const proxyQuery = {
  type: 'object',
  properties: {
    team_id: { type: 'string', pattern: '^\\d{1,10}$' },
    _adaccount: { type: 'string', maxLength: 64 },
    locale: { type: 'string', maxLength: 32, pattern: '^[A-Za-z_-]*$' },
  },
} as const;

export interface ProxyQuery {
  team_id?: string;
  _adaccount?: string;
  locale?: string;
}

export const MAX_BATCH = 50;

const batchItem = {
  type: 'object',
  required: ['method', 'relative_url'],
  properties: {
    method: { type: 'string', enum: ['GET', 'POST', 'DELETE', 'PUT'] },
    relative_url: { type: 'string', minLength: 1, maxLength: 8192 },
    body: { type: ['string', 'object'], maxLength: 65536 },
    name: { type: 'string', maxLength: 256 },
    depends_on: { type: 'string', maxLength: 256 },
    omit_response_on_success: { type: 'boolean' },
    headers: { type: 'array', maxItems: 50 },
  },
} as const;

export const batchBody = {
  type: 'object',
  required: ['batch'],
  properties: {
    batch: { type: 'array', minItems: 1, maxItems: MAX_BATCH, items: batchItem },
    include_headers: { type: 'boolean' },
  },
} as const;

export interface BatchItem {
  method: string;
  relative_url: string;
  body?: string | Record<string, unknown>;
  [key: string]: unknown;
}

export interface BatchBody {
  batch: BatchItem[];
  include_headers?: boolean;
}
