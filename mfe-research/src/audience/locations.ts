import type { AudienceLocation, AudienceSettings, Gender, Language, Relationship } from 'shared-graph';
import type { GeoLocationResult } from './locationsApi';
import { countryName, worldwideName } from 'shared-ui';

/** The World Wide group's code: it expands to the preset list of countries when targeting (SPEC §5). */
export const WORLDWIDE_CODE = 'ALL';

/** Country groups offered besides the geo search, named in `language`. */
export function countryGroups(language: Language): AudienceLocation[] {
  return [{ code: WORLDWIDE_CODE, type: 'group', name: worldwideName(language) }];
}

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

/**
 * A geo search result as an audience location, named in `language`; zips and places are not offered. A region or
 * city keeps its country's code, so its name follows a switch of language (`locationName`).
 */
export function toLocation(result: GeoLocationResult, language: Language): AudienceLocation | null {
  switch (result.type) {
    case 'country':
      return { code: result.key, type: 'country', name: countryName(result.key, language, result.name) };
    case 'country_group':
      return { code: result.key, type: 'group', key: result.key, name: result.name };
    case 'region':
    case 'city':
    case 'geo_market':
      return { code: result.key, key: result.key, type: result.type, name: result.name, ...(result.country_code ? { country: result.country_code } : {}) };
    default:
      return null;
  }
}

/**
 * How a location reads in `language`: a country by its code, the World Wide group by its name in that language, a
 * region or city as "place, country"; what the platform named otherwise (its own groups, places it alone knows).
 */
export function locationName(location: AudienceLocation, language: Language): string {
  if (location.type === 'country') return countryName(location.code, language, location.name);
  if (location.type === 'group' && location.code === WORLDWIDE_CODE) return worldwideName(language);
  if (location.country) return `${location.name}, ${countryName(location.country, language)}`;
  return location.name;
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
export type AgeField = 'start' | 'end';
export type AgesRead = { ageStart: number; ageEnd: number } | { field: AgeField; message: string };

/**
 * The ages as typed into "Age from" and "Age to". Empty means the default (18, 65); an "Age to" of 65 or more is
 * 65, the open-ended 65+ (SPEC §9). Anything else that is not a whole number from 18 to 65, or a range that ends
 * before it starts, is refused with a message for the field, and the caller keeps what was typed.
 */
export function readAges(startText: string, endText: string): AgesRead {
  const read = (text: string, field: AgeField, fallback: number): number | { field: AgeField; message: string } => {
    const trimmed = text.trim();
    if (!trimmed) return fallback;
    const value = Number(trimmed);
    if (!Number.isInteger(value)) return { field, message: 'Enter a whole number of years.' };
    if (value < AGE_MIN) return { field, message: `Audiences start at ${AGE_MIN} years.` };
    if (field === 'start' && value > AGE_MAX) return { field, message: `Age from can be at most ${AGE_MAX}.` };
    return Math.min(value, AGE_MAX);
  };
  const ageStart = read(startText, 'start', AGE_MIN);
  if (typeof ageStart !== 'number') return ageStart;
  const ageEnd = read(endText, 'end', AGE_MAX);
  if (typeof ageEnd !== 'number') return ageEnd;
  if (ageStart > ageEnd) return { field: 'end', message: `Age to must be ${ageStart} or more (Age from).` };
  return { ageStart, ageEnd };
}

export function toggleRelationship(settings: AudienceSettings, status: Relationship): AudienceSettings {
  const has = settings.relationship.includes(status);
  return { ...settings, relationship: has ? settings.relationship.filter((r) => r !== status) : [...settings.relationship, status] };
}
