import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, findRepoRoot, loadConfig } from './config';

describe('loadConfig', () => {
  const dataRoot = () => mkdtempSync(path.join(tmpdir(), 'sasar-config-'));

  test('defaults', () => {
    const dir = dataRoot();
    const config = loadConfig({ DATA_DIR: path.join(dir, 'pglite') });
    const root = findRepoRoot();
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      graphBaseUrl: 'http://127.0.0.1:8090',
      graphTimeoutMs: 30_000,
      staticRoot: root,
      migrationsDir: path.join(root, 'server', 'migrations'),
      platformAppId: '1234567890',
      platformAppSecret: 'sandbox-app-secret',
      publicUrl: undefined,
      remotesJson: undefined,
      trustProxy: false,
    });
    expect(loadConfig({ SASAR_SECRET: 'x'.repeat(20) }).dataDir).toBe(path.join(root, '.data', 'pglite'));
  });

  test('without SASAR_SECRET a secret is generated once and kept next to the data folder (mode 600)', () => {
    const dir = dataRoot();
    const first = loadConfig({ DATA_DIR: path.join(dir, 'pglite') });
    const second = loadConfig({ DATA_DIR: path.join(dir, 'pglite') });
    expect(first.secret).toHaveLength(64);
    expect(second.secret).toBe(first.secret);
    const file = path.join(dir, 'secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  test('explicit values', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/sasar',
      GRAPH_BASE_URL: 'https://graph.facebook.com/',
      SASAR_SECRET: 'a-long-enough-secret',
      PUBLIC_URL: 'https://sasar.example.com',
      REMOTES_JSON: '{"research":"/x"}',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/sasar',
      graphBaseUrl: 'https://graph.facebook.com',
      secret: 'a-long-enough-secret',
      publicUrl: 'https://sasar.example.com',
      remotesJson: '{"research":"/x"}',
      trustProxy: 1,
    });
    expect(loadConfig({ SASAR_SECRET: 'x'.repeat(20), REMOTES_JSON: 'conf/remotes.json' }, '/srv/sasar').remotesJson).toBe(
      '/srv/sasar/conf/remotes.json',
    );
    expect(loadConfig({ SASAR_SECRET: 'x'.repeat(20), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  test('metrics and shutdown: off and 10 s unless set', () => {
    const defaults = loadConfig({ SASAR_SECRET: 'x'.repeat(20) });
    expect(defaults).toMatchObject({ metricsToken: undefined, metricsPort: undefined, shutdownGraceMs: 10_000 });
    const set = loadConfig({ SASAR_SECRET: 'x'.repeat(20), METRICS_TOKEN: ' scrape-token-0123456789 ', METRICS_PORT: '9464', SHUTDOWN_GRACE_SECONDS: '30' });
    expect(set).toMatchObject({ metricsToken: 'scrape-token-0123456789', metricsPort: 9464, shutdownGraceMs: 30_000 });
  });

  test.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ GRAPH_BASE_URL: 'not a url' }, /GRAPH_BASE_URL/],
    [{ GRAPH_BASE_URL: 'ftp://x' }, /GRAPH_BASE_URL/],
    [{ SASAR_SECRET: 'short' }, /SASAR_SECRET/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN/],
    [{ METRICS_PORT: '0' }, /METRICS_PORT/],
    [{ METRICS_PORT: 'nine' }, /METRICS_PORT/],
    [{ SHUTDOWN_GRACE_SECONDS: '-1' }, /SHUTDOWN_GRACE_SECONDS/],
  ])('rejects %o', (env, message) => {
    expect(() => loadConfig({ SASAR_SECRET: 'x'.repeat(20), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ SASAR_SECRET: 'x'.repeat(20), ...env })).toThrow(message);
  });
});
