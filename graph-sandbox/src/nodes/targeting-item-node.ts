import type { NodeType } from '../graph/fields/node-type';
import type { TargetingItem } from '../world/taxonomy/targeting-item';

/** A detailed-targeting option as targetingsearch returns it; bounds are JSON integers (GRAPH-API §2.1). */
export const targetingItemNode: NodeType<TargetingItem> = {
  name: 'AdAccountTargetingUnified',
  defaultFields: ['id', 'name', 'type', 'path', 'description', 'audience_size_lower_bound', 'audience_size_upper_bound'],
  id: (item) => item.id,
  fields: {
    id: (item) => item.id,
    name: (item) => item.name,
    type: (item) => item.type,
    path: (item) => [...item.path],
    description: (item) => item.description,
    audience_size_lower_bound: (item) => item.lowerBound,
    audience_size_upper_bound: (item) => item.upperBound,
    valid: () => true,
    raw_name: (item) => item.name,
    is_recommendation: () => false,
  },
};
