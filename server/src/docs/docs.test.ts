import type { FastifyInstance } from 'fastify';
import { oneDatabase } from '../testing/databases';
import { testServer } from '../testing/server';
import { OPENAPI_PATH } from './routes';

describe.each(oneDatabase())('the OpenAPI document on $name', (tdb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer(await tdb.open());
  });
  afterAll(() => app.close());

  test('/api/docs and /api/docs/openapi.json serve the product API built from the route schemas', async () => {
    const response = await app.inject(OPENAPI_PATH);
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect((await app.inject('/api/docs')).json()).toEqual(doc);
    const paths = Object.keys(doc.paths);
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
    expect(paths).toEqual(expect.arrayContaining(['/api/user/login', '/api/group/{id}', '/api/team', '/api/subscription/upgrade']));
    // The request schemas arrive with their titles and limits (the same ones the validation messages use).
    const group = doc.paths['/api/group']['post'].requestBody.content['application/json'].schema;
    expect(group.properties.name).toMatchObject({ type: 'string', title: 'collection name', maxLength: 100 });
    const idParam = doc.paths['/api/group/{id}']['patch'].parameters.find((p: { in: string }) => p.in === 'path');
    expect(idParam.schema.title).toBe('collection id');
    // A refusal a form handles on its own is listed by its status, beside the 4XX range.
    for (const [path, method] of [['/api/group', 'post'], ['/api/group/{id}', 'patch']] as const) {
      expect(doc.paths[path][method].responses['409'].description).toMatch(/^code collection_exists: /);
    }
  });
});
