import { graphError } from 'shared-graph/testing';
import { researchServer } from '../testing/researchServer';
import { pagesApi } from './pagesApi';

describe('pagesApi.pageData', () => {
  it('reads pages with ?ids= 10 at a time and computes the engagement rate', async () => {
    const { graph } = researchServer();
    graph.on('GET', '', ({ query }) => {
      const ids = query.get('ids')!.split(',');
      return Object.fromEntries(ids.map((id) => [id, { id, name: `Page ${id}`, fan_count: 2000, talking_about_count: id === '1' ? 50 : 0, category: 'Bakery' }]));
    });
    const { pages, missing } = await pagesApi.pageData({ pageIds: Array.from({ length: 12 }, (_, i) => String(i + 1)) });
    expect(graph.operations.map((op) => op.query.get('ids')!.split(',').length)).toEqual([10, 2]);
    expect(graph.operations[0]!.query.get('fields')).toBe('id,name,fan_count,talking_about_count,category');
    expect(pages).toHaveLength(12);
    expect(missing).toEqual([]);
    expect(pages[0]).toEqual({ id: '1', name: 'Page 1', fan_count: 2000, talking_about_count: 50, eng_rate: 2.5, category: 'Bakery' });
  });

  it("reads a call again without the ids Meta's 803 names, and reports them instead of failing every page of the call", async () => {
    const known = new Set(['111', 'nasa']);
    const { graph } = researchServer();
    graph.on('GET', '', ({ query }) => {
      const ids = query.get('ids')!.split(',');
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length) return graphError({ message: `(#803) Some of the aliases you requested do not exist: ${unknown.join(',')}`, type: 'OAuthException', code: 803 });
      return Object.fromEntries(ids.map((id) => [id, { id: id === 'nasa' ? '222' : id, name: `Page ${id}`, fan_count: 10, talking_about_count: 1, category: 'Science' }]));
    });
    const { pages, missing } = await pagesApi.pageData({ pageIds: ['111', 'Ghost_Page', 'nasa', '999999999999'] });
    expect(pages.map((p) => p.name)).toEqual(['Page 111', 'Page nasa']);
    expect(missing).toEqual(['Ghost_Page', '999999999999']);
    expect(graph.operations).toHaveLength(2);
  });
});
