import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isCompatibleRemote } from 'shared-graph/host';
import area from './routes';

const nameAt = (path: string) =>
  (matchRoutes(area.routes as RouteObject[], path)?.at(-1)?.route.handle as { name?: string } | undefined)?.name;

it('is a route module the host accepts', () => {
  expect(isCompatibleRemote(area, 'dashboard')).toBeNull();
});

it.each([
  ['/dashboard', 'dashboard-overview'],
  ['/dashboard/funnel', 'dashboard-funnel'],
  ['/dashboard/breakdown', 'dashboard-breakdown'],
  ['/dashboard/daily-performance', 'dashboard-daily-performance'],
])('%s resolves to %s', (path, name) => {
  expect(nameAt(path)).toBe(name);
});
