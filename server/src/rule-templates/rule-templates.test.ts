import type { InjectOptions } from 'fastify';
import { tableCounts, oneDatabase } from '../testing/databases';
import type { Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';
import { sampleDefinition } from '../rules/sample-definition';

const definition = sampleDefinition();

describe.each(oneDatabase())('rule templates on $name', (tdb) => {
  const server = useTestServer(tdb);
  let admin: Session;
  let cs: Session;
  let user: Session;

  beforeEach(async () => {
    await server.addUser('root', 'secret123', 'admin');
    await server.addUser('helen', 'secret123', 'cs');
    await server.addUser('demo', 'secret123');
    admin = await server.login('root', 'secret123');
    cs = await server.login('helen', 'secret123');
    user = await server.login('demo', 'secret123');
  });

  const call = (session: Session | null, options: InjectOptions) => server.app.inject({ ...options, headers: session?.headers ?? {} });
  const create = (payload: object, session: Session = admin) => call(session, { method: 'POST', url: '/api/admin/rule-templates', payload });
  const published = async () => ((await call(user, { method: 'GET', url: '/api/rules/templates' })).json().data as { name: string }[]).map((t) => t.name);
  const audit = async () => (await call(admin, { method: 'GET', url: '/api/admin/audit?limit=100' })).json().data as { action: string; before: unknown; after: unknown }[];

  test('an admin creates a template; users see it once it is published, with its definition', async () => {
    const created = await create({ name: 'Stop expensive ad sets', description: 'Pauses an ad set whose purchases cost too much.', category: 'Cost control', definition });
    expect(created.statusCode).toBe(201);
    const template = created.json().data;
    expect(template).toMatchObject({ name: 'Stop expensive ad sets', published: false, position: 0, definition });
    expect(await published()).toEqual([]);
    expect((await call(user, { method: 'GET', url: `/api/rules/templates/${template.id}` })).statusCode).toBe(404);

    const patched = await call(admin, { method: 'PATCH', url: `/api/admin/rule-templates/${template.id}`, payload: { published: true } });
    expect(patched.json().data.published).toBe(true);
    expect(await published()).toEqual(['Stop expensive ad sets']);
    const seen = (await call(user, { method: 'GET', url: `/api/rules/templates/${template.id}` })).json().data;
    expect(seen).toEqual({ id: template.id, name: 'Stop expensive ad sets', description: 'Pauses an ad set whose purchases cost too much.', category: 'Cost control', definition });
    expect((await audit()).map((a) => a.action)).toEqual(['rule_template.update', 'rule_template.create']);
    expect((await audit())[0]).toMatchObject({ before: { published: false }, after: { published: true } });
  });

  test('bad input is 400 (or 409 for a taken name) and writes nothing', async () => {
    await create({ name: 'Keep', category: 'Alerts', definition });
    const before = await tableCounts(server.db);
    const bad: [object, number][] = [
      [{}, 400],
      [{ name: '', category: 'x', definition }, 400],
      [{ name: '   ', category: 'x', definition }, 400],
      [{ name: 'x'.repeat(101), category: 'x', definition }, 400],
      [{ name: 'A', category: 'x', definition: { ...definition, scope: { level: 'account' } } }, 400],
      [{ name: 'A', category: 'x', definition: { ...definition, conditions: { match: 'all', items: [] } } }, 400],
      [{ name: 'A', category: 'x', definition: sampleDefinition({ conditions: { match: 'all', items: [{ metric: 'drop_table', window: 'today', operator: 'gt', value: { value: 1 } }] } }) }, 400],
      [{ name: 'A', category: 'x', definition: sampleDefinition({ actions: [{ type: 'change_budget' }] }) }, 400],
      [{ name: 'A', category: 'x', definition: sampleDefinition({ scope: { level: 'ad' }, actions: [{ type: 'change_budget', budget: 'daily', by: 'percent', amount: 10 }] }) }, 400],
      [{ name: 'A', category: 'x', definition: 'pause everything' }, 400],
      [{ name: 'keep', category: 'x', definition }, 409],
    ];
    for (const [payload, status] of bad) {
      const response = await create(payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status });
      expect(response.json().error.message).toMatch(/\.$/);
    }
    // The editor shows each refusal beside its field: the pointer is the body's, into the definition.
    expect((await create({ name: 'A', category: 'x', definition: sampleDefinition({ actions: [{ type: 'change_budget' }] }) })).json().error.field).toMatch(/^\/definition\/actions\/0\//);
    expect((await create({ name: 'A', category: 'x', definition: { ...definition, cooldown_hours: null } })).json().error.field).toBe('/definition/cooldown_hours');
    expect((await call(admin, { method: 'PATCH', url: '/api/admin/rule-templates/1', payload: { definition: { ...definition, schedule: { kind: 'weekly' } } } })).statusCode).toBe(400);
    expect((await call(admin, { method: 'PATCH', url: '/api/admin/rule-templates/99', payload: { name: 'x' } })).statusCode).toBe(404);
    expect(await tableCounts(server.db)).toEqual(before);
    expect(await audit()).toHaveLength(1);
  });

  test('the setting screen orders the templates users see; delete removes one', async () => {
    const a = (await create({ name: 'A', category: 'x', definition, published: true })).json().data.id;
    const b = (await create({ name: 'B', category: 'x', definition, published: true })).json().data.id;
    expect(await published()).toEqual(['A', 'B']);
    const ordered = await call(admin, { method: 'PUT', url: '/api/admin/rule-templates/order', payload: { ids: [b, a] } });
    expect(ordered.statusCode).toBe(200);
    expect(await published()).toEqual(['B', 'A']);
    expect((await call(admin, { method: 'PUT', url: '/api/admin/rule-templates/order', payload: { ids: [b] } })).statusCode).toBe(400);
    expect((await call(admin, { method: 'DELETE', url: `/api/admin/rule-templates/${b}` })).statusCode).toBe(200);
    expect(await published()).toEqual(['A']);
    expect((await audit()).map((x) => x.action)).toEqual(['rule_template.delete', 'rule_template.update', 'rule_template.create', 'rule_template.create']);
  });

  test('only admins manage templates; guests cannot read them', async () => {
    for (const session of [user, cs]) expect((await create({ name: 'A', category: 'x', definition }, session)).statusCode).toBe(403);
    expect((await call(null, { method: 'GET', url: '/api/rules/templates' })).statusCode).toBe(401);
    expect((await call(null, { method: 'POST', url: '/api/admin/rule-templates', payload: {} })).statusCode).toBe(401);
  });
});
