import { fakePlatform as platform, jsonResponse } from '../testing/graphRuntime';
import { locationsApi } from './locationsApi';

describe('locationsApi.searchLocations', () => {
  it('asks adgeolocation for 5 results of the SPEC §7 types', async () => {
    const rt = platform(() => jsonResponse({ data: [{ key: 'ID', name: 'Indonesia', type: 'country', supports_region: true, supports_city: true }] }));
    await expect(locationsApi.searchLocations({ query: 'indo' })).resolves.toEqual([{ key: 'ID', name: 'Indonesia', type: 'country', supports_region: true, supports_city: true }]);
    await locationsApi.searchLocations({ query: 'indo', countryOnly: true });
    await expect(locationsApi.searchLocations({ query: '  ' })).resolves.toEqual([]);
    expect(rt.calls).toHaveLength(2);
    expect(Object.fromEntries(rt.calls[0]!.url.searchParams)).toMatchObject({ type: 'adgeolocation', q: 'indo', limit: '5', location_types: '["country_group","country","region","geo_market","city","zip","place"]' });
    expect(rt.calls[1]!.url.searchParams.get('location_types')).toBe('["country_group","country"]');
  });
});
