import type { Database } from '../db/database';
import { createServer } from '../server';
import { oneDatabase } from '../testing/databases';
import { testConfig, testServer } from '../testing/server';

describe.each(oneDatabase())('health and error handling on $name', (tdb) => {
  let database: Database;
  beforeAll(async () => {
    database = await tdb.open();
  });

  test('GET /api/health reports the database', async () => {
    const app = await testServer(database);
    try {
      const response = await app.inject('/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const traced = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
      expect(traced.headers['x-request-id']).toBe('trace-123');
    } finally {
      await app.close();
    }
  });

  test('a database that does not answer → 503', async () => {
    const broken: Database = { ...database, ping: async () => Promise.reject(new Error('connection refused')) };
    const app = await testServer(broken);
    try {
      const response = await app.inject('/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: { code: 'database_unavailable', message: 'The database is not reachable' } });
    } finally {
      await app.close();
    }
  });

  test('unexpected errors → 500 internal, without stack traces or messages', async () => {
    const app = await createServer(testConfig(), { database, logger: false });
    app.get('/api/test/explode', async () => {
      throw new Error('secret detail at /srv/app/db.ts:12');
    });
    try {
      const response = await app.inject('/api/test/explode');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
      expect(response.body).not.toContain('secret detail');
    } finally {
      await app.close();
    }
  });
});
