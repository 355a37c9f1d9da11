// The files of uploaded releases: `<data>/releases/<remote>/<version>/<file>`, beside the PGlite folder, served at
// /remotes/<remote>/<version>/ with immutable caching. A version's files never change once written.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { ApiError, badRequest } from '../http/errors';

/** A release version: starts with a digit (1.4.0, 2026.11.27-3, 41-a1b2c3d), so it never shadows a build's own files. */
export const VERSION = /^[0-9][0-9A-Za-z._+-]{0,63}$/;
/** A file path inside a build: plain segments, no `..`, no hidden files. */
const FILE_PATH = /^(?!.*(^|\/)\.)[A-Za-z0-9_@+~-][A-Za-z0-9._@+~-]*(\/[A-Za-z0-9_@+~-][A-Za-z0-9._@+~-]*){0,8}$/;

export function releasesDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(path.dirname(path.resolve(config.dataDir)), 'releases');
}

export function versionDir(root: string, remote: string, version: string): string {
  return path.join(root, remote, version);
}

export async function hasVersion(root: string, remote: string, version: string): Promise<boolean> {
  if (!VERSION.test(version)) return false;
  try {
    return (await stat(versionDir(root, remote, version))).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Writes one file of an uploaded version. Sending the same bytes again is fine (a retried upload); different bytes
 * for a file already there are refused: a version is immutable.
 */
export async function writeReleaseFile(root: string, remote: string, version: string, file: string, bytes: Buffer): Promise<'created' | 'unchanged'> {
  if (!VERSION.test(version)) throw badRequest('A version starts with a digit and has letters, digits, dots, dashes, pluses or underscores (at most 64).');
  if (!FILE_PATH.test(file)) throw badRequest(`"${file.slice(0, 200)}" is not a file path of a build (plain names, no "..", no hidden files).`);
  const target = path.join(versionDir(root, remote, version), ...file.split('/'));
  const existing = await readFile(target).catch(() => null);
  if (existing) {
    if (existing.equals(bytes)) return 'unchanged';
    throw new ApiError(409, 'version_immutable', `${remote} ${version} already has a different ${file}; a version never changes — upload a new version.`);
  }
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, bytes, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EEXIST') throw new ApiError(409, 'version_immutable', `${file} of ${remote} ${version} was just written by another upload.`);
    throw error;
  });
  return 'created';
}
