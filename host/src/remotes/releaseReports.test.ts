import { parseRegistry } from './registry';
import { createReleaseReports, type ReleaseReport } from './releaseReports';

const registry = parseRegistry({
  dashboard: { manifest: '/d.json', label: 'Dashboard', paths: [{ path: '/dashboard', access: 'login' }], nav: [], release: { id: 4, version: '1.2.0', channel: 'canary' } },
  rules: { manifest: '/r.json', label: 'Rules', paths: [{ path: '/rules', access: 'login' }], nav: [] },
});

test('loads and render failures of a registered release are reported by release, area and kind, nothing else', async () => {
  const sent: ReleaseReport[] = [];
  const reports = createReleaseReports(async (report) => sent.push(report));
  reports.renderFailed('dashboard', new Error('before any load'));
  reports.load(registry.get('dashboard')!, 'loaded');
  const error = new Error('Cannot read name of demo@example.com');
  reports.renderFailed('dashboard', error);
  reports.renderFailed('dashboard', error);
  reports.renderFailed('dashboard', new Error('again'));
  reports.load(registry.get('dashboard')!, 'load_failed');
  // An operator's entry or a local build is no release: nothing to report.
  reports.load(registry.get('rules')!, 'loaded');
  reports.renderFailed('rules', new Error('x'));
  expect(sent).toEqual([
    { release_id: 4, area: 'dashboard', kind: 'loaded' },
    { release_id: 4, area: 'dashboard', kind: 'render_failed' },
    { release_id: 4, area: 'dashboard', kind: 'render_failed' },
    { release_id: 4, area: 'dashboard', kind: 'load_failed' },
  ]);
  expect(reports.loadedRelease('dashboard')).toEqual({ id: 4, version: '1.2.0', channel: 'canary' });
});

test('a report that cannot be sent is dropped quietly', async () => {
  const reports = createReleaseReports(async () => {
    throw new Error('429');
  });
  expect(() => reports.load(registry.get('dashboard')!, 'loaded')).not.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 0));
});
