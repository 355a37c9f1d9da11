/** JSON schemas (Fastify/ajv) and types of the groups API. */

const MAX_ITEMS_PER_REQUEST = 5000;

export const teamQuery = {
  type: 'object',
  properties: {
    /** The active team; 0 or absent = the caller's own collections. */
    team: { type: 'string', pattern: '^\\d{1,9}$' },
    q: { type: 'string', maxLength: 100 },
    page: { type: 'string', pattern: '^[1-9]\\d{0,5}$' },
  },
} as const;

export interface TeamQuery {
  team?: string;
  q?: string;
  page?: string;
}

export const groupParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9]\\d{0,9}$' } },
} as const;

export interface GroupParams {
  id: string;
}

const groupName = { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } as const;

export const groupItem = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 64 },
    name: { type: 'string', minLength: 1, maxLength: 500 },
  },
} as const;

const itemList = { type: 'array', maxItems: MAX_ITEMS_PER_REQUEST, items: groupItem } as const;

export const createGroupBody = {
  type: 'object',
  required: ['name'],
  properties: { name: groupName, items: itemList },
} as const;

export const renameGroupBody = {
  type: 'object',
  required: ['name'],
  properties: { name: groupName },
} as const;

export const addItemsBody = {
  type: 'object',
  required: ['data'],
  properties: { data: { ...itemList, minItems: 1 } },
} as const;

export const batchDeleteBody = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  },
} as const;

export const removeItemsBody = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'array', minItems: 1, maxItems: MAX_ITEMS_PER_REQUEST, items: { type: 'string', minLength: 1, maxLength: 64 } } },
} as const;

export interface RemoveItemsBody {
  id: string[];
}

export const collectionBody = {
  type: 'object',
  required: ['groups'],
  properties: {
    groups: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    page: { type: 'integer', minimum: 1, maximum: 100000 },
  },
} as const;

export interface ItemInput {
  id: string;
  name: string;
  [field: string]: unknown;
}

export interface CreateGroupBody {
  name: string;
  items?: ItemInput[];
}
export interface RenameGroupBody {
  name: string;
}
export interface AddItemsBody {
  data: ItemInput[];
}
export interface BatchDeleteBody {
  id: number[];
}
export interface CollectionBody {
  groups: number[];
  page?: number;
}
