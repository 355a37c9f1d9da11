// Beside the live release: canaries (a share of signed-in users, sticky per user), preview links (one user's browser
// loads a chosen registered release) and what browsers report about the releases they load.
import type { RemoteAreaEntry } from 'shared-graph/registry';
import { eq } from 'drizzle-orm';
import Type from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../admin/audit';
import { currentUser, requireRole } from '../auth/guards';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { asksForPage } from '../http/error-page';
import { ApiError, errorBody, notFound } from '../http/errors';
import { Answer } from '../http/responses';
import { users } from '../user/table';
import { checkRelease, type FetchFile } from './checks';
import { countReport, stopFailingCanary } from './health';
import { WindowLimiter } from './limiter';
import { clearPreviewCookie, PREVIEW_HOURS, previewKey, setPreviewCookie, signPreview, verifyPreview } from './preview';
import { findRelease, findReleaseById, startCanary, stopCanary } from './releases';
import { releaseJson } from './views';
import { adminPreviewBody, canaryBody, previewLinkView, previewOpenQuery, releaseIdParams, releaseView, reportBody, reportView, teamPreviewBody, versionParams } from './schema';
import type { ReleaseRow } from './table';
import { requireReleaseToken } from './tokens';

/** Reports one browser (a user, or an address for guests) may send per minute: a page load sends one per area. */
export const REPORTS_PER_MINUTE = 30;

interface ChannelDeps {
  fetchFile: FetchFile;
  registry: () => Promise<Record<string, RemoteAreaEntry>>;
}

const releaseName = (row: Pick<ReleaseRow, 'remote' | 'version'>) => `${row.remote} ${row.version}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface PreviewRefusal {
  status: number;
  code: string;
  title: string;
  text: string;
  link?: { href: string; label: string };
}

const HOME = { href: '/', label: 'Go to Sasar' };

const PREVIEW_REFUSALS = {
  expired: { status: 410, code: 'preview_expired', title: 'This preview link has expired', text: 'Ask whoever sent it for a new one.' },
  invalid: { status: 400, code: 'invalid_preview_link', title: 'This is not a valid preview link', text: 'Check that the whole link was copied, or ask for a new one.' },
  guest: {
    status: 401,
    code: 'unauthorized',
    title: 'Sign in to open this preview',
    text: 'A preview link works for the user it was made for. Sign in, then open the link again.',
    link: { href: '/user/login', label: 'Sign in' },
  },
  otherUser: { status: 403, code: 'preview_for_another_user', title: 'This preview link is for another user', text: 'Everyone else keeps the live release. Ask for a link made for your login.' },
  gone: { status: 404, code: 'not_found', title: 'This release is gone', text: 'The release this link previews is no longer registered.' },
} satisfies Record<string, PreviewRefusal>;

/**
 * A preview link is opened in a browser: its refusal is a page in words. A client asking for anything but a page
 * (the API's JSON, a script) gets the API's envelope, as from every other /api route.
 */
function refusePreview(request: FastifyRequest, reply: FastifyReply, { status, code, title, text, link = HOME }: PreviewRefusal) {
  reply.status(status).header('cache-control', 'no-store').header('vary', 'Accept');
  if (!asksForPage(request)) return reply.send(errorBody(code, `${title}. ${text}`));
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} — Sasar</title>` +
        '<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c2b33;line-height:1.5}a{color:#0a66c2}</style></head>' +
        `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></main></body></html>`,
    );
}

/** The first page of the release's area: where an opened preview link lands. */
const landingPath = (row: ReleaseRow) => row.area.nav[0]?.to ?? row.area.paths[0]?.path ?? '/';

function origin(ctx: AppContext, request: FastifyRequest): string {
  return (ctx.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

export async function channelRoutes(app: Api, ctx: AppContext, deps: ChannelDeps): Promise<void> {
  const { database } = ctx;
  const { db } = database;
  const admin = requireRole('admin');
  const key = previewKey(ctx.config.secret);
  const reports = new WindowLimiter(REPORTS_PER_MINUTE, 60_000);

  async function previewLink(request: FastifyRequest, release: ReleaseRow, login: string, hours: number = PREVIEW_HOURS.default) {
    const [user] = await db.select({ id: users.id, login: users.login }).from(users).where(eq(users.login, login));
    if (!user) throw new ApiError(422, 'unknown_user', `There is no user "${login}" to make a preview link for.`);
    const expiresAt = new Date(Date.now() + hours * 3_600_000);
    const token = signPreview(key, { releaseId: release.id, userId: user.id, expiresAt });
    return {
      user,
      view: {
        url: `${origin(ctx, request)}/api/releases/preview/open?token=${token}`,
        login: user.login,
        remote: release.remote,
        version: release.version,
        expires_at: expiresAt.toISOString(),
      },
    };
  }

  app.post('/api/admin/releases/:id/canary', { schema: { params: releaseIdParams, body: canaryBody, response: Answer(releaseView) }, onRequest: admin }, async (request) => {
    const actor = currentUser(request);
    const target = await findReleaseById(db, Number(request.params.id));
    if (!target) throw notFound('No such release');
    // Its users will load it: it must load as a live release would.
    await checkRelease(target, { fetchFile: deps.fetchFile, registry: await deps.registry() });
    const canary = await startCanary(database, target.id, request.body.percent, (tx, row, before) =>
      recordAudit(tx, actor, {
        action: 'release.canary_start',
        target: { type: 'release', id: row.id, label: releaseName(row) },
        before: before.canaryPercent === null ? null : { canary: `${before.canaryPercent} %` },
        after: { canary: `${row.canaryPercent} %` },
      }),
    );
    return { data: releaseJson(canary) };
  });

  app.delete('/api/admin/releases/:id/canary', { schema: { params: releaseIdParams, response: Answer(releaseView) }, onRequest: admin }, async (request) => {
    const actor = currentUser(request);
    const id = Number(request.params.id);
    const stopped = await stopCanary(database, id, (tx, row, before) =>
      recordAudit(tx, actor, {
        action: 'release.canary_stop',
        target: { type: 'release', id: row.id, label: releaseName(row) },
        before: { canary: `${before.canaryPercent} %` },
        after: { canary: 'stopped' },
      }),
    );
    if (!stopped) throw new ApiError(409, 'no_canary', 'This release is no canary (it was stopped or made live meanwhile).');
    return { data: releaseJson(stopped) };
  });

  app.post('/api/admin/releases/:id/preview-links', { schema: { params: releaseIdParams, body: adminPreviewBody, response: Answer(previewLinkView) }, onRequest: admin }, async (request) => {
    const actor = currentUser(request);
    const release = await findReleaseById(db, Number(request.params.id));
    if (!release) throw notFound('No such release');
    const { user, view } = await previewLink(request, release, request.body.login?.trim() || actor.login, request.body.hours);
    await recordAudit(db, actor, {
      action: 'release.preview_link',
      target: { type: 'release', id: release.id, label: releaseName(release) },
      after: { for: user.login, expires_at: view.expires_at },
    });
    return { data: view };
  });

  app.post('/api/releases/:remote/:version/preview-links', { schema: { params: versionParams, body: teamPreviewBody, response: Answer(previewLinkView) } }, async (request) => {
    const { remote, version } = request.params;
    const token = await requireReleaseToken(db, request, remote);
    const release = await findRelease(db, remote, version);
    if (!release) throw notFound(`${remote} ${version} is not registered; release it first (pnpm release --preview <login> registers it without going live).`);
    const { user, view } = await previewLink(request, release, request.body.login.trim(), request.body.hours);
    await recordAudit(db, { id: null, login: token.team, role: 'release-token' }, {
      action: 'release.preview_link',
      target: { type: 'release', id: release.id, label: releaseName(release) },
      after: { for: user.login, expires_at: view.expires_at },
    });
    return { data: view };
  });

  // A link without its token (cut short when copied) is refused as any invalid link, in a page for a browser.
  app.get('/api/releases/preview/open', { schema: { querystring: previewOpenQuery }, attachValidation: true }, async (request, reply) => {
    const token: unknown = request.query.token;
    if (request.validationError || typeof token !== 'string') return refusePreview(request, reply, PREVIEW_REFUSALS.invalid);
    const claim = verifyPreview(key, token);
    if (claim === 'expired') return refusePreview(request, reply, PREVIEW_REFUSALS.expired);
    if (typeof claim === 'string') return refusePreview(request, reply, PREVIEW_REFUSALS.invalid);
    if (!request.user) return refusePreview(request, reply, PREVIEW_REFUSALS.guest);
    if (request.user.id !== claim.userId) return refusePreview(request, reply, PREVIEW_REFUSALS.otherUser);
    const release = await findReleaseById(db, claim.releaseId);
    if (!release) return refusePreview(request, reply, PREVIEW_REFUSALS.gone);
    setPreviewCookie(reply, token, claim.expiresAt, ctx.secureCookies);
    return reply.header('cache-control', 'no-store').redirect(landingPath(release), 303);
  });

  app.delete('/api/releases/preview', { schema: { response: Answer(Type.Object({ left: Type.Boolean() })) } }, async (_request, reply) => {
    clearPreviewCookie(reply, ctx.secureCookies);
    return { data: { left: true } };
  });

  app.post('/api/releases/reports', { schema: { body: reportBody, response: Answer(reportView) } }, async (request, reply) => {
    const who = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
    if (!reports.take(who)) {
      reply.header('retry-after', String(reports.retryAfter(who)));
      throw new ApiError(429, 'rate_limited', `Too many reports from this browser; send at most ${REPORTS_PER_MINUTE} a minute.`);
    }
    const { release_id: releaseId, area, kind } = request.body;
    const release = await findReleaseById(db, releaseId);
    if (!release || release.remote !== area) throw new ApiError(422, 'unknown_release', `Release ${releaseId} is not a release of ${area}.`);
    await countReport(db, release.id, kind);
    if (kind === 'loaded') return { data: { counted: true, canary_stopped: false } };
    request.server.metrics?.remoteFailureReported(area, kind);
    const stopped = await stopFailingCanary(database, release);
    if (stopped) request.log.warn({ release: releaseName(release) }, 'canary stopped: browsers reported it failing');
    return { data: { counted: true, canary_stopped: Boolean(stopped) } };
  });
}
