import Type, { type Static } from 'typebox';
import { AnyJson, IdString, Nullable, Text } from '../http/fields';

export const activityParams = Type.Object({ teamId: IdString({ title: 'team id', allowZero: true }) });

export const undoActivityParams = Type.Object({ teamId: IdString({ title: 'team id', allowZero: true }), id: IdString({ title: 'activity id' }) });

export const undoBatchParams = Type.Object({
  teamId: IdString({ title: 'team id', allowZero: true }),
  batchId: Text({
    title: 'batch id',
    minLength: 36,
    maxLength: 36,
    pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
    invalid: 'The batch id must be the id a change was recorded with, like 0b7e…-….',
  }),
});

const activityRecord = Type.Object(
  {
    account_id: Text({
      title: 'ad account id',
      minLength: 1,
      maxLength: 64,
      pattern: '^(act_)?[0-9]+$',
      invalid: 'The ad account id must look like act_123 or 123.',
    }),
    activity: Type.Object(
      {
        object_id: Text({ title: 'object id', minLength: 1, maxLength: 64 }),
        object_type: Text({
          title: 'object type',
          minLength: 1,
          maxLength: 40,
          pattern: '^[a-z_]+$',
          invalid: 'The object type must be lower-case letters and underscores, like ad_set.',
        }),
        object_name: Type.Optional(Text({ title: 'object name', maxLength: 400 })),
        campaign_name: Type.Optional(Nullable(Text({ title: 'campaign name', maxLength: 400 }))),
        adset_name: Type.Optional(Nullable(Text({ title: 'ad set name', maxLength: 400 }))),
        original: Type.Optional(AnyJson({ title: 'original values' })),
        changes: Type.Optional(AnyJson({ title: 'changes' })),
      },
      { title: 'activity' },
    ),
  },
  { title: 'activity record' },
);

export const postActivityBody = Type.Object({
  activities: Type.Array(activityRecord, { title: 'list of activities', minItems: 1, maxItems: 100 }),
});

export const listActivityQuery = Type.Object({
  page: Type.Optional(
    Text({ title: 'page', maxLength: 6, pattern: '^[1-9][0-9]{0,5}$', invalid: 'The page must be a whole number from 1 to 999,999.' }),
  ),
  member: Type.Optional(IdString({ title: 'member' })),
  object_type: Type.Optional(
    Text({ title: 'object type', maxLength: 40, pattern: '^[a-z_]*$', invalid: 'The object type must be lower-case letters and underscores.' }),
  ),
  q: Type.Optional(Text({ title: 'search text', maxLength: 200 })),
});

export type ListActivityQuery = Static<typeof listActivityQuery>;
