import { migrate, readMigrations } from '../db/migrate';
import { MIGRATIONS_DIR, testDatabases } from '../testing/databases';
import { openTestPglite } from '../testing/pgliteTemplate';
import { testServer } from '../testing/server';

describe.each(testDatabases())('GET /api/ready on $name', (tdb) => {
  test('ready when the database answers; the queue is "off" in a process without the rules scheduler', async () => {
    const app = await testServer(await tdb.open());
    try {
      const response = await app.inject('/api/ready');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ data: { status: 'ok', database: 'ok', queue: 'off' } });
    } finally {
      await app.close();
    }
  });

  test('ready with the rules queue running; 503 queue_unavailable when its tables cannot be read', async () => {
    const database = await tdb.open();
    const app = await testServer(database);
    await app.rules.start();
    try {
      const ready = await app.inject('/api/ready');
      expect(ready.json()).toEqual({ data: { status: 'ok', database: 'ok', queue: 'ok' } });
      const ping = app.rules.ping;
      app.rules.ping = () => Promise.reject(new Error('relation "pgboss.queue" does not exist'));
      const broken = await app.inject('/api/ready');
      app.rules.ping = ping;
      expect(broken.statusCode).toBe(503);
      expect(broken.json()).toEqual({ error: { code: 'queue_unavailable', message: 'The rules job queue is not reachable' } });
    } finally {
      await app.close();
    }
  });
});

test('GET /api/ready answers 503 once the database is closed, while /api/health says the same', async () => {
  const database = await openTestPglite();
  await migrate(database, readMigrations(MIGRATIONS_DIR));
  const app = await testServer(database);
  try {
    expect((await app.inject('/api/ready')).statusCode).toBe(200);
    await database.close();
    const response = await app.inject('/api/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: { code: 'database_unavailable', message: 'The database is not reachable' } });
  } finally {
    await app.close();
  }
});
