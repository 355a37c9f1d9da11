import type { TargetingSummary } from './assetTypes';

interface GeoItem {
  key?: string;
  name?: string;
  country?: string;
}

interface Targeting {
  age_min?: number;
  age_max?: number;
  genders?: number[];
  geo_locations?: { countries?: string[]; regions?: GeoItem[]; cities?: GeoItem[]; country_groups?: string[] };
}

/** Age, gender and location of an ad set's targeting, as the settings columns print them. */
export function targetingSummary(raw: unknown): TargetingSummary | null {
  if (!raw || typeof raw !== 'object') return null;
  const t = raw as Targeting;
  const min = t.age_min ?? 18;
  const max = t.age_max === undefined || t.age_max >= 65 ? '65+' : String(t.age_max);
  const genders = t.genders ?? [];
  const gender = genders.length === 1 ? (genders[0] === 1 ? 'Male' : genders[0] === 2 ? 'Female' : 'All') : 'All';
  const geo = t.geo_locations ?? {};
  const places = [
    ...(geo.country_groups ?? []),
    ...(geo.countries ?? []),
    ...(geo.regions ?? []).map((r) => r.name ?? r.key ?? ''),
    ...(geo.cities ?? []).map((c) => c.name ?? c.key ?? ''),
  ].filter(Boolean);
  return { age: `${min}-${max}`, gender, location: places.length > 0 ? places.join(', ') : null };
}
