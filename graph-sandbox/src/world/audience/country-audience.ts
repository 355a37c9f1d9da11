import { hashString } from '../../lib/random';

/** Monthly platform users aged 13+ of the larger markets (rounded public figures). */
const KNOWN: Record<string, number> = {
  IN: 378_000_000, US: 240_000_000, ID: 176_000_000, BR: 140_000_000, MX: 94_000_000, PH: 88_000_000, VN: 74_000_000,
  BD: 55_000_000, TH: 52_000_000, EG: 47_000_000, PK: 46_000_000, GB: 44_000_000, TR: 40_000_000, JP: 24_000_000,
  NG: 36_000_000, FR: 33_000_000, DE: 32_000_000, CO: 36_000_000, AR: 30_000_000, IT: 31_000_000, MY: 23_000_000,
  ES: 24_000_000, CA: 27_000_000, PE: 25_000_000, SA: 24_000_000, KR: 12_000_000, AU: 18_000_000, TW: 17_000_000,
  CN: 2_500_000, MM: 21_000_000, ZA: 24_000_000, SG: 4_500_000, HK: 5_000_000, AE: 9_000_000, NL: 11_000_000,
};

/** Monthly platform audience of a country: known figures, else a stable 1–30 M derived from the code. */
export function countryAudience(code: string): number {
  return KNOWN[code] ?? 1_000_000 + (hashString(`country-audience/${code}`) % 29_000_000);
}

/** A region's or city's share of its country (stable per key). */
export function subdivisionShare(kind: 'region' | 'city', key: string): number {
  const unit = (hashString(`${kind}-share/${key}`) % 10_000) / 10_000;
  return kind === 'region' ? 0.015 + unit * 0.11 : 0.004 + unit * 0.05;
}

/** Share of people per year of age 13…65 (65 = 65 and over): young-heavy as platform audiences are. */
const AGE_WEIGHTS: number[] = Array.from({ length: 53 }, (_, i) => {
  const age = 13 + i;
  if (age === 65) return 9; // 65+ bucket
  if (age < 18) return 1.2;
  if (age < 25) return 2.6;
  if (age < 35) return 2.9;
  if (age < 45) return 2.2;
  if (age < 55) return 1.5;
  return 1.0;
});
const AGE_TOTAL = AGE_WEIGHTS.reduce((a, b) => a + b, 0);

/** Fraction of the audience aged `min`…`max` (inclusive; 65 means 65 and over). */
export function ageShare(min: number, max: number): number {
  let sum = 0;
  for (let age = Math.max(13, min); age <= Math.min(65, max); age += 1) sum += AGE_WEIGHTS[age - 13] ?? 0;
  return sum / AGE_TOTAL;
}

/** Fraction of the audience of the genders (1 male, 2 female; none or both = everyone). */
export function genderShare(genders: readonly number[] | undefined): number {
  if (!genders || genders.length === 0) return 1;
  const set = new Set(genders);
  if (set.has(1) && set.has(2)) return 1;
  return set.has(1) ? 0.54 : 0.46;
}
