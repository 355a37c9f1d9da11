import { researchServer } from '../testing/researchServer';
import { locationsApi } from './locationsApi';

describe('locationsApi.searchLocations', () => {
  it('asks adgeolocation for 5 results of the SPEC §7 types', async () => {
    const { graph } = researchServer();
    graph.on('GET', 'search', { data: [{ key: 'ID', name: 'Indonesia', type: 'country', supports_region: true, supports_city: true }] });
    await expect(locationsApi.searchLocations({ query: 'indo' })).resolves.toEqual([{ key: 'ID', name: 'Indonesia', type: 'country', supports_region: true, supports_city: true }]);
    await locationsApi.searchLocations({ query: 'indo', countryOnly: true });
    await expect(locationsApi.searchLocations({ query: '  ' })).resolves.toEqual([]);
    expect(graph.operations).toHaveLength(2);
    expect(Object.fromEntries(graph.operations[0]!.query)).toMatchObject({ type: 'adgeolocation', q: 'indo', limit: '5', location_types: '["country_group","country","region","geo_market","city","zip","place"]' });
    expect(graph.operations[1]!.query.get('location_types')).toBe('["country_group","country"]');
  });
});
