import { GeoCatalog } from './geo-catalog';

const geo = new GeoCatalog();

describe('GeoCatalog', () => {
  it('names countries in Indonesian for id_ID', () => {
    const us = geo.get('country', 'US')!;
    expect(geo.toGraph(us, 'id_ID')).toMatchObject({ key: 'US', name: 'Amerika Serikat', type: 'country', supports_region: true });
    expect(geo.toGraph(us, 'en_US').name).toBe('United States');
  });

  it('has a worldwide group covering every country', () => {
    const worldwide = geo.toGraph(geo.get('country_group', 'worldwide')!, 'en_US');
    expect(worldwide).toMatchObject({ type: 'country_group', is_worldwide: true, name: 'Worldwide' });
    expect(worldwide.country_codes).toContain('ID');
    expect(geo.toGraph(geo.get('country_group', 'asean')!, 'en_US').country_codes).toContain('SG');
  });

  it('keeps Meta keys where they are known and reports region ids as integers', () => {
    expect(geo.get('region', '3859')?.names.en).toBe('Kansas');
    expect(geo.get('region', '3875')?.names.en).toBe('New York');
    const losAngeles = geo.toGraph(geo.get('city', '2420379')!, 'en_US');
    expect(losAngeles).toMatchObject({ name: 'Los Angeles', region: 'California', country_code: 'US' });
    expect(typeof losAngeles.region_id).toBe('number');
  });

  it('finds places by either language and type', () => {
    expect(geo.search({ q: 'jawa timur', limit: 3, types: ['region'] })[0]?.names.en).toBe('East Java');
    const cities = geo.search({ q: 'ban', limit: 10, types: ['city'], countryCode: 'ID' });
    expect(cities.map((c) => c.names.en)).toEqual(expect.arrayContaining(['Bandung', 'Banda Aceh', 'Banjarmasin']));
    expect(cities.every((c) => c.type === 'city' && c.countryCode === 'ID')).toBe(true);
  });
});

describe('GeoCatalog: the markets advertisers target', () => {
  it.each([
    ['ID', 'Surabaya', 'East Java'],
    ['US', 'Chicago', 'Illinois'],
    ['JP', 'Osaka', 'Osaka'],
    ['MY', 'Kuala Lumpur', 'Kuala Lumpur'],
    ['MY', 'Petaling Jaya', 'Selangor'],
    ['GB', 'Manchester', 'England'],
    ['AU', 'Melbourne', 'Victoria'],
  ])('finds the cities of %s by name with their region (%s)', (country, city, region) => {
    const [found] = geo.search({ q: city, limit: 1, types: ['city'], countryCode: country });
    expect(geo.toGraph(found!, 'en_US')).toMatchObject({ name: city, type: 'city', country_code: country, region, region_id: expect.any(Number), supports_city: true, supports_region: true });
  });

  it('finds regions of MY, GB and AU, and Singapore as a city of a country without regions', () => {
    expect(geo.search({ q: 'selangor', limit: 1, types: ['region'] }).map((l) => geo.toGraph(l, 'en_US'))).toEqual([expect.objectContaining({ type: 'region', country_code: 'MY', country_name: 'Malaysia' })]);
    expect(geo.search({ q: 'scotland', limit: 1, types: ['region'] })[0]?.countryCode).toBe('GB');
    expect(geo.search({ q: 'new south wales', limit: 1, types: ['region'] })[0]?.countryCode).toBe('AU');
    expect(geo.toGraph(geo.get('country', 'SG')!, 'en_US')).toMatchObject({ supports_region: false, supports_city: true });
    expect(geo.toGraph(geo.search({ q: 'singapore', limit: 1, types: ['city'] })[0]!, 'en_US')).toMatchObject({ type: 'city', country_code: 'SG' });
  });

  it('gives every city its own key', () => {
    const keys = geo.locations.filter((l) => l.type === 'city').map((l) => l.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
