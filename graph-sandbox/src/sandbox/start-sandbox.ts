import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createSandbox } from './create-sandbox';
import type { SandboxOptions } from './options';

export interface StartSandboxOptions extends SandboxOptions {
  /** 0 = any free port. */
  port?: number;
  host?: string;
}

export interface RunningSandbox {
  /** Base URL, e.g. `http://127.0.0.1:8090` (Graph calls go to `${url}/v21.0/…`). */
  url: string;
  port: number;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startSandbox({ port = 8090, host = '127.0.0.1', ...options }: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const app = createSandbox(options);
  await app.listen({ port, host });
  const actualPort = (app.server.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${actualPort}`,
    port: actualPort,
    app,
    close: () => app.close(),
  };
}
