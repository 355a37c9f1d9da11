import Type from 'typebox';
import { Flag, IdString, OneOf, Text } from '../http/fields';

/** Query parameters the proxy itself reads; every other parameter is forwarded as it came. */
export const proxyQuery = Type.Object({
  team_id: Type.Optional(IdString({ title: 'team', allowZero: true })),
  _adaccount: Type.Optional(Text({ title: 'ad account', maxLength: 64 })),
  _fresh: Type.Optional(OneOf(['1', '0', 'true', 'false'], { title: 'fresh figures flag' })),
  locale: Type.Optional(
    Text({ title: 'locale', maxLength: 32, pattern: '^[A-Za-z_-]*$', invalid: 'The locale must look like en_US.' }),
  ),
});

export interface ProxyQuery {
  team_id?: string;
  _adaccount?: string;
  /** `1`: figures of open periods are asked again now (settled days still come from the store). */
  _fresh?: string;
  locale?: string;
}

export const MAX_BATCH = 50;

const batchItem = Type.Object(
  {
    method: OneOf(['GET', 'POST', 'DELETE', 'PUT'], { title: 'batch method' }),
    relative_url: Text({ title: 'batch relative_url', minLength: 1, maxLength: 8192 }),
    body: Type.Optional(Type.Unsafe<string | Record<string, unknown>>({ type: ['string', 'object'], maxLength: 65536, title: 'batch body' })),
    name: Type.Optional(Text({ title: 'batch name', maxLength: 256 })),
    depends_on: Type.Optional(Text({ title: 'batch depends_on', maxLength: 256 })),
    omit_response_on_success: Type.Optional(Flag({ title: 'batch omit_response_on_success' })),
    headers: Type.Optional(Type.Array(Type.Unknown(), { title: 'batch headers', maxItems: 50 })),
  },
  // Meta's batch parameters pass as they came (request bodies are otherwise closed: src/http/request-bodies.ts).
  { title: 'batch request', additionalProperties: true },
);

export const batchBody = Type.Object(
  {
    batch: Type.Array(batchItem, { title: 'batch', minItems: 1, maxItems: MAX_BATCH }),
    include_headers: Type.Optional(Flag({ title: 'include_headers option' })),
  },
  { additionalProperties: true },
);

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
