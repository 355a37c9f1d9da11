import type { NodeType } from '../graph/fields/node-type';
import { unixSeconds } from '../lib/meta-time';
import type { CustomAudience } from '../world/audiences/custom-audience';

const READY = { code: 200, description: 'This audience is ready for use.' };
const NORMAL = { code: 200, description: 'Normal' };

/** GRAPH-API §13: bounds as ints, times as unix seconds, statuses as `{code, description}`. */
export const customAudienceNode: NodeType<CustomAudience> = {
  name: 'CustomAudience',
  defaultFields: [],
  id: (a) => a.id,
  fields: {
    id: (a) => a.id,
    account_id: (a) => a.accountId.replace(/^act_/, ''),
    name: (a) => a.name,
    description: (a) => a.description,
    subtype: (a) => a.subtype,
    approximate_count_lower_bound: (a) => a.lowerBound,
    approximate_count_upper_bound: (a) => a.upperBound,
    customer_file_source: (a) => a.customerFileSource ?? undefined,
    data_source: (a) => ({ ...a.dataSource }),
    delivery_status: () => ({ ...READY }),
    operation_status: () => ({ ...NORMAL }),
    lookalike_spec: (a) =>
      a.lookalike
        ? {
            country: a.lookalike.country,
            ratio: a.lookalike.ratio,
            starting_ratio: a.lookalike.startingRatio ?? 0,
            type: a.lookalike.type ?? 'custom_ratio',
            ...(a.lookalike.countries ? { location_spec: { geo_locations: { countries: [...a.lookalike.countries] } } } : {}),
            origin: [{ id: a.lookalike.originId, name: a.lookalike.originName, type: 'custom_audience' }],
          }
        : undefined,
    lookalike_audience_ids: (a, _spec, ctx) => {
      const ids = ctx.world.customAudiences.filter((other) => other.lookalike?.originId === a.id).map((other) => other.id);
      return ids.length ? ids : undefined;
    },
    retention_days: (a) => a.retentionDays,
    rule: (a) => a.rule ?? undefined,
    rule_aggregation: () => undefined,
    pixel_id: (a) => a.pixelId ?? undefined,
    time_created: (a) => unixSeconds(a.createdAt),
    time_updated: (a) => unixSeconds(a.updatedAt),
    time_content_updated: (a) => unixSeconds(a.updatedAt),
    is_value_based: () => false,
    is_household: () => false,
    is_snapshot: () => false,
    sharing_status: () => ({ sharing_relationship_id: 0, status: 'NOT_SHARED' }),
    permission_for_actions: (a) => ({
      can_edit: true,
      can_see_insight: 'True',
      can_share: 'True',
      subtype_supports_lookalike: a.subtype === 'LOOKALIKE' ? 'False' : 'True',
      supports_recipient_lookalike: 'False',
    }),
    delete_time: () => undefined,
  },
};
