import type { RouteObject } from 'react-router-dom';
import { staticPaths } from './staticPaths';

test('nested, pathless and index routes give absolute paths; parameters and splats give none', () => {
  const routes: RouteObject[] = [
    {
      children: [
        { path: '/rules', children: [{ index: true }, { path: 'template' }, { path: ':id/:history?' }, { path: 'history/' }] },
        { path: '/join/:token' },
        { path: '/admin/*' },
        { children: [{ path: '/updates' }] },
      ],
    },
  ];
  expect(staticPaths(routes)).toEqual(['/rules', '/rules/template', '/rules/history', '/updates']);
});
