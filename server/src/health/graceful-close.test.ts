import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import type { Database } from '../db/database';
import { createServer } from '../server';
import { testDatabases } from '../testing/databases';
import { testConfig } from '../testing/server';
import { closeGracefully } from './graceful-close';

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe.each(testDatabases())('a SIGTERM-style close on $name', (tdb) => {
  let database: Database;
  beforeAll(async () => {
    database = await tdb.open();
  });

  async function slowServer() {
    const app = await createServer(testConfig(), { database, logger: false });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/api/test/slow', async () => {
      arrived();
      await released;
      // The database is still open for a request that was in flight when the close began.
      const [row] = await database.raw.query<{ n: number }>('SELECT 1 AS n');
      return { data: { n: row!.n } };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return { app, port, release, inFlight };
  }

  test('a request in flight finishes while new connections are refused; the close then completes', async () => {
    const { app, port, release, inFlight } = await slowServer();
    const answer = request(`http://127.0.0.1:${port}/api/test/slow`);
    await inFlight;

    let closed = false;
    const closing = closeGracefully(app, 10_000).then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await refusesConnections(port)).toBe(true);
    expect(closed).toBe(false);

    release();
    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(await response.body.json()).toEqual({ data: { n: 1 } });
    await closing;
    expect(closed).toBe(true);
  });

  test('a request still running after the grace period is cut, so the process can exit', async () => {
    const { app, port, release, inFlight } = await slowServer();
    const answer = request(`http://127.0.0.1:${port}/api/test/slow`).then(
      (response) => response.statusCode,
      (error: Error) => error.name,
    );
    await inFlight;
    await closeGracefully(app, 200);
    expect(await answer).not.toBe(200);
    release();
  });
});
