import { screen } from '@testing-library/react';
import { loggedInAtom, sessionStore } from 'shared-graph';
import { fakePlatform } from '../testing/fakePlatform';
import { renderDashboard } from '../testing/renderDashboard';

it('shows a guest what the dashboard offers and a login link that comes back here, and reads no data', () => {
  const { calls } = fakePlatform();
  sessionStore.set(loggedInAtom, false);
  renderDashboard('/dashboard/breakdown');
  expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Funnel' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in to see your dashboard' })).toHaveAttribute('href', '/user/login?redirect=%2Fdashboard%2Fbreakdown');
  expect(calls).toHaveLength(0);
});
