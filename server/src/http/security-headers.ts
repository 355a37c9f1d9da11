import type { IncomingMessage } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { registrySource, type RemoteRegistry } from '../static/remotes';

const API_PREFIX = '/api/';

/** Origins of the remote manifests the host may load (absolute registry URLs; rooted ones are 'self'). */
export function remoteOrigins(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  for (const { manifest: url } of Object.values(registry)) {
    try {
      const { origin, protocol } = new URL(url);
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
    } catch {
      // rooted at this server ('/remotes/…'): covered by 'self'
    }
  }
  return [...origins];
}

const originOf = (url: string) => new URL(url).origin;

/**
 * Security headers on every response (helmet) and `Cache-Control: no-store` on the API.
 *
 * The CSP for documents: scripts only from this server and the remote registry's origins (the Module Federation
 * runtime fetches each `mf-manifest.json` and loads its `remoteEntry.js` and chunks from there); no inline or
 * eval'd script. Styles allow 'unsafe-inline': styled-components inserts <style> elements at run time and the
 * chart tooltips set inline style attributes; a nonce would need the host's index.html rewritten per response
 * (see server/README.md "Security headers").
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig) {
  // Refused entries are reported by the static module that serves /remotes.json; here they are only left out.
  const readRegistry = registrySource(config.remotesJson, config.staticRoot, () => undefined);
  const registryOrigins = new WeakMap<IncomingMessage, string[]>();
  const platformOrigins = [...new Set([originOf(config.graphBaseUrl)])];

  // Before helmet's own hook: the registry may be a file re-read on each request, so only documents read it.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(API_PREFIX)) return;
    try {
      registryOrigins.set(request.raw, remoteOrigins(await readRegistry()));
    } catch {
      registryOrigins.set(request.raw, []);
    }
  });
  const remotes = (req: IncomingMessage) => (registryOrigins.get(req) ?? []).join(' ');

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", (req) => remotes(req as IncomingMessage)],
        'connect-src': ["'self'", (req) => remotes(req as IncomingMessage)],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...platformOrigins],
        // Ad previews: Meta's preview iframes (facebook.com), or the platform's own preview pages (the sandbox).
        'frame-src': ["'self'", 'https://www.facebook.com', ...platformOrigins],
        'font-src': ["'self'", 'data:'],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remote builds are served cross-origin on purpose (static/routes.ts sets CORP cross-origin on them).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only when the public origin is https (a plain-http local server must not pin https).
    strictTransportSecurity: config.publicUrl?.startsWith('https://') ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
