import { Navigate } from 'react-router-dom';
import { CONTRACT_VERSION, type RemoteRouteModule } from 'shared-graph';
import { ResearchCacheScope } from './cache/ResearchCacheScope';
import { ExploreScreen } from './explore/ExploreScreen';
import { InsightsScreen } from './insights/InsightsScreen';
import { RESEARCH_PAGE_TEXTS as TEXT } from './pageTexts';
import { SavedGroupsScreen } from './saved-groups/SavedGroupsScreen';
import { SearchScreen } from './search/SearchScreen';

// /pages and /insights are one screen under two paths (SPEC §2 alias).
const insights = {
  handle: { name: 'insights', meta: TEXT.insights, extensionRequired: true, ribbon: true },
  element: <InsightsScreen />,
};

const area: RemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      path: '/',
      handle: { name: 'main', meta: TEXT.main, ribbon: true },
      element: <ResearchCacheScope />,
      children: [
        { index: true, element: <Navigate to="/search" replace /> },
        {
          path: 'search',
          handle: { name: 'search', meta: TEXT.search, extensionRequired: true, ribbon: true },
          element: <SearchScreen />,
        },
        {
          path: 'explore',
          handle: { name: 'explore', meta: TEXT.explore, extensionRequired: true, ribbon: true },
          element: <ExploreScreen />,
        },
        { path: 'pages', ...insights },
        { path: 'insights', ...insights },
        {
          path: 'saved-groups',
          handle: { name: 'savedGroups', meta: TEXT.savedGroups, extensionRequired: true, ribbon: true },
          element: <SavedGroupsScreen />,
        },
      ],
    },
  ],
};

export default area;
