// The releases one browser is served: every remote's live release, the canary instead for a signed-in user in its
// share, and the release a preview cookie names for the user it was made for.
import type { FastifyRequest } from 'fastify';
import type { RemoteAreaEntry } from 'shared-graph/registry';
import { SESSION_COOKIE } from '../auth/cookies';
import { findActiveSession } from '../auth/sessions';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { inCanary } from './canary';
import { PREVIEW_COOKIE, previewKey, verifyPreview, type PreviewClaim } from './preview';
import { releaseEntry, servedReleases } from './releases';
import type { ReleaseRow } from './table';

export type ReleaseChannel = 'live' | 'canary' | 'preview';

/** A registry entry with the release it comes from: the host reports failures by it and shows a preview's banner. */
export interface ServedEntry extends RemoteAreaEntry {
  release: { id: number; version: string; channel: ReleaseChannel };
}

export interface Viewer {
  userId: number | null;
  preview: PreviewClaim | null;
}

export const GUEST: Viewer = { userId: null, preview: null };

const MAX_COOKIE_LENGTH = 256;

/** Who asks for the registry: the session's user (read here, as /remotes.json is no /api/ route) and a valid preview. */
export async function viewerOf(ctx: Pick<AppContext, 'database' | 'config'>, request: FastifyRequest): Promise<Viewer> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > MAX_COOKIE_LENGTH) return GUEST;
  const found = await findActiveSession(ctx.database.db, token);
  if (!found || found.user.disabledAt) return GUEST;
  const userId = found.user.id;
  const previewToken = request.cookies[PREVIEW_COOKIE];
  const claim = previewToken ? verifyPreview(previewKey(ctx.config.secret), previewToken) : null;
  // A preview is the user's own: a cookie carried over to another login is ignored.
  const preview = claim && typeof claim === 'object' && claim.userId === userId ? claim : null;
  return { userId, preview };
}

function served(release: ReleaseRow, channel: ReleaseChannel): ServedEntry {
  return { ...releaseEntry(release), release: { id: release.id, version: release.version, channel } };
}

/** The entries of the releases this viewer gets, by remote. */
export async function servedEntries(db: Db, viewer: Viewer): Promise<Record<string, ServedEntry>> {
  const rows = await servedReleases(db, viewer.preview?.releaseId ?? null);
  const entries: Record<string, ServedEntry> = {};
  for (const row of rows) if (row.live) entries[row.remote] = served(row, 'live');
  if (viewer.userId !== null) {
    for (const row of rows) {
      if (row.canaryPercent !== null && inCanary(viewer.userId, row.remote, row.canaryPercent)) entries[row.remote] = served(row, 'canary');
    }
  }
  const preview = viewer.preview && rows.find((row) => row.id === viewer.preview!.releaseId);
  if (preview) entries[preview.remote] = served(preview, 'preview');
  return entries;
}
