import type { FastifyRequest } from 'fastify';
import { publicOrigin } from '../account/origin';
import type { ServerConfig } from '../config';
import { ApiError } from '../http/errors';

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/**
 * Login CSRF defence (login is CSRF-exempt because it issues the CSRF cookie): the body must be JSON — a cross-site
 * HTML form cannot send that without a CORS preflight we never grant — and a browser's `Origin`, when sent, must be
 * this server's (the configured public origin, or the origin the request was addressed to).
 */
export function loginRequestCheck(config: ServerConfig) {
  return async function checkLoginRequest(request: FastifyRequest): Promise<void> {
    const contentType = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      throw new ApiError(415, 'unsupported_media_type', 'Send the login as JSON (Content-Type: application/json)');
    }
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin === publicOrigin(config, request.server) || sameOrigin(origin, `${request.protocol}://${request.host}`)) return;
    throw new ApiError(403, 'cross_origin', 'Log in from the Sasar page itself');
  };
}
