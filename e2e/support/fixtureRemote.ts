// The e2e fixture remote (e2e/fixtures/mfe-reports), built by `pnpm build` with the shared build configuration as a
// feature team's CI would: against this checkout's contract, and as if built against the next contract version.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

const fixtureDist = path.join(repoRoot, 'e2e', 'fixtures', 'mfe-reports', 'dist');

export type FixtureBuildName = 'current' | 'next-contract';

export interface FixtureBuild {
  dir: string;
  /** The registry entry a deploy would publish: the build's area.json and where its manifest lives. */
  entry(origin: string): object;
}

export function fixtureBuildDir(name: FixtureBuildName): string {
  return path.join(fixtureDist, name);
}

export function fixtureRemote(name: FixtureBuildName): FixtureBuild {
  const dir = fixtureBuildDir(name);
  const area = JSON.parse(readFileSync(path.join(dir, 'area.json'), 'utf8')) as object;
  return { dir, entry: (origin) => ({ ...area, manifest: `${origin}/mf-manifest.json` }) };
}

export function fixtureRemoteBuilt(): boolean {
  return (['current', 'next-contract'] as const).every((name) => existsSync(path.join(fixtureBuildDir(name), 'mf-manifest.json')));
}
