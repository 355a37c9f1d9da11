import type { FastifyInstance, FastifyReply } from 'fastify';
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
 * The CSP for documents: scripts only from this server and the remote registry's origins (the Module Federation
 * runtime fetches each `mf-manifest.json` and loads its `remoteEntry.js` and chunks from there); no inline or
 * eval'd script. Styles allow 'unsafe-inline': styled-components inserts <style> elements at run time and the
 * chart tooltips set inline style attributes; a nonce would need the host's index.html rewritten per response
 * (see server/README.md "Security headers").
 */
export function contentSecurityPolicy(platformOrigins: readonly string[], remotes: readonly string[]): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...remotes],
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
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/**
 * Every security header of a response (what helmet sends with this configuration), for a CSP naming these remote
 * origins: isolation from other origins, no MIME sniffing, no framing, a referrer policy, and HSTS when the public
 * origin is https (a plain-http local server must not pin https).
 */
export function securityHeaders(config: Pick<ServerConfig, 'graphBaseUrl' | 'publicUrl'>, remotes: readonly string[]): Record<string, string> {
  const platformOrigins = [...new Set([originOf(config.graphBaseUrl)])];
  return {
    'content-security-policy': contentSecurityPolicy(platformOrigins, remotes),
    'cross-origin-opener-policy': 'same-origin',
    // Remote builds are served cross-origin on purpose (static/routes.ts sets CORP cross-origin on them).
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(config.publicUrl?.startsWith('https://') ? { 'strict-transport-security': 'max-age=15552000' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Security headers on every response and `Cache-Control: no-store` on the API (a route may set its own). The headers
 * are built once: for the API, and for documents once per set of remote origins (the registry may be a file re-read
 * on each request, so only documents read it).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig) {
  // Refused entries are reported by the static module that serves /remotes.json; here they are only left out.
  const readRegistry = registrySource(config.remotesJson, config.staticRoot, () => undefined);
  const apiHeaders = { ...securityHeaders(config, []), 'cache-control': 'no-store' };
  const documentHeaders = new Map<string, Record<string, string>>();
  const headersFor = (origins: string[]) => {
    const key = origins.join(' ');
    let headers = documentHeaders.get(key);
    if (!headers) {
      // A registry changes rarely; a bound keeps a file rewritten on and on from growing the map.
      if (documentHeaders.size >= 100) documentHeaders.clear();
      documentHeaders.set(key, (headers = securityHeaders(config, origins)));
    }
    return headers;
  };
  const readOrigins = () => readRegistry().then(remoteOrigins, () => []);

  app.addHook('onRequest', (request, reply: FastifyReply, done) => {
    if (request.url.startsWith(API_PREFIX)) {
      reply.headers(apiHeaders);
      done();
      return;
    }
    readOrigins().then((origins) => {
      reply.headers(headersFor(origins));
      done();
    }, done);
  });
}
