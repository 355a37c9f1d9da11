import { createRandom } from '../../lib/random';
import { IdFactory } from '../ids';
import { buildTaxonomy } from './build-taxonomy';
import { taxonomyForSeed } from './taxonomy-for-seed';

const SEED = 424242;

/** The ids a world holds before its taxonomy: the same ones for the same seed unless `extra` is reserved too. */
function worldIds(extra?: string): IdFactory {
  const ids = new IdFactory(createRandom(`ids-${SEED}`));
  ids.reserve('100090000000001');
  if (extra) ids.reserve(extra);
  return ids;
}

describe('taxonomyForSeed', () => {
  let builds = 0;
  const taxonomyOf = (ids: IdFactory) =>
    taxonomyForSeed(SEED, ids, () => {
      builds += 1;
      return buildTaxonomy(createRandom(`taxonomy-${SEED}`), ids.stream('taxonomy'));
    });

  it('gives a second world of the seed the first one’s taxonomy, and takes the same ids in it', () => {
    const first = worldIds();
    const taxonomy = taxonomyOf(first);
    const second = worldIds();
    expect(taxonomyOf(second)).toBe(taxonomy);
    expect(builds).toBe(1);
    expect([...second.taken()]).toEqual([...first.taken()]);
  });

  it('builds again for a world whose ids before the taxonomy differ, with what building gives', () => {
    const before = builds;
    const ids = worldIds('6003123456789');
    const items = taxonomyOf(ids).items;
    expect(builds).toBe(before + 1);
    const fresh = worldIds('6003123456789');
    expect(buildTaxonomy(createRandom(`taxonomy-${SEED}`), fresh.stream('taxonomy'))).toEqual(items);
    expect([...fresh.taken()]).toEqual([...ids.taken()]);
  });

  it('hands out items that refuse writes, so one world cannot change another’s', () => {
    const [item] = taxonomyOf(worldIds()).items;
    expect(() => {
      (item as { name: string }).name = 'Renamed';
    }).toThrow(TypeError);
    expect(() => (item?.path as string[]).push('more')).toThrow(TypeError);
  });
});
