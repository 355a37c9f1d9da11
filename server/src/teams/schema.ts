const ID = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;

export const createTeamBody = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 80 } },
} as const;

export const teamParams = { type: 'object', required: ['id'], properties: { id: ID } } as const;
export const memberParams = { type: 'object', required: ['id', 'userId'], properties: { id: ID, userId: ID } } as const;
export const joinParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } },
} as const;
