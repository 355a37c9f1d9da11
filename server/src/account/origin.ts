import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '']);

/**
 * The origin links in mail and OAuth redirects use: `PUBLIC_URL`, else the server's own configured address
 * (HOST and the port it listens on). Never the request's Host header, which any client can set.
 */
export function publicOrigin(config: ServerConfig, server: FastifyInstance): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const address = server.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : config.port;
  const host = ANY_ADDRESS.has(config.host) ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}
