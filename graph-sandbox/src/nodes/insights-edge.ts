import type { FieldSpec } from '../graph/fields/field-spec';
import type { EdgeDefinition } from '../graph/fields/node-type';
import { readInsightsRequest } from '../endpoints/insights/insights-request';
import { accountToday, isInsightsRoot, runInsights } from '../endpoints/insights/insights-report';

/** A list edge's `date_preset` and `time_range` scope the insights expanded inside it (GRAPH-API §6.1). */
const SCOPED_BY_PARENT = new Set(['date_preset', 'time_range']);

function fieldsText(specs: FieldSpec[] | undefined): string | undefined {
  return specs?.map((spec) => spec.name).join(',');
}

/**
 * `insights.time_ranges([…]){spend,…}` / `insights.date_preset(last_7d){…}` inside `fields=` (GRAPH-API §6.7):
 * the same report as `/{id}/insights`, its parameters taken from the modifiers.
 */
export function insightsEdge<E extends { id: string }>(): EdgeDefinition<E> {
  return {
    rows: (entity, ctx, query, specs) => {
      const node = ctx.world.node(entity.id);
      if (!node || !isInsightsRoot(node)) return [];
      const modifiers = (name: string): string | undefined => query(name) ?? (SCOPED_BY_PARENT.has(name) && !query('time_ranges') && !query('date_preset') && !query('time_range') ? ctx.params.string(name) : undefined);
      const request = readInsightsRequest(modifiers, accountToday(ctx.world, node, ctx.now), fieldsText(specs));
      return runInsights(ctx.world, node, request).rows.map((row) => () => row);
    },
  };
}
