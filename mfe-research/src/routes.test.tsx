import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isCompatibleRemote } from 'shared-graph/host';
import area from './routes';

const nameAt = (path: string) => {
  const matches = matchRoutes(area.routes as RouteObject[], path) ?? [];
  return (matches.at(-1)?.route.handle as { name?: string } | undefined)?.name;
};

it('is a route module the host accepts', () => {
  expect(isCompatibleRemote(area, 'research')).toBeNull();
});

it.each([
  ['/search', 'search'],
  ['/explore', 'explore'],
  ['/pages', 'insights'],
  ['/insights', 'insights'],
  ['/saved-groups', 'savedGroups'],
])('%s resolves to the %s screen', (path, name) => {
  expect(nameAt(path)).toBe(name);
});

it('marks the research screens as needing the extension', () => {
  const search = matchRoutes(area.routes as RouteObject[], '/search')?.at(-1)?.route.handle;
  expect(search).toMatchObject({ extensionRequired: true });
});
