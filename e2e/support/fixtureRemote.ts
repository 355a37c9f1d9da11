// Builds the e2e fixture remote (e2e/fixtures/mfe-reports) with the shared build configuration, as a feature
// team's CI would: once against this checkout's contract, and once as if built against another contract version.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './paths';

const buildTools = path.join(repoRoot, 'build-tools');
const fixtureDir = path.join(repoRoot, 'e2e', 'fixtures', 'mfe-reports');

interface Stats {
  hasErrors(): boolean;
  toString(preset: string): string;
}
type Config = Record<string, unknown> & { optimization?: object };
type Webpack = (config: Config) => { run(done: (error: Error | null, stats?: Stats) => void): void };

export interface FixtureBuild {
  dir: string;
  /** The registry entry a deploy would publish: the build's area.json and where its manifest lives. */
  entry(origin: string): object;
}

export async function buildFixtureRemote(contractVersion?: number): Promise<FixtureBuild> {
  const fromBuildTools = createRequire(path.join(buildTools, 'package.json'));
  const webpack = fromBuildTools('webpack') as Webpack;
  const { remoteConfig } = fromBuildTools('./index.cjs') as { remoteConfig: (options: object) => Config };
  const dir = mkdtempSync(path.join(process.env.E2E_WORK_DIR ?? '/tmp', 'reports-build-'));
  const config = remoteConfig({
    dir: fixtureDir,
    name: 'reports',
    mode: 'production',
    exposes: { './routes': './src/routes.tsx' },
    outputPath: dir,
    packagesFrom: buildTools,
    ...(contractVersion === undefined ? {} : { contractVersion }),
  });
  // Source maps and minification only cost time here.
  await new Promise<void>((resolve, reject) => {
    webpack({ ...config, devtool: false, optimization: { ...config.optimization, minimize: false } }).run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    });
  });
  const area = JSON.parse(readFileSync(path.join(dir, 'area.json'), 'utf8')) as object;
  return { dir, entry: (origin) => ({ ...area, manifest: `${origin}/mf-manifest.json` }) };
}
