import { Navigate } from 'react-router-dom';
import { CONTRACT_VERSION, type RemoteRouteModule } from 'shared-graph';
import { ExploreScreen } from './explore/ExploreScreen';
import { InsightsScreen } from './insights/InsightsScreen';
import { SavedGroupsScreen } from './saved-groups/SavedGroupsScreen';
import { SearchScreen } from './search/SearchScreen';

// /pages and /insights are one screen under two paths (SPEC §2 alias).
const insights = {
  handle: { name: 'insights', title: 'Wawasan Halaman — Sasar', extensionRequired: true, ribbon: true },
  element: <InsightsScreen />,
};

const area: RemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      path: '/',
      handle: { name: 'main', title: 'Riset Audiens — Sasar', description: 'Temukan minat, jangkauan dan tumpang tindih audiens yang tidak ditampilkan Ads Manager.', ribbon: true },
      children: [
        { index: true, element: <Navigate to="/search" replace /> },
        {
          path: 'search',
          handle: { name: 'search', title: 'Cari Minat — Sasar', description: 'Cari semua minat untuk kata kunci Anda, lengkap dengan ukuran audiens.', extensionRequired: true, ribbon: true },
          element: <SearchScreen />,
        },
        {
          path: 'explore',
          handle: { name: 'explore', title: 'Jelajahi Minat — Sasar', extensionRequired: true, ribbon: true },
          element: <ExploreScreen />,
        },
        { path: 'pages', ...insights },
        { path: 'insights', ...insights },
        {
          path: 'saved-groups',
          handle: { name: 'savedGroups', title: 'Grup Tersimpan — Sasar', extensionRequired: true, ribbon: true },
          element: <SavedGroupsScreen />,
        },
      ],
    },
  ],
};

export default area;
