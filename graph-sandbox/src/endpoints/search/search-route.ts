import { graphErrors } from '../../graph/errors/error-catalog';
import type { GraphContext } from '../../graph/graph-context';
import type { GraphRoute } from '../graph-route';
import {
  searchAdGeoLocation,
  searchAdInterest,
  searchAdInterestSuggestion,
  searchAdInterestValid,
  searchAdTargetingCategory,
  searchTargetingOptionStatus,
} from './search-types';

/** Search types by lower-cased name (Meta accepts `adInterest` and `adinterest` alike). */
const SEARCH_TYPES: Record<string, (ctx: GraphContext) => unknown> = {
  adinterest: searchAdInterest,
  adinterestsuggestion: searchAdInterestSuggestion,
  adinterestvalid: searchAdInterestValid,
  adtargetingcategory: searchAdTargetingCategory,
  adgeolocation: searchAdGeoLocation,
  targetingoptionstatus: searchTargetingOptionStatus,
};

/** `GET /search?type=…` (GRAPH-API §2.2–§2.4). */
export const searchRoute: GraphRoute = {
  method: 'GET',
  path: '/search',
  auth: 'token',
  handle: (ctx) => {
    const type = ctx.params.required('type');
    const search = SEARCH_TYPES[type.toLowerCase()];
    if (!search) throw graphErrors.invalidParameter(`Unsupported type: ${type}. Param type must be one of {adinterest, adinterestsuggestion, adinterestvalid, adTargetingCategory, adgeolocation, targetingoptionstatus}`);
    return search(ctx);
  },
};
