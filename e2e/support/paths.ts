import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const REMOTES = ['research', 'adsmanager', 'dashboard', 'rules', 'admin'] as const;
export type RemoteName = (typeof REMOTES)[number];

export const distOf = (pkg: string) => path.join(repoRoot, pkg, 'dist');
export const defaultRegistry = (): Record<RemoteName, string> =>
  Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])) as Record<RemoteName, string>;
