import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { recordAudit } from '../admin/audit';
import { currentUser, requireRole } from '../auth/guards';
import type { AppContext } from '../context';
import type { Api } from '../http/api';
import { ApiError, badRequest, notFound } from '../http/errors';
import { Answer, CreatedAnswer } from '../http/responses';
import { registrySource } from '../static/remotes';
import { checkRelease, type FetchFile } from './checks';
import { allReleases, findRelease, findReleaseById, liveEntries, promoteRelease, registerRelease, releaseAudit, type ReleaseInput } from './releases';
import { auditRecord } from '../admin/view-schema';
import { auditView } from '../admin/audit';
import { createdTokenView, fileParams, publishBody, releaseIdParams, releaseView, remoteParams, remoteReleasesView, tokenBody, tokenIdParams, tokenView as tokenSchema, uploadView } from './schema';
import { channelRoutes } from './channels';
import { healthOf, NO_REPORTS } from './health';
import { healthJson, releaseJson } from './views';
import { hasVersion, releasesDir, writeReleaseFile } from './store';
import type { ReleaseArea, ReleaseRow } from './table';
import { createReleaseToken, listReleaseTokens, requireReleaseToken, revokeReleaseToken, tokenView } from './tokens';

/** The largest file of a build the upload takes (source maps of a big chunk included). */
const MAX_FILE_BYTES = 25 * 1024 * 1024;
const REMOTE_FETCH_TIMEOUT_MS = 5000;

/** A file's bytes, kept off the enumerable properties so the input guard does not walk them byte by byte. */
class UploadedFile {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes() {
    return this.#bytes;
  }
}

/** Reads a file for the checks: paths on this server through the server itself, others over HTTP. */
export function fileFetcher(app: FastifyInstance): FetchFile {
  return async (url) => {
    if (url.startsWith('/')) {
      const answer = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      return { status: answer.statusCode, text: answer.body };
    }
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(REMOTE_FETCH_TIMEOUT_MS), redirect: 'follow' });
      return { status: answer.status, text: await answer.text() };
    } catch {
      return null;
    }
  };
}

/**
 * Publishing from CI with a team's release token: PUT each file of a build as an immutable version, then POST the
 * release, which is checked (checks.ts) and goes live. Admins make and revoke the tokens.
 */
export function releaseRoutes(ctx: AppContext) {
  const { database } = ctx;
  const { db } = database;
  const admin = requireRole('admin');
  const root = releasesDir(ctx.config);
  const servedRegistry = registrySource(ctx.config.remotesJson, ctx.config.staticRoot, () => {}, () => liveEntries(db));

  return async function register(app: Api) {
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES }, (_request, body, done) => {
      done(null, new UploadedFile(body as Buffer));
    });

    app.put(
      '/api/releases/:remote/:version/files/*',
      { schema: { params: fileParams, response: Answer(uploadView) }, bodyLimit: MAX_FILE_BYTES },
      async (request) => {
        const { remote, version } = request.params;
        const file = request.params['*'];
        await requireReleaseToken(db, request, remote);
        if (!(request.body instanceof UploadedFile)) throw badRequest('Send the file as the body with Content-Type: application/octet-stream.');
        if (await findRelease(db, remote, version)) throw new ApiError(409, 'version_exists', `${remote} ${version} is released already; its files cannot change. Upload a new version.`);
        const stored = await writeReleaseFile(root, remote, version, file, request.body.bytes);
        return { data: { file, stored } };
      },
    );

    app.post('/api/releases/:remote', { schema: { params: remoteParams, body: publishBody, response: CreatedAnswer(releaseView) } }, async (request, reply) => {
      const { remote } = request.params;
      const token = await requireReleaseToken(db, request, remote);
      const body = request.body;
      if (await findRelease(db, remote, body.version)) throw new ApiError(409, 'version_exists', `${remote} ${body.version} is released already. Give the new build a new version.`);
      if (body.manifest_url === undefined && !(await hasVersion(root, remote, body.version))) {
        throw badRequest(`No files were uploaded for ${remote} ${body.version}: upload the build first, or give the manifest_url of a build hosted elsewhere.`);
      }
      const input: ReleaseInput = {
        remote,
        version: body.version,
        buildId: body.build_id,
        manifestUrl: body.manifest_url ?? `/remotes/${remote}/${body.version}/mf-manifest.json`,
        contractVersion: body.contract_version,
        area: body.area as ReleaseArea,
        publishedBy: token.team,
        notes: body.notes ?? null,
      };
      await checkRelease(input, { fetchFile: fileFetcher(app), registry: await servedRegistry() });
      const area = input.area;
      const release = await registerRelease(
        database,
        { ...input, area: { label: area.label, paths: area.paths, nav: area.nav } },
        {
          live: body.live,
          within: (tx, row) =>
            recordAudit(tx, { id: null, login: token.team, role: 'release-token' }, {
              action: 'release.publish',
              target: { type: 'release', id: row.id, label: `${remote} ${row.version}` },
              after: { remote, version: row.version, build_id: row.buildId, manifest_url: row.manifestUrl, live: row.live },
            }),
        },
      ).catch((error: unknown) => {
        // Two registrations of one version at the same moment: the unique key refuses the second.
        if ((error as { code?: string }).code === '23505' || /remote_releases_version_key/.test(String((error as Error).message))) {
          throw new ApiError(409, 'version_exists', `${remote} ${body.version} is released already. Give the new build a new version.`);
        }
        throw error;
      });
      return reply.status(201).send({ data: releaseJson(release) });
    });

    app.get('/api/admin/releases', { schema: { response: Answer(Type.Array(remoteReleasesView)) }, onRequest: admin }, async () => {
      const byRemote = new Map<string, ReleaseRow[]>();
      const rows = await allReleases(db);
      for (const row of rows) byRemote.set(row.remote, [...(byRemote.get(row.remote) ?? []), row]);
      const health = await healthOf(db, rows.map((row) => row.id));
      return {
        data: [...byRemote].map(([remote, releases]) => ({
          remote,
          live: releases.find((row) => row.live)?.id ?? null,
          canary: releases.find((row) => row.canaryPercent !== null)?.id ?? null,
          releases: releases.map((row) => ({ ...releaseJson(row), health: healthJson(health.get(row.id) ?? NO_REPORTS) })),
        })),
      };
    });

    app.get('/api/admin/releases/audit', { schema: { response: Answer(Type.Array(auditRecord)) }, onRequest: admin }, async () => ({
      data: (await releaseAudit(db, 100)).map(auditView),
    }));

    app.post('/api/admin/releases/:id/promote', { schema: { params: releaseIdParams, response: Answer(releaseView) }, onRequest: admin }, async (request) => {
      const actor = currentUser(request);
      const target = await findReleaseById(db, Number(request.params.id));
      if (!target) throw notFound('No such release');
      // An earlier build goes live again only if it still loads: its files may be gone, another remote may own its paths now.
      await checkRelease(target, { fetchFile: fileFetcher(app), registry: await servedRegistry() });
      const promoted = await promoteRelease(database, target.id, (tx, row, previous) =>
        recordAudit(tx, actor, {
          action: 'release.promote',
          target: { type: 'release', id: row.id, label: `${row.remote} ${row.version}` },
          before: previous ? { live: `${previous.remote} ${previous.version}` } : null,
          after: { live: `${row.remote} ${row.version}` },
        }),
      );
      return { data: releaseJson(promoted) };
    });

    await channelRoutes(app, ctx, { fetchFile: fileFetcher(app), registry: servedRegistry });

    app.get('/api/admin/release-tokens', { schema: { response: Answer(Type.Array(tokenSchema)) }, onRequest: admin }, async () => ({
      data: (await listReleaseTokens(db)).map(tokenView),
    }));

    app.post('/api/admin/release-tokens', { schema: { body: tokenBody, response: CreatedAnswer(createdTokenView) }, onRequest: admin }, async (request, reply) => {
      const actor = currentUser(request);
      const team = request.body.team.trim();
      if (team === '') throw badRequest('Name the team the token is for.');
      const created = await database.transaction(async (tx) => {
        const made = await createReleaseToken(tx, { team, remotes: request.body.remotes, createdById: actor.id });
        await recordAudit(tx, actor, {
          action: 'release_token.create',
          target: { type: 'release_token', id: made.row.id, label: team },
          after: { team, remotes: made.row.remotes },
        });
        return made;
      });
      return reply.status(201).send({ data: { ...tokenView(created.row), token: created.token } });
    });

    app.delete('/api/admin/release-tokens/:id', { schema: { params: tokenIdParams, response: Answer(tokenSchema) }, onRequest: admin }, async (request) => {
      const actor = currentUser(request);
      const revoked = await database.transaction(async (tx) => {
        const row = await revokeReleaseToken(tx, Number(request.params.id));
        if (!row) throw notFound('No such release token, or it was revoked already');
        await recordAudit(tx, actor, { action: 'release_token.revoke', target: { type: 'release_token', id: row.id, label: row.team }, after: { revoked: true } });
        return row;
      });
      return { data: tokenView(revoked) };
    });
  };
}
