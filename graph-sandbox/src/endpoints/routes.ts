import { accessTokenRoutes } from './oauth/access-token-route';
import { adImagesCreateRoute } from './adimages/adimages-route';
import { adCreativeCreateRoute } from './create-adcreative/create-adcreative-route';
import { customAudienceCreateRoute } from './create-customaudience/create-customaudience-route';
import { adLabelRoutes } from './adlabels/adlabels-route';
import { asyncBatchRoute } from './async-batch/async-batch-route';
import { asyncRequestSetsRoute } from './async-request-sets/async-request-sets-route';
import { batchRoutes } from './batch/batch-route';
import { deliveryEstimateRoute } from './delivery-estimate/delivery-estimate-route';
import { adCreateRoute } from './create-ad/create-ad-route';
import { adSetCreateRoute } from './create-adset/create-adset-route';
import { campaignCreateRoute } from './create-campaign/create-campaign-route';
import { copiesRoute } from './copies/copies-route';
import { debugTokenRoute } from './debug-token/debug-token-route';
import type { GraphRoute } from './graph-route';
import { insightsAsyncRoute, insightsRoute } from './insights/insights-route';
import { multiIdRoute } from './multi-id/multi-id-route';
import { nodeRoutes } from './nodes/node-routes';
import { objectWriteRoutes } from './object-writes/object-writes-route';
import { reachEstimateRoute } from './reach-estimate/reach-estimate-route';
import { searchRoute } from './search/search-route';
import { targetingSearchRoute } from './targeting-search/targeting-search-route';
import { targetingSuggestionsRoute } from './targeting-suggestions/targeting-suggestions-route';

/** Every Graph route, most specific first. */
export const GRAPH_ROUTES: readonly GraphRoute[] = [
  asyncBatchRoute,
  ...batchRoutes,
  multiIdRoute,
  debugTokenRoute,
  ...accessTokenRoutes,
  targetingSearchRoute,
  targetingSuggestionsRoute,
  deliveryEstimateRoute,
  reachEstimateRoute,
  searchRoute,
  insightsRoute,
  insightsAsyncRoute,
  campaignCreateRoute,
  asyncRequestSetsRoute,
  copiesRoute,
  adSetCreateRoute,
  adCreateRoute,
  adImagesCreateRoute,
  adCreativeCreateRoute,
  customAudienceCreateRoute,
  ...adLabelRoutes,
  ...objectWriteRoutes,
  ...nodeRoutes,
];
