/** The languages of titles, descriptions and country names: the values of shared-graph's language setting. */
export type Language = 'en' | 'id';

/**
 * Country names in Indonesian (SPEC §1: "the country names are in Indonesian"), keyed by ISO 3166-1
 * alpha-2 code as used by Meta's targeting (`geo_locations.countries`). Data only.
 */
export const countryNamesId = {
  ID: 'Indonesia',
  MY: 'Malaysia',
  SG: 'Singapura',
  TH: 'Thailand',
  PH: 'Filipina',
  VN: 'Vietnam',
  BN: 'Brunei Darussalam',
  KH: 'Kamboja',
  LA: 'Laos',
  MM: 'Myanmar',
  TL: 'Timor Leste',
  US: 'Amerika Serikat',
  CA: 'Kanada',
  MX: 'Meksiko',
  BR: 'Brasil',
  AR: 'Argentina',
  GB: 'Inggris Raya',
  IE: 'Irlandia',
  DE: 'Jerman',
  FR: 'Prancis',
  NL: 'Belanda',
  BE: 'Belgia',
  ES: 'Spanyol',
  IT: 'Italia',
  PT: 'Portugal',
  CH: 'Swiss',
  SE: 'Swedia',
  NO: 'Norwegia',
  DK: 'Denmark',
  FI: 'Finlandia',
  PL: 'Polandia',
  TR: 'Turki',
  RU: 'Rusia',
  AU: 'Australia',
  NZ: 'Selandia Baru',
  JP: 'Jepang',
  KR: 'Korea Selatan',
  CN: 'Tiongkok',
  TW: 'Taiwan',
  HK: 'Hong Kong',
  IN: 'India',
  PK: 'Pakistan',
  BD: 'Bangladesh',
  LK: 'Sri Lanka',
  SA: 'Arab Saudi',
  AE: 'Uni Emirat Arab',
  QA: 'Qatar',
  EG: 'Mesir',
  NG: 'Nigeria',
  ZA: 'Afrika Selatan',
  NP: 'Nepal',
  KW: 'Kuwait',
  BH: 'Bahrain',
  OM: 'Oman',
  IL: 'Israel',
  JO: 'Yordania',
  PG: 'Papua Nugini',
  FJ: 'Fiji',
  AT: 'Austria',
  CZ: 'Republik Ceko',
  GR: 'Yunani',
  RO: 'Rumania',
  HU: 'Hungaria',
  UA: 'Ukraina',
  GT: 'Guatemala',
  CR: 'Kosta Rika',
  CL: 'Cile',
  CO: 'Kolombia',
  PE: 'Peru',
  PY: 'Paraguay',
  UY: 'Uruguay',
  EC: 'Ekuador',
  KE: 'Kenya',
  MA: 'Maroko',
  GH: 'Ghana',
  DZ: 'Aljazair',
  ET: 'Etiopia',
} as const satisfies Record<string, string>;

/** A country code that has an Indonesian name in `countryNamesId`. */
export type CountryCodeId = keyof typeof countryNamesId;

/** The same countries in English, as Meta names them (`geo_locations` search with locale en_US). */
export const countryNamesEn = {
  ID: 'Indonesia',
  MY: 'Malaysia',
  SG: 'Singapore',
  TH: 'Thailand',
  PH: 'Philippines',
  VN: 'Vietnam',
  BN: 'Brunei',
  KH: 'Cambodia',
  LA: 'Laos',
  MM: 'Myanmar',
  TL: 'Timor-Leste',
  US: 'United States',
  CA: 'Canada',
  MX: 'Mexico',
  BR: 'Brazil',
  AR: 'Argentina',
  GB: 'United Kingdom',
  IE: 'Ireland',
  DE: 'Germany',
  FR: 'France',
  NL: 'Netherlands',
  BE: 'Belgium',
  ES: 'Spain',
  IT: 'Italy',
  PT: 'Portugal',
  CH: 'Switzerland',
  SE: 'Sweden',
  NO: 'Norway',
  DK: 'Denmark',
  FI: 'Finland',
  PL: 'Poland',
  TR: 'Turkey',
  RU: 'Russia',
  AU: 'Australia',
  NZ: 'New Zealand',
  JP: 'Japan',
  KR: 'South Korea',
  CN: 'China',
  TW: 'Taiwan',
  HK: 'Hong Kong',
  IN: 'India',
  PK: 'Pakistan',
  BD: 'Bangladesh',
  LK: 'Sri Lanka',
  SA: 'Saudi Arabia',
  AE: 'United Arab Emirates',
  QA: 'Qatar',
  EG: 'Egypt',
  NG: 'Nigeria',
  ZA: 'South Africa',
  NP: 'Nepal',
  KW: 'Kuwait',
  BH: 'Bahrain',
  OM: 'Oman',
  IL: 'Israel',
  JO: 'Jordan',
  PG: 'Papua New Guinea',
  FJ: 'Fiji',
  AT: 'Austria',
  CZ: 'Czech Republic',
  GR: 'Greece',
  RO: 'Romania',
  HU: 'Hungary',
  UA: 'Ukraine',
  GT: 'Guatemala',
  CR: 'Costa Rica',
  CL: 'Chile',
  CO: 'Colombia',
  PE: 'Peru',
  PY: 'Paraguay',
  UY: 'Uruguay',
  EC: 'Ecuador',
  KE: 'Kenya',
  MA: 'Morocco',
  GH: 'Ghana',
  DZ: 'Algeria',
  ET: 'Ethiopia',
} as const satisfies Record<CountryCodeId, string>;

/** Name of the "World Wide" country group (SPEC §3: the country list includes a World Wide group). */
export const worldwideNameId = 'Seluruh Dunia';
export const worldwideNameEn = 'Worldwide';

const TABLES: Record<Language, Record<string, string>> = { en: countryNamesEn, id: countryNamesId };

/** The runtime's region names (Node and Chromium carry full ICU data for 'en' and 'id'), or null without them. */
const displayNames: Partial<Record<Language, Intl.DisplayNames | null>> = {};
function regionNames(language: Language): Intl.DisplayNames | null {
  if (!(language in displayNames)) {
    try {
      displayNames[language] = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }) : null;
    } catch {
      displayNames[language] = null;
    }
  }
  return displayNames[language] ?? null;
}

/**
 * A country's name in `language`, from its ISO 3166-1 alpha-2 code. The tables come first (they name countries as
 * Meta does: "Hong Kong", not ICU's "Hong Kong SAR China"); any other code gets the runtime's name
 * (`Intl.DisplayNames`), then `fallback` (the platform's own name), then the code itself.
 */
export function countryName(code: string, language: Language, fallback?: string): string {
  const key = code.trim().toUpperCase();
  const named = TABLES[language][key];
  if (named) return named;
  if (/^[A-Z]{2}$/.test(key)) {
    try {
      const fromRuntime = regionNames(language)?.of(key);
      if (fromRuntime) return fromRuntime;
    } catch {
      // a code the runtime does not accept
    }
  }
  return fallback || code;
}

/** The "World Wide" group's name in `language`. */
export function worldwideName(language: Language): string {
  return language === 'en' ? worldwideNameEn : worldwideNameId;
}
