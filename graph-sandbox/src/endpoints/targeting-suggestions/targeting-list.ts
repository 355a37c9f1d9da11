import { graphErrors } from '../../graph/errors/error-catalog';
import type { GraphParams } from '../../graph/params';
import { TARGETING_TYPES, type TargetingItem, type TargetingType } from '../../world/taxonomy/targeting-item';
import type { World } from '../../world/world';

/** `targeting_list=[{"type":"interests","id":6003…}]` → the known items (unknown ids are skipped, as Meta does). */
export function parseTargetingList(world: World, params: GraphParams, name = 'targeting_list'): TargetingItem[] {
  params.required(name);
  const list = params.json(name);
  if (!Array.isArray(list)) throw graphErrors.invalidParameter(`Param ${name} must be an array`);
  return list.flatMap((entry, i) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw graphErrors.invalidParameter(`Param ${name}[${i}] must be an object with type and id`);
    const { type, id } = entry as { type?: unknown; id?: unknown };
    if (typeof type !== 'string' || !(TARGETING_TYPES as readonly string[]).includes(type)) {
      throw graphErrors.invalidParameter(`Param ${name}[${i}][type] must be one of {${TARGETING_TYPES.join(', ')}}`);
    }
    if (typeof id !== 'string' && typeof id !== 'number') throw graphErrors.invalidParameter(`Param ${name}[${i}][id] is required`);
    const item = world.taxonomy.find(type as TargetingType, String(id));
    return item ? [item] : [];
  });
}
