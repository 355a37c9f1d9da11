import type { AudienceSettings } from 'shared-graph';
import { defaultAudienceSettings } from 'shared-graph/host';
import { ALL_COUNTRIES_GROUP, buildTargetingSpec, optimizationGoalFor } from './buildTargetingSpec';

const audience = (extra: Partial<AudienceSettings> = {}): AudienceSettings => ({ ...defaultAudienceSettings(), ...extra });

describe('buildTargetingSpec (SPEC §5)', () => {
  it('sends the default audience as Indonesia, 18 and up, open-ended, any gender', () => {
    expect(buildTargetingSpec(audience())).toEqual({ age_min: 18, geo_locations: { countries: ['ID'] } });
  });

  it('defaults empty ages to 18–65 and no location to Indonesia', () => {
    const spec = buildTargetingSpec(audience({ ageStart: 0, ageEnd: Number.NaN, locations: [] }));
    expect(spec).toEqual({ age_min: 18, geo_locations: { countries: ['ID'] } });
  });

  it('sends age_max only below 65, and genders only for 1 or 2', () => {
    expect(buildTargetingSpec(audience({ ageStart: 25, ageEnd: 34, gender: 2 }))).toMatchObject({ age_min: 25, age_max: 34, genders: [2] });
    expect(buildTargetingSpec(audience({ ageStart: 21, ageEnd: 65, gender: 1 }))).toEqual({ age_min: 21, genders: [1], geo_locations: { countries: ['ID'] } });
    expect(buildTargetingSpec(audience({ ageStart: 40, ageEnd: 30 }))).toMatchObject({ age_min: 30, age_max: 40 });
  });

  it('maps each location type and expands the ALL group to the preset countries', () => {
    const spec = buildTargetingSpec(
      audience({
        locations: [
          { code: 'MY', type: 'country', name: 'Malaysia' },
          { code: 'JB', type: 'region', name: 'Jawa Barat', key: '1725' },
          { code: 'BDG', type: 'city', name: 'Bandung', key: '2023' },
          { code: 'DMA:501', type: 'geo_market', name: 'New York' },
          { code: 'asean', type: 'group', name: 'ASEAN' },
          { code: 'ALL', type: 'group', name: 'Semua' },
        ],
      }),
    );
    expect(spec.geo_locations.countries).toEqual(['MY', ...ALL_COUNTRIES_GROUP.filter((c) => c !== 'MY')]);
    expect(spec.geo_locations).toMatchObject({ regions: [{ key: '1725' }], cities: [{ key: '2023' }], geo_markets: [{ key: 'DMA:501' }], country_groups: ['asean'] });
    expect(ALL_COUNTRIES_GROUP).toContain('ID');
    expect(new Set(ALL_COUNTRIES_GROUP).size).toBe(ALL_COUNTRIES_GROUP.length);
  });

  it('turns relationships into relationship_statuses ids and keeps non-empty flexible groups', () => {
    const spec = buildTargetingSpec(audience({ relationship: ['single', 'married', 'engaged', 'inRelationship', 'notSpecified'] }), [
      { interests: [{ id: '6003', name: 'Batik' }] },
      { interests: [] },
    ]);
    expect(spec.relationship_statuses).toEqual([1, 3, 4, 2, 6]);
    expect(spec.flexible_spec).toEqual([{ interests: [{ id: '6003', name: 'Batik' }] }]);
  });
});

describe('optimizationGoalFor (SPEC §9)', () => {
  it.each([
    ['CONVERSIONS', 'OFFSITE_CONVERSIONS'],
    ['MESSAGES', 'OFFSITE_CONVERSIONS'],
    ['BRAND_AWARENESS', 'AD_RECALL_LIFT'],
    ['REACH', 'REACH'],
    ['LINK_CLICKS', 'LINK_CLICKS'],
    ['POST_ENGAGEMENT', 'POST_ENGAGEMENT'],
    ['APP_INSTALLS', 'APP_INSTALLS'],
    ['VIDEO_VIEWS', 'THRUPLAY'],
    ['LEAD_GENERATION', 'LEAD_GENERATION'],
  ] as const)('%s → %s', (objective, goal) => {
    expect(optimizationGoalFor(objective)).toBe(goal);
  });
});
