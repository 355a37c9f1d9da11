// A stand-in CDN: serves a folder over HTTP with CORS, as any static host of a remote would. `holds` picks files
// it holds back until the test calls release(), like a slow network in front of one remote whose files arrive
// exactly when the test says (a timer would arrive early or late on a busy machine).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json', '.html': 'text/html' };

export interface ServeOptions {
  holds?: (pathname: string) => boolean;
}

export interface StaticServer {
  origin: string;
  /** How many held-back responses have not been sent yet (a remote still on its way to the browser). */
  heldBack(): number;
  /** Sends every response held back so far; later requests for held files are held again. */
  release(): void;
  close(): Promise<void>;
}

export async function serveFolder(dir: string, { holds = () => false }: ServeOptions = {}): Promise<StaticServer> {
  const held = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, path.normalize(pathname).replace(/^([/\\])+/, ''));
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    const send = () => {
      response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
      createReadStream(file).pipe(response);
    };
    if (holds(pathname)) held.add(send);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    heldBack: () => held.size,
    release: () => {
      const waiting = [...held];
      held.clear();
      for (const send of waiting) send();
    },
    // The browser keeps connections alive; close them, or close() waits for the browser to hang up.
    close: () =>
      new Promise((resolve) => {
        held.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
