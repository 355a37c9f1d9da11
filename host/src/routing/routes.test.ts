import { staticPaths } from '../screens/not-found/staticPaths';
import { createHostRoutes } from './routes';

test("the host's own pages, which the not-found screen may offer, are every screen's address without parameters", () => {
  const paths = staticPaths(createHostRoutes());
  expect(paths).toEqual(expect.arrayContaining(['/user/login', '/setting', '/setting/account', '/setup/facebook', '/updates', '/upgrade']));
  expect(paths.some((path) => path.includes(':') || path.includes('*'))).toBe(false);
});
