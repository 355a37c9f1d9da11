import { CONTRACT_VERSION, type RemoteRouteModule } from 'shared-graph';
import { ADSMANAGER_PAGE_TEXTS as TEXT } from './pageTexts';
import { CreateCampaignScreen } from './create/CreateCampaignScreen';
import { CreativesScreen } from './creatives/CreativesScreen';
import { AssetDetailScreen } from './detail/AssetDetailScreen';
import { AssetListScreen } from './list/AssetListScreen';
import { TimelineScreen } from './timeline/TimelineScreen';

const area: RemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      path: '/adsmanager',
      handle: { name: 'adsmanager', meta: TEXT.adsmanager, ribbon: true },
      children: [
        { path: 'timeline/:id', handle: { name: 'adsmanager-timeline', meta: TEXT.timeline }, element: <TimelineScreen /> },
        { path: ':account/:type/:id/:page?/:tab?', handle: { name: 'adsmanager-detail', meta: TEXT.detail }, element: <AssetDetailScreen /> },
        { path: ':account/creatives', handle: { name: 'adsmanager-creatives', title: 'Creatives — Sasar' }, element: <CreativesScreen /> },
        { path: ':account?/:type?', handle: { name: 'adsmanager-list', meta: TEXT.list }, element: <AssetListScreen /> },
      ],
    },
    {
      path: '/create/:account/campaign',
      handle: { name: 'create-campaign', meta: TEXT.createCampaign },
      element: <CreateCampaignScreen />,
    },
  ],
};

export default area;
