export { countryNamesId, worldwideNameId } from './countries';
export type { CountryCodeId } from './countries';
export { PRODUCT_NAME, pageMetaId } from './pageMeta';
export type { PageMeta, RouteMetaHandle, PageMetaKeyId } from './pageMeta';
export { uiText } from './uiText';
export type { UiTextKey } from './uiText';
