// A remote's build as the release tests need it: a manifest naming its entry and ./routes chunk, and where to put it so
// the server serves it as an uploaded version.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from 'shared-graph/registry';
import type { ReleaseInput } from './releases';

export const dashboardArea = { label: 'Dashboard', paths: [{ path: '/dashboard', access: 'login' as const }], nav: [{ to: '/dashboard', label: 'Dashboard', order: 10 }] };

export function buildFiles(heading: string): Record<string, string> {
  const manifest = {
    id: 'dashboard',
    name: 'dashboard',
    metaData: { name: 'dashboard', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [],
    remotes: [],
    exposes: [{ id: 'dashboard:routes', name: 'routes', path: './routes', assets: { js: { sync: ['routes.0a1b2c3d.js'], async: [] }, css: { sync: [], async: [] } } }],
  };
  return { 'mf-manifest.json': JSON.stringify(manifest), 'remoteEntry.js': 'var dashboard;', 'routes.0a1b2c3d.js': `/* ${heading} */` };
}

/** Writes the build where the server keeps uploaded versions (`<data>/../releases/dashboard/<version>/`). */
export function writeVersion(dataDir: string, version: string): void {
  const dir = path.join(path.dirname(dataDir), 'releases', 'dashboard', version);
  mkdirSync(dir, { recursive: true });
  for (const [file, body] of Object.entries(buildFiles(`Dashboard ${version}`))) writeFileSync(path.join(dir, file), body);
}

export const dashboardRelease = (version: string): ReleaseInput => ({
  remote: 'dashboard',
  version,
  buildId: `ci-${version}`,
  manifestUrl: `/remotes/dashboard/${version}/mf-manifest.json`,
  contractVersion: CONTRACT_VERSION,
  area: dashboardArea,
  publishedBy: 'Growth team',
});
