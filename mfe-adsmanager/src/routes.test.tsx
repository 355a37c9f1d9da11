import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isCompatibleRemote } from 'shared-graph/host';
import area from './routes';

const matchAt = (path: string) => matchRoutes(area.routes as RouteObject[], path)?.at(-1);
const nameAt = (path: string) => (matchAt(path)?.route.handle as { name?: string } | undefined)?.name;

it('is a route module the host accepts', () => {
  expect(isCompatibleRemote(area, 'adsmanager')).toBeNull();
});

it.each([
  ['/adsmanager', 'adsmanager-list'],
  ['/adsmanager/act_1', 'adsmanager-list'],
  ['/adsmanager/act_1/campaigns', 'adsmanager-list'],
  ['/adsmanager/act_1/campaigns/120001', 'adsmanager-detail'],
  ['/adsmanager/act_1/adsets/120001/insights/age', 'adsmanager-detail'],
  ['/adsmanager/timeline/120001', 'adsmanager-timeline'],
  ['/create/act_1/campaign', 'create-campaign'],
])('%s resolves to %s', (path, name) => {
  expect(nameAt(path)).toBe(name);
});

it('reads the asset detail params', () => {
  expect(matchAt('/adsmanager/act_1/ads/9/insights/age')?.params).toMatchObject({ account: 'act_1', type: 'ads', id: '9', page: 'insights', tab: 'age' });
});
