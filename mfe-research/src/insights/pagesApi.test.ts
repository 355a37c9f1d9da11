import { fakePlatform as platform, jsonResponse } from '../testing/graphRuntime';
import { pagesApi } from './pagesApi';

describe('pagesApi.pageData', () => {
  it('reads pages with ?ids= 10 at a time and computes the engagement rate', async () => {
    const rt = platform((call) => {
      const ids = call.url.searchParams.get('ids')!.split(',');
      return jsonResponse(Object.fromEntries(ids.map((id) => [id, { id, name: `Page ${id}`, fan_count: 2000, talking_about_count: id === '1' ? 50 : 0, category: 'Bakery' }])));
    });
    const pages = await pagesApi.pageData({ pageIds: Array.from({ length: 12 }, (_, i) => String(i + 1)) });
    expect(rt.calls.map((c) => c.url.searchParams.get('ids')!.split(',').length)).toEqual([10, 2]);
    expect(rt.calls[0]!.url.searchParams.get('fields')).toBe('id,name,fan_count,talking_about_count,category');
    expect(pages).toHaveLength(12);
    expect(pages[0]).toEqual({ id: '1', name: 'Page 1', fan_count: 2000, talking_about_count: 50, eng_rate: 2.5, category: 'Bakery' });
  });
});
