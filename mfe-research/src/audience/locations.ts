import type { AudienceLocation, AudienceSettings, Gender, Relationship } from 'shared-graph';
import type { GeoLocationResult } from './locationsApi';
import { countryNamesId, worldwideNameId } from 'shared-ui';

/** Country groups offered besides the geo search; 'ALL' expands to the preset list when targeting. */
export const COUNTRY_GROUPS: AudienceLocation[] = [{ code: 'ALL', type: 'group', name: worldwideNameId }];

export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  single: 'Single',
  inRelationship: 'In a relationship',
  married: 'Married',
  engaged: 'Engaged',
  notSpecified: 'Not specified',
};

export const GENDER_LABELS: Record<Gender, string> = { 0: 'All', 1: 'Men', 2: 'Women' };

export const AGE_MIN = 18;
export const AGE_MAX = 65;

/** Indonesian name for countries (SPEC: country names in Indonesian), the platform's name otherwise. */
export function countryName(code: string, fallback: string): string {
  return (countryNamesId as Record<string, string>)[code.toUpperCase()] ?? fallback;
}

/** A geo search result as an audience location; zips and places are not offered. */
export function toLocation(result: GeoLocationResult): AudienceLocation | null {
  switch (result.type) {
    case 'country':
      return { code: result.key, type: 'country', name: countryName(result.key, result.name) };
    case 'country_group':
      return { code: result.key, type: 'group', key: result.key, name: result.name };
    case 'region':
    case 'city':
    case 'geo_market': {
      const where = result.country_code ? countryName(result.country_code, result.country_name ?? result.country_code) : '';
      return { code: result.key, key: result.key, type: result.type, name: where ? `${result.name}, ${where}` : result.name };
    }
    default:
      return null;
  }
}

export const sameLocation = (a: AudienceLocation, b: AudienceLocation) => a.type === b.type && (a.key ?? a.code) === (b.key ?? b.code);

export function addLocation(settings: AudienceSettings, location: AudienceLocation): AudienceSettings {
  if (settings.locations.some((l) => sameLocation(l, location))) return settings;
  return { ...settings, locations: [...settings.locations, location] };
}

export function removeLocation(settings: AudienceSettings, location: AudienceLocation): AudienceSettings {
  return { ...settings, locations: settings.locations.filter((l) => !sameLocation(l, location)) };
}

/** Ages clamped to 18–65 with start ≤ end; an empty field falls back to the default. */
export function withAges(settings: AudienceSettings, start: number | null, end: number | null): AudienceSettings {
  const clamp = (value: number | null, fallback: number) =>
    value === null || !Number.isFinite(value) ? fallback : Math.min(AGE_MAX, Math.max(AGE_MIN, Math.round(value)));
  let ageStart = clamp(start, AGE_MIN);
  let ageEnd = clamp(end, AGE_MAX);
  if (ageStart > ageEnd) [ageStart, ageEnd] = [ageEnd, ageStart];
  return { ...settings, ageStart, ageEnd };
}

export function toggleRelationship(settings: AudienceSettings, status: Relationship): AudienceSettings {
  const has = settings.relationship.includes(status);
  return { ...settings, relationship: has ? settings.relationship.filter((r) => r !== status) : [...settings.relationship, status] };
}
