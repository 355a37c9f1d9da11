import { CONTRACT_VERSION, type RemoteRouteModule } from 'shared-graph';
import { DASHBOARD_PAGE_TEXTS as TEXT } from './pageTexts';
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
      handle: { name: 'dashboard', meta: TEXT.dashboard, ribbon: true },
      element: <DashboardLayout />,
      children: [
        { index: true, handle: { name: 'dashboard-overview', meta: TEXT.overview }, element: <OverviewScreen /> },
        { path: 'funnel', handle: { name: 'dashboard-funnel', meta: TEXT.funnel }, element: <FunnelScreen /> },
        { path: 'breakdown', handle: { name: 'dashboard-breakdown', meta: TEXT.breakdown }, element: <BreakdownScreen /> },
        { path: 'daily-performance', handle: { name: 'dashboard-daily-performance', meta: TEXT.dailyPerformance }, element: <DailyPerformanceScreen /> },
      ],
    },
  ],
};

export default area;
