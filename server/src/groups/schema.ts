/** Request schemas (TypeBox) of the groups API; the TypeScript types come from them. */
import Type, { type Static } from 'typebox';
import { Int, IdString, Text } from '../http/fields';

const MAX_ITEMS_PER_REQUEST = 5000;

export const teamQuery = Type.Object({
  /** The active team; 0 or absent = the caller's own collections. */
  team: Type.Optional(IdString({ title: 'team', allowZero: true })),
  q: Type.Optional(Text({ title: 'search text', maxLength: 100 })),
  page: Type.Optional(
    Text({ title: 'page', maxLength: 6, pattern: '^[1-9]\\d{0,5}$', invalid: 'The page must be a whole number from 1 to 999,999.' }),
  ),
});

export type TeamQuery = Static<typeof teamQuery>;

export const groupParams = Type.Object({ id: IdString({ title: 'collection id' }) });

const groupName = Text({
  title: 'collection name',
  minLength: 1,
  maxLength: 100,
  pattern: '\\S',
  invalid: 'The collection name must not be only spaces.',
});

/** An interest as the research screens send it: `id` and `name` required, any other fields kept as sent. */
export const groupItem = Type.Object(
  {
    id: Text({ title: 'interest id', minLength: 1, maxLength: 64 }),
    name: Text({ title: 'interest name', minLength: 1, maxLength: 500 }),
  },
  { title: 'interest', additionalProperties: true },
);

const itemList = (minItems: number) =>
  Type.Array(groupItem, { title: 'list of interests', maxItems: MAX_ITEMS_PER_REQUEST, ...(minItems ? { minItems } : {}) });

export const createGroupBody = Type.Object({ name: groupName, items: Type.Optional(itemList(0)) });
export const renameGroupBody = Type.Object({ name: groupName });
export const addItemsBody = Type.Object({ data: itemList(1) });

export const batchDeleteBody = Type.Object({
  id: Type.Array(Int({ title: 'collection id' }), { title: 'list of collections', minItems: 1, maxItems: 500 }),
});

export const removeItemsBody = Type.Object({
  id: Type.Array(Text({ title: 'interest id', minLength: 1, maxLength: 64 }), {
    title: 'list of interests',
    minItems: 1,
    maxItems: MAX_ITEMS_PER_REQUEST,
  }),
});

export const collectionBody = Type.Object({
  groups: Type.Array(Int({ title: 'collection id' }), { title: 'list of collections', minItems: 1, maxItems: 100 }),
  page: Type.Optional(Int({ title: 'page', maximum: 100_000 })),
});

export interface ItemInput {
  id: string;
  name: string;
  [field: string]: unknown;
}
