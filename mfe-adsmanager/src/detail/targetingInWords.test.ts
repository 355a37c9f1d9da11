import { targetingInWords } from './targetingInWords';

const text = (spec: Parameters<typeof targetingInWords>[0]) => Object.fromEntries(targetingInWords(spec).map((l) => [l.label, l.text]));

test('tells locations, ages, gender, interests, audiences and placements in words', () => {
  const words = text({
    age_min: 25,
    age_max: 44,
    genders: [2],
    geo_locations: { countries: ['ID'], cities: [{ key: '1', name: 'Jakarta' }] },
    flexible_spec: [{ interests: [{ id: '1', name: 'Batik' }, { id: '2', name: 'Fashion' }], behaviors: [{ id: '3', name: 'Online shoppers' }] }, { interests: [{ id: '4', name: 'Weddings' }] }],
    custom_audiences: [{ id: 'a', name: 'Site visitors 30d' }],
    excluded_custom_audiences: [{ id: 'b', name: 'Purchasers 180d' }],
    publisher_platforms: ['facebook', 'instagram'],
    facebook_positions: ['feed'],
    device_platforms: ['mobile'],
  });
  expect(words).toEqual({
    Locations: 'Indonesia, Jakarta',
    Age: '25 to 44',
    Gender: 'Women',
    'Detailed targeting': 'People who match interests: Batik or Fashion or behaviours: Online shoppers; and also interests: Weddings',
    'Custom audiences': 'In: Site visitors 30d; Out: Purchasers 180d',
    Placements: 'Facebook (feed); Instagram (all positions)',
    Devices: 'Mobile only',
  });
});

test('an open targeting reads as broad, 65+ and Advantage+ placements', () => {
  expect(text({ geo_locations: { countries: ['MY'] } })).toMatchObject({
    Age: '18 to 65+',
    Gender: 'All genders',
    'Detailed targeting': 'None (broad)',
    Placements: expect.stringContaining('Advantage+ placements'),
    Devices: 'Mobile and desktop',
  });
  expect(targetingInWords(null)).toEqual([]);
});
