/** TypeBox schemas of the funnel API (SPEC §7: POST /dashboard/funnel, POST /adsmgr/funnel; param team). */
import Type, { type Static } from 'typebox';
import { IdString, Text } from '../http/fields';
import { OrNull } from '../http/responses';
import { FUNNEL_FILTER_LIMIT } from './adset-stages';

/** Ad accounts on one dashboard funnel: each costs a handful of batch requests. */
export const MAX_FUNNEL_ACCOUNTS = 25;
/** Insights fields per query (Meta refuses very long field lists). */
export const MAX_FUNNEL_FIELDS = 60;
/** The current period and the comparison period, with room for a third. */
export const MAX_TIME_RANGES = 3;

export const teamQuery = Type.Object({
  team: Type.Optional(IdString({ title: 'team', allowZero: true })),
});

export type TeamQuery = Static<typeof teamQuery>;

const AdAccountId = (title: string) =>
  Text({ title, maxLength: 40, pattern: '^act_[0-9]{1,30}$', invalid: `The ${title} must be an ad account id like act_1234567890.` });

const CalendarDate = (title: string) =>
  Text({ title, maxLength: 10, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', invalid: `The ${title} must be a date like 2026-01-31.` });

export const dashboardFunnelBody = Type.Object(
  {
    adaccounts: Type.Array(AdAccountId('ad account'), { title: 'ad accounts', minItems: 1, maxItems: MAX_FUNNEL_ACCOUNTS, uniqueItems: true }),
    fields: Type.Array(
      Text({ title: 'insights field', maxLength: 64, pattern: '^[a-z][a-z0-9_]{0,63}$', invalid: 'An insights field must be a name such as spend or actions.' }),
      { title: 'insights fields', minItems: 1, maxItems: MAX_FUNNEL_FIELDS, uniqueItems: true },
    ),
    time_ranges: Type.Array(
      Type.Object({ since: CalendarDate('start date'), until: CalendarDate('end date') }, { title: 'time range', additionalProperties: false }),
      { title: 'time ranges', minItems: 1, maxItems: MAX_TIME_RANGES },
    ),
  },
  { additionalProperties: false },
);

export type DashboardFunnelBody = Static<typeof dashboardFunnelBody>;

export const adsmgrFunnelBody = Type.Object(
  {
    adaccount: AdAccountId('ad account'),
    /** The ad sets to place; left out: every ad set of the account. */
    adsets: Type.Optional(
      Type.Array(
        Text({ title: 'ad set id', maxLength: 30, pattern: '^[0-9]{1,30}$', invalid: 'An ad set id must be a number like 120210000000001.' }),
        { title: 'ad sets', minItems: 1, maxItems: FUNNEL_FILTER_LIMIT, uniqueItems: true },
      ),
    ),
  },
  { additionalProperties: false },
);

export type AdsmgrFunnelBody = Static<typeof adsmgrFunnelBody>;

/** 1 cold, 2 engagement, 3 pixel visitors, 4 imported or purchase (SPEC §9). */
const stage = Type.Unsafe<1 | 2 | 3 | 4>({ type: 'integer', enum: [1, 2, 3, 4] });

/** An ad set's stage with the custom audiences it includes, each with its own stage (`POST /api/adsmgr/funnel`). */
export const adsetStage = Type.Object({
  id: Type.String(),
  stage,
  audiences: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), stage })),
});

/** Per account and stage, the platform's insights row per requested time range (`POST /api/dashboard/funnel`). */
export const dashboardFunnel = Type.Object({
  accounts: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      currency: Type.String(),
      stages: Type.Array(
        Type.Object({
          stage,
          /** How many ad sets the stage holds. */
          adsets: Type.Integer(),
          /** One entry per requested time range, in the request's order; `row` null when the stage did not deliver. */
          ranges: Type.Array(
            Type.Object({ since: Type.String(), until: Type.String(), row: OrNull(Type.Record(Type.String(), Type.Unknown())) }),
          ),
        }),
      ),
    }),
  ),
});
