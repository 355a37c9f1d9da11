import { createRandom } from '../../lib/random';
import { IdFactory } from '../ids';
import { audienceBounds, buildTaxonomy } from './build-taxonomy';
import { Taxonomy } from './taxonomy';

const taxonomy = new Taxonomy(buildTaxonomy(createRandom('taxonomy-test'), new IdFactory(createRandom('ids'))));

describe('Taxonomy.search', () => {
  it('ranks an exact name first, then prefixes, then later words', () => {
    const names = taxonomy.search({ q: 'coffee', limit: 1000 }).map((i) => i.name);
    expect(names[0]).toBe('Coffee');
    const prefixEnd = names.findIndex((n) => !n.toLowerCase().startsWith('coffee'));
    expect(prefixEnd).toBeGreaterThan(1);
    expect(names.slice(prefixEnd).every((n) => !n.toLowerCase().startsWith('coffee'))).toBe(true);
    expect(names.slice(prefixEnd).some((n) => /\bcoffee/i.test(n))).toBe(true);
  });

  it('ignores case and diacritics and matches multi-word queries by word starts', () => {
    expect(taxonomy.search({ q: 'CAFÉS', limit: 3 })[0]?.name).toBe('Cafes');
    expect(taxonomy.search({ q: 'street food indo', limit: 5 }).map((i) => i.name)).toContain('Indonesian street food');
  });

  it('respects the limit and returns nothing for an empty query', () => {
    expect(taxonomy.search({ q: 'a', limit: 7 })).toHaveLength(7);
    expect(taxonomy.search({ q: '  ', limit: 7 })).toEqual([]);
  });

  it('filters by type', () => {
    const results = taxonomy.search({ q: 'parents', limit: 50, types: ['family_statuses'] });
    expect(results.length).toBeGreaterThan(3);
    expect(results.every((i) => i.type === 'family_statuses')).toBe(true);
  });

  it('hides tiny work and school entries unless their type is asked for', () => {
    expect(taxonomy.search({ q: 'Warung Mak Ijah', limit: 5 })).toEqual([]);
    expect(taxonomy.search({ q: 'Warung Mak Ijah', limit: 5, types: ['work_employers'] })[0]?.upperBound).toBeLessThan(2000);
  });

  it('speaks Indonesian for locale id_ID, matching either language', () => {
    const [kopi] = taxonomy.search({ q: 'kopi', limit: 1, locale: 'id_ID' });
    expect(kopi?.name).toBe('Kopi');
    expect(kopi?.path).toEqual(['Minat', 'Makanan dan minuman', 'Minuman', 'Kopi']);
    expect(taxonomy.search({ q: 'coffee', limit: 1, locale: 'id_ID' })[0]?.name).toBe('Kopi');
    expect(taxonomy.search({ q: 'kopi', limit: 1 })[0]?.name).toMatch(/^Kopi \w+/);
  });
});

describe('audienceBounds', () => {
  it('reports an upper bound 1.176 times the lower one, as the platform does', () => {
    expect(audienceBounds(44_629_612)).toEqual({ lowerBound: 44_629_600, upperBound: 52_484_410 });
  });
});
