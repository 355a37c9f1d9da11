import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { SESSION_COOKIE } from '../auth/cookies';
import { pagePreloads, preloadLinks } from './firstLoadHints';
import { firstPaintPages, headingForPath, type FirstPaintPage } from './firstPaint';
import { createHash } from 'node:crypto';
import { servedEntries, viewerOf, type Viewer } from '../releases/served';
import { VERSION, hasVersion, releasesDir, versionDir } from '../releases/store';
import { registrySource } from './remotes';

const NO_STORE = 'no-store';
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose names carry a content hash (`main.3f9a1c2b.js`, `123-4f0e9a7c12.css`) never change. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const ALWAYS_REVALIDATE = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'mf-stats.json']);

export function cacheControlFor(file: string): string {
  const base = path.posix.basename(file);
  if (ALWAYS_REVALIDATE.has(base)) return NO_CACHE;
  return HASHED_NAME.test(base) ? IMMUTABLE : NO_CACHE;
}

/** A page the host build prerendered for this path (`user/login` → `user/login.html`), if it wrote one. */
async function prerenderedPage(hostDist: string, urlPath: string): Promise<string | null> {
  const page = urlPath.replace(/\/+$/, '');
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(page)) return null;
  return (await isFile(path.join(hostDist, `${page}.html`))) ? `${page}.html` : null;
}

function hasExtension(urlPath: string): boolean {
  const last = urlPath.split('/').pop() ?? '';
  return last.includes('.');
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sasar is not built yet</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#222}code{background:#f3f3f3;padding:.1rem .3rem}</style>
</head><body><h1>Sasar is not built yet</h1>
<p>The server is running, but the web app has no production build at <code>host/dist</code>.</p>
<p>Run <code>pnpm build</code> in the repository root (or <code>pnpm start</code>, which builds and starts everything), then reload this page.</p>
</body></html>`;

/** A page made per request is sent in the best encoding the browser accepts, as the build's files are. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: FirstPaintPage) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

function remoteCors(reply: FastifyReply) {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-allow-methods', 'GET, HEAD, OPTIONS');
  reply.header('access-control-allow-headers', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * `/remotes.json` (the runtime remote registry), remote builds under `/remotes/<name>/`, the host build at `/`,
 * and the history fallback: extension-less GETs outside /api/ and /remotes/ get the page the host build prerendered
 * for that path (user/login.html for /user/login), or else the host's index.html.
 */
export function staticRoutes(ctx: AppContext) {
  const hostDist = path.join(ctx.config.staticRoot, 'host', 'dist');
  const remoteDist = (name: string) => path.join(ctx.config.staticRoot, `mfe-${name}`, 'dist');
  const releases = releasesDir(ctx.config);

  return async function register(app: FastifyInstance) {
    // A refused entry is logged once per distinct problem, not on every page load.
    const reported = new Set<string>();
    const firstPaintPage = firstPaintPages();
    const readRegistry = registrySource<Viewer>(
      ctx.config.remotesJson,
      ctx.config.staticRoot,
      (problem) => {
        if (reported.has(problem)) return;
        reported.add(problem);
        app.log.error(problem);
      },
      (viewer) => servedEntries(ctx.database.db, viewer ?? { userId: null, preview: null }),
    );
    // Per browser (a signed-in user may get a canary or a preview), and asked again every few seconds by open pages:
    // an unchanged registry is a 304 on its ETag.
    app.get('/remotes.json', async (request, reply) => {
      const body = JSON.stringify(await readRegistry(await viewerOf(ctx, request)));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie').header('etag', etag);
      remoteCors(reply);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    });

    app.options('/remotes/*', async (_request, reply) => {
      remoteCors(reply);
      reply.header('access-control-max-age', '86400');
      return reply.status(204).send();
    });

    app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', async (request, reply) => {
      const { name } = request.params;
      const file = request.params['*'];
      if (!/^[a-z0-9-]{1,64}$/.test(name) || file === '') throw notFound(`No remote file ${request.url.split('?')[0]}`);
      remoteCors(reply);
      // An uploaded release (/remotes/<name>/<version>/…) never changes: every file of it is immutable.
      const [first, ...rest] = file.split('/');
      if (first && VERSION.test(first) && rest.length > 0 && (await hasVersion(releases, name, first))) {
        reply.header('cache-control', IMMUTABLE);
        return reply.sendFile(rest.join('/'), versionDir(releases, name, first), { cacheControl: false });
      }
      reply.header('cache-control', cacheControlFor(file));
      return reply.sendFile(file, remoteDist(name), { cacheControl: false });
    });

    app.all('/api/*', async (request) => {
      throw notFound(`No API route for ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`);
    });

    app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
      const urlPath = request.params['*'];
      if (urlPath === 'remotes' || urlPath.startsWith('remotes/')) throw notFound('No such remote file');
      if (urlPath === 'api') throw notFound('No API route for GET /api');
      if (hasExtension(urlPath)) {
        reply.header('cache-control', cacheControlFor(urlPath));
        return reply.sendFile(urlPath, hostDist, { cacheControl: false });
      }
      if (!(await isFile(path.join(hostDist, 'index.html')))) {
        return reply.status(503).header('cache-control', NO_STORE).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
      }
      reply.header('cache-control', NO_CACHE);
      const prerendered = await prerenderedPage(hostDist, urlPath);
      if (prerendered) return reply.sendFile(prerendered, hostDist, { cacheControl: false });
      const registry = await viewerOf(ctx, request).then(readRegistry).catch(() => ({}));
      const heading = headingForPath(registry, urlPath);
      const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
      const preloads = preloadLinks(await pagePreloads({ hostDist, staticRoot: ctx.config.staticRoot }, registry, urlPath, signedIn));
      const page = heading || preloads ? firstPaintPage(await readFile(path.join(hostDist, 'index.html'), 'utf8'), { heading, preloads }) : null;
      return page ? sendPage(request, reply, page) : reply.sendFile('index.html', hostDist, { cacheControl: false });
    });
  };
}
