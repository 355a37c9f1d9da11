import { CONTRACT_VERSION, type RemoteRouteModule } from 'shared-graph';
import { ScreenPlaceholder } from 'shared-ui';

const area: RemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      path: '/dashboard',
      handle: { name: 'dashboard', title: 'Dashboard — Sasar', ribbon: true },
      children: [
        { index: true, handle: { name: 'dashboard-overview', title: 'Dashboard — Sasar' }, element: <ScreenPlaceholder name="dashboard-overview" title="Overview" /> },
        { path: 'funnel', handle: { name: 'dashboard-funnel', title: 'Funnel — Sasar' }, element: <ScreenPlaceholder name="dashboard-funnel" title="Funnel analytics" /> },
        { path: 'breakdown', handle: { name: 'dashboard-breakdown', title: 'Breakdown — Sasar' }, element: <ScreenPlaceholder name="dashboard-breakdown" title="Breakdown" /> },
        { path: 'daily-performance', handle: { name: 'dashboard-daily-performance', title: 'Daily performance — Sasar' }, element: <ScreenPlaceholder name="dashboard-daily-performance" title="Daily performance" /> },
      ],
    },
  ],
};

export default area;
