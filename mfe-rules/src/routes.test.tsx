import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isCompatibleRemote } from 'shared-graph/host';
import area from './routes';

const nameAt = (path: string) =>
  (matchRoutes(area.routes as RouteObject[], path)?.at(-1)?.route.handle as { name?: string } | undefined)?.name;

it('is a route module the host accepts', () => {
  expect(isCompatibleRemote(area, 'rules')).toBeNull();
});

it.each([
  ['/rules', 'automation-list'],
  ['/rules/template', 'automation-template'],
  ['/rules/create', 'automation-create'],
  ['/rules/history', 'automation-history'],
  ['/rules/42', 'automation-detail'],
  ['/rules/42/history', 'automation-detail'],
])('%s resolves to %s', (path, name) => {
  expect(nameAt(path)).toBe(name);
});
