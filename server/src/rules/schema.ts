/** Request schemas (TypeBox) of the rules API; the rule itself is `ruleDefinition` (definition.ts). */
import Type, { type Static } from 'typebox';
import { Flag, IdString, OneOf, Text } from '../http/fields';
import { ruleDefinitionProperties } from './definition';
import { RUN_STATUSES, RUN_TRIGGERS } from './table';

const Page = Text({ title: 'page', maxLength: 6, pattern: '^[1-9]\\d{0,5}$', invalid: 'The page must be a whole number from 1 to 999,999.' });
const AccountId = Text({ title: 'ad account', minLength: 1, maxLength: 40, pattern: '^act_[0-9]{1,30}$', invalid: 'The ad account must look like act_123.' });

export const teamOnlyQuery = Type.Object({
  /** The active team; 0 or absent = the caller's own rules. */
  team: Type.Optional(IdString({ title: 'team', allowZero: true })),
});
export type TeamOnlyQuery = Static<typeof teamOnlyQuery>;

export const ruleListQuery = Type.Object({
  team: Type.Optional(IdString({ title: 'team', allowZero: true })),
  q: Type.Optional(Text({ title: 'search text', maxLength: 100 })),
  status: Type.Optional(OneOf(['enabled', 'disabled'] as const, { title: 'status filter' })),
  account: Type.Optional(AccountId),
});
export type RuleListQuery = Static<typeof ruleListQuery>;

export const historyQuery = Type.Object({
  team: Type.Optional(IdString({ title: 'team', allowZero: true })),
  rule: Type.Optional(IdString({ title: 'rule' })),
  status: Type.Optional(OneOf(RUN_STATUSES, { title: 'outcome filter' })),
  trigger: Type.Optional(OneOf(RUN_TRIGGERS, { title: 'trigger filter' })),
  page: Type.Optional(Page),
});
export type HistoryQuery = Static<typeof historyQuery>;

export const noticeQuery = Type.Object({
  team: Type.Optional(IdString({ title: 'team', allowZero: true })),
  unread: Type.Optional(OneOf(['true', 'false'] as const, { title: 'unread filter' })),
});

/** `{id}` marks one notice read, `{all: true}` every unread one. */
export const noticeReadBody = Type.Object(
  {
    id: Type.Optional(Type.Integer({ title: 'notice id', minimum: 1, maximum: 2_147_483_647 })),
    all: Type.Optional(Type.Literal(true, { title: 'all notices' })),
  },
  { additionalProperties: false },
);

export const ruleParams = Type.Object({ id: IdString({ title: 'rule id' }) });
export const runParams = Type.Object({ id: IdString({ title: 'rule id' }), runId: IdString({ title: 'run id' }) });

/** A rule as the builder sends it: the definition plus the ad account it works on. */
export const ruleBody = Type.Object({ account_id: AccountId, ...ruleDefinitionProperties }, { title: 'rule', additionalProperties: false });
export type RuleBody = Static<typeof ruleBody>;

export const statusBody = Type.Object({ enabled: Flag({ title: 'rule status' }) }, { additionalProperties: false });
