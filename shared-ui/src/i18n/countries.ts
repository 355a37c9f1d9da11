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
} as const satisfies Record<string, string>;

/** A country code that has an Indonesian name in `countryNamesId`. */
export type CountryCodeId = keyof typeof countryNamesId;

/** Name of the "World Wide" country group (SPEC §3: the country list includes a World Wide group). */
export const worldwideNameId = 'Seluruh Dunia';
