import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isCompatibleRemote } from 'shared-graph/host';
import area from './routes';

const nameAt = (path: string) =>
  (matchRoutes(area.routes as RouteObject[], path)?.at(-1)?.route.handle as { name?: string } | undefined)?.name;

it('is a route module the host accepts', () => {
  expect(isCompatibleRemote(area, 'admin')).toBeNull();
});

it.each([
  ['/admin/overview', 'admin-overview'],
  ['/admin/sticky-message', 'admin-sticky-message'],
  ['/admin/rule-template', 'admin-rule-template-list'],
  ['/admin/rule-template/create', 'admin-rule-template-create'],
  ['/admin/rule-template/setting', 'admin-rule-template-setting'],
  ['/admin/rule-template/7', 'admin-rule-template-detail'],
  ['/admin/user', 'admin-user'],
  ['/admin/user/7', 'admin-user-detail'],
  ['/setting/cs/users', 'admin-cs-users'],
])('%s resolves to %s', (path, name) => {
  expect(nameAt(path)).toBe(name);
});

it('names every admin route with the admin- prefix (exempt from Facebook redirects)', () => {
  const names: string[] = [];
  const walk = (routes: RouteObject[]) =>
    routes.forEach((route) => {
      const name = (route.handle as { name?: string } | undefined)?.name;
      if (name) names.push(name);
      if (route.children) walk(route.children);
    });
  walk(area.routes as RouteObject[]);
  expect(names.filter((name) => name !== 'admin' && !name.startsWith('admin-'))).toEqual([]);
});
