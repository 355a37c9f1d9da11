import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** The origin links in mail and OAuth redirects use: PUBLIC_URL, else the origin the request came to. */
export function publicOrigin(config: ServerConfig, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
