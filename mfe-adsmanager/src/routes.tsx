import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, type RemoteRouteModule } from 'shared-graph';
import { ADSMANAGER_PAGE_TEXTS as TEXT } from './pageTexts';
import { AssetListScreen } from './list/AssetListScreen';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/**
 * A screen as its own chunk, downloaded on the first visit to its route: the list — the area's way in — carries none
 * of the detail, timeline, creatives and create screens. `pick` names the export.
 */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRoute {
  return async () => ({ Component: pick(await load()) });
}

const area: RemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      path: '/adsmanager',
      handle: { name: 'adsmanager', meta: TEXT.adsmanager, ribbon: true },
      children: [
        {
          path: 'timeline/:id',
          handle: { name: 'adsmanager-timeline', meta: TEXT.timeline },
          lazy: lazyScreen(() => import('./timeline/TimelineScreen'), (m) => m.TimelineScreen),
        },
        {
          path: ':account/:type/:id/:page?/:tab?',
          handle: { name: 'adsmanager-detail', meta: TEXT.detail },
          lazy: lazyScreen(() => import('./detail/AssetDetailScreen'), (m) => m.AssetDetailScreen),
        },
        {
          path: ':account/creatives',
          handle: { name: 'adsmanager-creatives', title: 'Creatives — Sasar' },
          lazy: lazyScreen(() => import('./creatives/CreativesScreen'), (m) => m.CreativesScreen),
        },
        { path: ':account?/:type?', handle: { name: 'adsmanager-list', meta: TEXT.list }, element: <AssetListScreen /> },
      ],
    },
    {
      path: '/create/:account/campaign',
      handle: { name: 'create-campaign', meta: TEXT.createCampaign },
      lazy: lazyScreen(() => import('./create/CreateCampaignScreen'), (m) => m.CreateCampaignScreen),
    },
  ],
};

export default area;
