import { agesOf, audiencesOf, editedTargeting, interestsOf, narrowsByGroups, placementsOf, placesOf } from './targetingEdits';

const spec = {
  age_min: 25,
  age_max: 44,
  genders: [2],
  geo_locations: { countries: ['ID'], cities: [{ key: '2673660', name: 'Jakarta', region: 'Jakarta', region_id: '1035', country: 'ID', radius: 25, distance_unit: 'kilometer' }] },
  flexible_spec: [{ interests: [{ id: '6003001', name: 'Batik' }], behaviors: [{ id: '6002714', name: 'Frequent Travelers' }] }],
  custom_audiences: [{ id: '23851', name: 'Website visitors 30d' }],
  publisher_platforms: ['facebook', 'instagram'],
  instagram_positions: ['stream', 'reels'],
  device_platforms: ['mobile', 'desktop'],
  targeting_automation: { advantage_audience: 0 },
};

test('reads ages, places, interests, audiences and placements as the editor shows them', () => {
  expect(agesOf(spec)).toEqual({ ageMin: 25, ageMax: 44, gender: 2 });
  expect(agesOf(null)).toEqual({ ageMin: 18, ageMax: 65, gender: 0 });
  expect(placesOf(spec)).toEqual([
    { key: 'ID', name: 'Indonesia', type: 'country', label: 'Indonesia' },
    { key: '2673660', name: 'Jakarta', type: 'city', label: 'Jakarta, Jakarta, Indonesia' },
  ]);
  expect(interestsOf(spec)).toEqual([
    { id: '6003001', name: 'Batik', kind: 'interests' },
    { id: '6002714', name: 'Frequent Travelers', kind: 'behaviors' },
  ]);
  expect(audiencesOf(spec, 'custom_audiences')).toEqual([{ id: '23851', name: 'Website visitors 30d' }]);
  // Facebook without positions = all of Facebook's; Instagram's named ones.
  const placements = placementsOf(spec);
  expect(placements.mode).toBe('manual');
  expect(placements.positions).toEqual(expect.arrayContaining(['facebook.feed', 'facebook.facebook_reels', 'instagram.stream', 'instagram.reels']));
  expect(placements.positions).not.toContain('instagram.story');
  expect(placementsOf({}).mode).toBe('automatic');
  expect(narrowsByGroups({ flexible_spec: [{ interests: [] }, { interests: [{ id: '1' }] }, { behaviors: [{ id: '2' }] }] })).toBe(true);
});

test('an age and a city change keep everything else; a kept city keeps its radius', () => {
  const next = editedTargeting(spec, {
    ageMin: 30,
    ageMax: 50,
    gender: 0,
    places: [
      { key: '2673660', name: 'Jakarta', type: 'city', label: 'Jakarta' },
      { key: '1563283', name: 'Bandung', type: 'city', label: 'Bandung' },
    ],
  });
  expect(next).toMatchObject({ age_min: 30, age_max: 50, flexible_spec: spec.flexible_spec, custom_audiences: spec.custom_audiences, instagram_positions: ['stream', 'reels'] });
  expect(next.genders).toBeUndefined();
  expect(next.geo_locations).toEqual({ cities: [{ key: '2673660', radius: 25, distance_unit: 'kilometer' }, { key: '1563283' }] });
  expect(spec.age_min).toBe(25);
});

test('interests become one group; none clears them; audiences in and out; placements automatic or manual', () => {
  expect(editedTargeting(spec, { interests: [{ id: '1', name: 'Kebaya', kind: 'interests' }] }).flexible_spec).toEqual([{ interests: [{ id: '1', name: 'Kebaya' }] }]);
  expect(editedTargeting(spec, { interests: [] }).flexible_spec).toBeUndefined();
  const audiences = editedTargeting(spec, { audiences: [], excludedAudiences: [{ id: '9', name: 'Buyers 180d' }] });
  expect(audiences.custom_audiences).toBeUndefined();
  expect(audiences.excluded_custom_audiences).toEqual([{ id: '9', name: 'Buyers 180d' }]);
  const automatic = editedTargeting(spec, { placements: { mode: 'automatic', positions: [] } });
  expect(automatic.publisher_platforms).toBeUndefined();
  expect(automatic.instagram_positions).toBeUndefined();
  expect(automatic.device_platforms).toEqual(['mobile', 'desktop']);
  expect(editedTargeting(spec, { placements: { mode: 'manual', positions: ['facebook.feed', 'instagram.reels'] } })).toMatchObject({
    publisher_platforms: ['facebook', 'instagram'],
    facebook_positions: ['feed'],
    instagram_positions: ['reels'],
  });
  const mobile = editedTargeting({ ...spec, device_platforms: ['mobile'] }, { placements: { mode: 'manual', positions: ['facebook.feed', 'facebook.right_hand_column'] } });
  expect(mobile.facebook_positions).toEqual(['feed']);
});
