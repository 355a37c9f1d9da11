import { graphErrors } from '../graph/errors/error-catalog';
import type { EdgeQuery, NodeType } from '../graph/fields/node-type';
import type { AdsPixel } from '../world/pixels/ads-pixel';
import { pixelBaseCode } from '../world/pixels/ads-pixel';
import { accountTime } from './node-values';

/** Meta's `AdsPixel`: times in the owning account's zone, `owner_business` only for a business's pixel. */
export const adsPixelNode: NodeType<AdsPixel> = {
  name: 'AdsPixel',
  defaultFields: [],
  id: (p) => p.id,
  fields: {
    id: (p) => p.id,
    name: (p) => p.name,
    code: (p) => pixelBaseCode(p.id),
    creation_time: (p, _spec, ctx) => accountTime(p.createdAt, ctx.world.account(p.ownerAccountId)),
    last_fired_time: (p, _spec, ctx) => accountTime(p.lastFiredAt, ctx.world.account(p.ownerAccountId)),
    is_unavailable: (p) => p.isUnavailable,
    data_use_setting: (p) => p.dataUseSetting,
    first_party_cookie_status: () => 'FIRST_PARTY_COOKIE_ENABLED',
    enable_automatic_matching: (p) => p.automaticMatchingFields.length > 0,
    automatic_matching_fields: (p) => [...p.automaticMatchingFields],
    owner_business: (p) => (p.ownerBusiness ? { ...p.ownerBusiness } : undefined),
    owner_ad_account: (p) => ({ id: p.ownerAccountId, account_id: p.ownerAccountId.replace(/^act_/, '') }),
    is_created_by_business: (p) => p.ownerBusiness !== null,
    can_proxy: () => false,
    is_crm: () => false,
    is_mta_use: () => false,
    is_restricted_use: () => false,
    is_consolidated_container: () => false,
  },
};

const SORTS = ['LAST_FIRED_TIME', 'NAME'];

/** `GET /{act}/adspixels[?sort_by=LAST_FIRED_TIME|NAME]`. */
export function listPixels(pixels: readonly AdsPixel[], query: EdgeQuery): AdsPixel[] {
  const sortBy = query('sort_by');
  if (sortBy !== undefined && !SORTS.includes(sortBy)) throw graphErrors.invalidParameter(`Param sort_by must be one of {${SORTS.join(', ')}}`);
  const rows = [...pixels];
  if (sortBy === 'NAME') return rows.sort((a, b) => a.name.localeCompare(b.name));
  return rows.sort((a, b) => (b.lastFiredAt ?? 0) - (a.lastFiredAt ?? 0));
}
