import { chunkGlobalOf, federationRuntime } from './federationRuntime';

test("a forced registration (a retry, a new release) drops the old build's chunks and registers the absolute manifest URL", () => {
  const calls: unknown[] = [];
  const scope: Record<string, unknown> = { webpackChunkmfe_dashboard: [[['routes'], {}]], webpackChunkmfe_rules: [] };
  const runtime = federationRuntime({ registerRemotes: (remotes, options) => calls.push([remotes, options]), loadRemote: async () => null }, () => 'http://sasar.test/dashboard', scope);
  runtime.register('dashboard', '/remotes/dashboard/1.0.0/mf-manifest.json', false);
  expect(scope.webpackChunkmfe_dashboard).toBeDefined();
  runtime.register('dashboard', '/remotes/dashboard/1.1.0/mf-manifest.json', true);
  expect(scope).toEqual({ webpackChunkmfe_rules: [] });
  expect(calls).toEqual([
    [[{ name: 'dashboard', entry: 'http://sasar.test/remotes/dashboard/1.0.0/mf-manifest.json' }], { force: false }],
    [[{ name: 'dashboard', entry: 'http://sasar.test/remotes/dashboard/1.1.0/mf-manifest.json' }], { force: true }],
  ]);
});

test('the chunk global is named as webpack names it from the build folder', () => {
  expect(chunkGlobalOf('adsmanager')).toBe('webpackChunkmfe_adsmanager');
  expect(chunkGlobalOf('ads-manager')).toBe('webpackChunkmfe_ads_manager');
});

test('a remote registered again with the same build (routes after notices) is left as it is; another build replaces it', () => {
  const calls: unknown[] = [];
  const scope: Record<string, unknown> = { webpackChunkmfe_rules: [[['notices'], {}]] };
  const runtime = federationRuntime({ registerRemotes: (remotes, options) => calls.push([remotes, options]), loadRemote: async () => null }, () => 'http://sasar.test/', scope);
  runtime.register('rules', '/remotes/rules/mf-manifest.json', false);
  runtime.register('rules', '/remotes/rules/mf-manifest.json', false);
  expect(calls).toHaveLength(1);
  expect(scope.webpackChunkmfe_rules).toBeDefined();
  runtime.register('rules', '/remotes/rules/2.0.0/mf-manifest.json', false);
  expect(calls.at(-1)).toEqual([[{ name: 'rules', entry: 'http://sasar.test/remotes/rules/2.0.0/mf-manifest.json' }], { force: true }]);
  expect(scope).toEqual({});
});
