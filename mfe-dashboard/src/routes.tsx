import { CONTRACT_VERSION, type RemoteRouteModule } from 'shared-graph';
import { BreakdownScreen } from './breakdown/BreakdownScreen';
import { DailyPerformanceScreen } from './daily/DailyPerformanceScreen';
import { FunnelScreen } from './funnel/FunnelScreen';
import { OverviewScreen } from './overview/OverviewScreen';
import { DashboardLayout } from './shell/DashboardLayout';

const area: RemoteRouteModule = {
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      path: '/dashboard',
      handle: { name: 'dashboard', title: 'Dashboard — Sasar', ribbon: true },
      element: <DashboardLayout />,
      children: [
        { index: true, handle: { name: 'dashboard-overview', title: 'Dashboard — Sasar' }, element: <OverviewScreen /> },
        { path: 'funnel', handle: { name: 'dashboard-funnel', title: 'Funnel — Sasar' }, element: <FunnelScreen /> },
        { path: 'breakdown', handle: { name: 'dashboard-breakdown', title: 'Breakdown — Sasar' }, element: <BreakdownScreen /> },
        { path: 'daily-performance', handle: { name: 'dashboard-daily-performance', title: 'Daily performance — Sasar' }, element: <DailyPerformanceScreen /> },
      ],
    },
  ],
};

export default area;
