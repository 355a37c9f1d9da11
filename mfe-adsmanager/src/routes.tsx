import { CONTRACT_VERSION, type RemoteRouteModule } from 'shared-graph';
import { CreateCampaignScreen } from './create/CreateCampaignScreen';
import { AssetDetailScreen } from './detail/AssetDetailScreen';
import { AssetListScreen } from './list/AssetListScreen';
import { TimelineScreen } from './timeline/TimelineScreen';

const area: RemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      path: '/adsmanager',
      handle: { name: 'adsmanager', title: 'Ads manager — Sasar', ribbon: true },
      children: [
        { path: 'timeline/:id', handle: { name: 'adsmanager-timeline', title: 'Daily performance — Sasar' }, element: <TimelineScreen /> },
        { path: ':account/:type/:id/:page?/:tab?', handle: { name: 'adsmanager-detail', title: 'Asset detail — Sasar' }, element: <AssetDetailScreen /> },
        { path: ':account?/:type?', handle: { name: 'adsmanager-list', title: 'Ads manager — Sasar' }, element: <AssetListScreen /> },
      ],
    },
    {
      path: '/create/:account/campaign',
      handle: { name: 'create-campaign', title: 'Create campaign — Sasar' },
      element: <CreateCampaignScreen />,
    },
  ],
};

export default area;
