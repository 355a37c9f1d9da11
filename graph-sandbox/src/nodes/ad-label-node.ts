import type { NodeType } from '../graph/fields/node-type';
import type { AdLabel } from '../world/labels/ad-label';
import { accountTime } from './node-values';

/** Meta's `AdLabel`: `account` is the owning ad account as `{id}`. */
export const adLabelNode: NodeType<AdLabel> = {
  name: 'AdLabel',
  defaultFields: [],
  id: (l) => l.id,
  fields: {
    id: (l) => l.id,
    name: (l) => l.name,
    account: (l) => ({ id: l.accountId }),
    created_time: (l, _spec, ctx) => accountTime(l.createdAt, ctx.world.account(l.accountId)),
    updated_time: (l, _spec, ctx) => accountTime(l.updatedAt, ctx.world.account(l.accountId)),
  },
};

/** `GET /{act}/adlabels`: newest first. */
export const listAdLabels = (labels: readonly AdLabel[]): AdLabel[] => [...labels].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
