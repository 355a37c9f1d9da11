import { screen } from '@testing-library/react';
import { loggedInAtom, sessionStore } from 'shared-graph/host';
import { dashboardServer } from '../testing/insightsWorld';
import { renderDashboard } from '../testing/renderDashboard';

it('shows a guest what the dashboard offers and a login link that comes back here, and reads no data', () => {
  const { requests } = dashboardServer();
  sessionStore.set(loggedInAtom, false);
  renderDashboard('/dashboard/breakdown');
  // The screen the link pointed at names the page; the rest lists what the whole dashboard offers.
  expect(screen.getByRole('heading', { name: 'Breakdown', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Funnel', level: 2 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in to see your dashboard' })).toHaveAttribute('href', '/user/login?redirect=%2Fdashboard%2Fbreakdown');
  expect(requests).toHaveLength(0);
});

it('names the dashboard itself on /dashboard', () => {
  dashboardServer();
  sessionStore.set(loggedInAtom, false);
  renderDashboard('/dashboard');
  expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
});
