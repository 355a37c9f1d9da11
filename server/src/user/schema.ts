export const getUserQuery = {
  type: 'object',
  properties: {
    /** `skip=1` answers from the stored data only (no lazy fetch from the platform). */
    skip: { type: 'string', maxLength: 16 },
  },
} as const;

export const getUserHeaders = {
  type: 'object',
  properties: {
    'x-device-id': { type: 'string', maxLength: 512 },
  },
} as const;

export interface GetUserQuery {
  skip?: string;
}

export const updateTokenBody = {
  type: 'object',
  required: ['token'],
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 4096, pattern: '^\\S+$' },
    /** The platform user id the client expects the token to belong to. */
    id: { type: ['string', 'integer', 'null'], maxLength: 64, pattern: '^\\d*$', minimum: 0 },
    connect: { type: ['boolean', 'null'] },
  },
} as const;

export interface UpdateTokenBody {
  token: string;
  id?: string | number | null;
  connect?: boolean | null;
}

export const disconnectBody = {
  type: 'object',
  required: ['keep_login'],
  properties: {
    keep_login: { type: 'boolean' },
    reason: { type: ['string', 'null'], maxLength: 2000 },
  },
} as const;

export interface DisconnectBody {
  keep_login: boolean;
  reason?: string | null;
}
