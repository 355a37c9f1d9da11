import type { IdFactory } from '../ids';
import { Taxonomy } from './taxonomy';
import type { TargetingItem } from './targeting-item';

/** A taxonomy this process built, and what building it read and took from the world's ids. */
interface BuiltTaxonomy {
  idsBefore: ReadonlySet<string>;
  drawnIds: readonly string[];
  taxonomy: Taxonomy;
}

/**
 * Taxonomies built in this process, by world seed: building one is a large share of building a world, and tests
 * and resets build many worlds of one seed. Worlds share them because a taxonomy is never written to (its items
 * are frozen, so a write would throw rather than leak into the next world).
 */
const builtBySeed = new Map<number, BuiltTaxonomy>();

function sameIds(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}

function freezeItem(item: TargetingItem): TargetingItem {
  Object.freeze(item.path);
  if (item.status) {
    for (const plan of item.status.futurePlan) Object.freeze(plan);
    Object.freeze(item.status.futurePlan);
    Object.freeze(item.status);
  }
  return Object.freeze(item);
}

/**
 * The taxonomy of a world with this seed, exactly as `build` (drawing from the seed's streams and `ids`) makes it.
 * Its ids depend on the ids the world has taken before it (a drawn id that is taken is drawn again), so a built
 * taxonomy is reused only when those are the same ids, and its drawn ids are then taken as building would take them.
 */
export function taxonomyForSeed(seed: number, ids: IdFactory, build: () => TargetingItem[]): Taxonomy {
  const built = builtBySeed.get(seed);
  if (built && sameIds(ids.taken(), built.idsBefore)) {
    for (const id of built.drawnIds) ids.reserve(id);
    return built.taxonomy;
  }
  const idsBefore = new Set(ids.taken());
  const taxonomy = new Taxonomy(Object.freeze(build().map(freezeItem)));
  builtBySeed.set(seed, { idsBefore, drawnIds: [...ids.taken()].slice(idsBefore.size), taxonomy });
  return taxonomy;
}
