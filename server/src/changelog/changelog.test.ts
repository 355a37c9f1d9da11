import type { FastifyInstance } from 'fastify';
import { oneDatabase } from '../testing/databases';
import { testServer } from '../testing/server';
import { CHANGELOG } from './entries';

test('the changelog is newest first, ids are the release timestamps and it ends at 3.20 (Jul 2025)', () => {
  const ids = CHANGELOG.map((e) => e.id);
  expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  expect(new Set(ids).size).toBe(ids.length);
  for (const entry of CHANGELOG) {
    expect(entry.id).toBe(Date.parse(`${entry.date}T09:00:00Z`));
    expect(['Web', 'Extension']).toContain(entry.module);
    expect(entry.items.length).toBeGreaterThan(0);
    for (const item of entry.items) expect(['new', 'fix', 'change', 'bug']).toContain(item.type);
  }
  expect(CHANGELOG[0]).toMatchObject({ title: expect.stringContaining('3.20'), date: expect.stringMatching(/^2025-07-/) });
  expect(CHANGELOG.length).toBeGreaterThanOrEqual(15);
});

describe.each(oneDatabase())('GET /api/changelog on $name', (tdb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer(await tdb.open());
  });
  afterAll(() => app.close());

  test('is public and answers every entry', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/changelog' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(CHANGELOG);
  });
});
