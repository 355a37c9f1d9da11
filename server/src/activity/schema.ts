const TEAM_ID = { type: 'string', pattern: '^(0|[1-9][0-9]{0,8})$' } as const;
const JSON_VALUE = { type: ['object', 'array', 'string', 'number', 'boolean', 'null'] } as const;

export const activityParams = { type: 'object', required: ['teamId'], properties: { teamId: TEAM_ID } } as const;

export const postActivityBody = {
  type: 'object',
  required: ['activities'],
  properties: {
    activities: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['account_id', 'activity'],
        properties: {
          account_id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^(act_)?[0-9]+$' },
          activity: {
            type: 'object',
            required: ['object_id', 'object_type'],
            properties: {
              object_id: { type: 'string', minLength: 1, maxLength: 64 },
              object_type: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[a-z_]+$' },
              object_name: { type: 'string', maxLength: 400 },
              original: JSON_VALUE,
              changes: JSON_VALUE,
            },
          },
        },
      },
    },
  },
} as const;

export const listActivityQuery = {
  type: 'object',
  properties: {
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
    member: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
    object_type: { type: 'string', maxLength: 40, pattern: '^[a-z_]*$' },
    q: { type: 'string', maxLength: 200 },
  },
} as const;

export interface ListActivityQuery {
  page?: string;
  member?: string;
  object_type?: string;
  q?: string;
}
