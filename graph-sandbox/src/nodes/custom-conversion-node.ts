import type { NodeType } from '../graph/fields/node-type';
import { projectNode } from '../graph/fields/project';
import type { CustomConversion } from '../world/pixels/custom-conversion';
import { adsPixelNode } from './ads-pixel-node';
import { accountTime } from './node-values';

/** Meta's `CustomConversion`: `rule` is the JSON string Meta sends, `pixel` the `AdsPixel` node (`{id}` unless expanded). */
export const customConversionNode: NodeType<CustomConversion> = {
  name: 'CustomConversion',
  defaultFields: [],
  id: (c) => c.id,
  fields: {
    id: (c) => c.id,
    account_id: (c) => c.accountId.replace(/^act_/, ''),
    name: (c) => c.name,
    description: (c) => c.description || undefined,
    custom_event_type: (c) => c.customEventType,
    rule: (c) => c.rule,
    pixel: (c, spec, ctx) => {
      const pixel = ctx.world.pixels.find((p) => p.id === c.pixelId);
      return pixel ? projectNode(adsPixelNode, pixel, spec.children, ctx) : { id: c.pixelId };
    },
    data_sources: (c, _spec, ctx) => {
      const pixel = ctx.world.pixels.find((p) => p.id === c.pixelId);
      return [{ id: c.pixelId, source_type: 'PIXEL', name: pixel?.name ?? '' }];
    },
    event_source_type: () => 'pixel',
    business: (c, _spec, ctx) => {
      const business = ctx.world.account(c.accountId)?.business;
      return business ? { ...business } : undefined;
    },
    creation_time: (c, _spec, ctx) => accountTime(c.createdAt, ctx.world.account(c.accountId)),
    first_fired_time: (c, _spec, ctx) => accountTime(c.firstFiredAt, ctx.world.account(c.accountId)),
    last_fired_time: (c, _spec, ctx) => accountTime(c.lastFiredAt, ctx.world.account(c.accountId)),
    default_conversion_value: (c) => c.defaultValue,
    is_archived: (c) => c.isArchived,
    is_unavailable: () => false,
  },
};

/** `GET /{act}/customconversions`: newest first, archived ones included (they read `is_archived: true`). */
export const listCustomConversions = (conversions: readonly CustomConversion[]): CustomConversion[] =>
  [...conversions].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
