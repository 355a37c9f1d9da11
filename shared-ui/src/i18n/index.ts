export { countryName, countryNamesEn, countryNamesId, worldwideName, worldwideNameEn, worldwideNameId } from './countries';
export type { CountryCodeId, Language } from './countries';
export { languageNames } from './languages';
export { PRODUCT_NAME } from './pageMeta';
export { uiText } from './uiText';
export type { UiTextKey } from './uiText';
