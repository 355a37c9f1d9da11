import { oneDatabase } from '../testing/databases';
import type { Session } from '../testing/server';
import { useTestServer } from '../testing/testServer';

/** A 400 in words; a refusal about fields names the first and lists every one. */
const refusalIn = (error: { field?: string; message: string }) => ({
  code: 'bad_request',
  message: expect.any(String),
  ...(error.field === undefined ? {} : { field: error.field, fields: expect.arrayContaining([{ field: error.field, message: error.message }]) }),
});

const NOTHING = { preset: null, columns: null, layout: null, view_id: null };
const COLUMNS = { order: ['name', 'spend'], hidden: [] };

describe.each(oneDatabase())('ads manager column preferences on $name', (tdb) => {
  const server = useTestServer(tdb);
  let demo: Session;
  let budi: Session;

  beforeEach(async () => {
    await server.addUser('demo');
    await server.addUser('budi');
    demo = await server.login('demo');
    budi = await server.login('budi');
  });

  const read = (session: Session) => server.app.inject({ method: 'GET', url: '/api/adsmanager/preferences', headers: session.headers });
  const save = (session: Session, payload: unknown) =>
    server.app.inject({ method: 'PUT', url: '/api/adsmanager/preferences', headers: session.headers, payload: payload as object });

  test('a user who never chose gets nothing saved, so the list shows the objective preset', async () => {
    expect((await read(demo)).json()).toEqual({ data: NOTHING });
  });

  test("the columns are remembered per user; saving again replaces them and another user's stay their own", async () => {
    const sales = { preset: 'sales', columns: { order: ['name', 'spend', 'roas'], hidden: ['cpm'] } };
    expect((await save(demo, sales)).json()).toEqual({ data: { ...NOTHING, ...sales } });
    const custom = { preset: null, columns: { order: ['spend', 'name'], hidden: [] } };
    await save(demo, custom);
    await save(budi, { preset: 'traffic', columns: { order: [], hidden: ['reach'] } });
    expect((await read(demo)).json().data).toEqual({ ...NOTHING, ...custom });
    expect((await read(budi)).json().data).toEqual({ ...NOTHING, preset: 'traffic', columns: { order: [], hidden: ['reach'] } });
  });

  test.each([
    ['a column id that is not an id', { preset: null, columns: { order: ['spend; DROP TABLE users'], hidden: [] } }],
    ['the same column twice', { preset: null, columns: { order: ['spend', 'spend'], hidden: [] } }],
    ['too many columns', { preset: null, columns: { order: Array.from({ length: 161 }, (_, i) => `m${i}`), hidden: [] } }],
    ['a preset that is not an id', { preset: 'Sales!', columns: { order: [], hidden: [] } }],
    ['no columns', { preset: 'sales' }],
    ['no body', undefined],
  ])('%s is refused with 400 and nothing is saved', async (_, payload) => {
    const response = await save(demo, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: refusalIn(response.json().error) });
    expect((await read(demo)).json().data).toEqual(NOTHING);
  });

  test('widths, sort and conditional formats are kept with the columns; a save without them leaves them as they were', async () => {
    const layout = {
      widths: { name: 320, spend: 90 },
      sort: [{ id: 'spend', desc: true }],
      formats: [
        { metric: 'cost_per_purchase', operator: 'above', value: 25.5, to: null, colour: 'red' },
        { metric: 'link_ctr', operator: 'between', value: 1, to: 3, colour: 'green' },
      ],
    };
    expect((await save(demo, { preset: null, columns: COLUMNS, layout })).json().data).toEqual({ ...NOTHING, columns: COLUMNS, layout });
    await save(demo, { preset: 'sales', columns: COLUMNS });
    expect((await read(demo)).json().data).toEqual({ preset: 'sales', columns: COLUMNS, layout, view_id: null });
  });

  test.each([
    ['a width below the minimum', { widths: { name: 10 }, sort: [], formats: [] }],
    ['more than three sort columns', { widths: {}, sort: ['a', 'b', 'c', 'd'].map((id) => ({ id, desc: false })), formats: [] }],
    ['a colour outside red, amber and green', { widths: {}, sort: [], formats: [{ metric: 'roas', operator: 'below', value: 1, to: null, colour: 'pink' }] }],
    ['a between without an upper value', { widths: {}, sort: [], formats: [{ metric: 'roas', operator: 'between', value: 1, to: null, colour: 'green' }] }],
    ['a between whose upper value is lower', { widths: {}, sort: [], formats: [{ metric: 'roas', operator: 'between', value: 3, to: 1, colour: 'green' }] }],
    ['a threshold beyond any figure', { widths: {}, sort: [], formats: [{ metric: 'roas', operator: 'above', value: 1e300, to: null, colour: 'red' }] }],
    ['21 rules', { widths: {}, sort: [], formats: Array.from({ length: 21 }, () => ({ metric: 'roas', operator: 'above', value: 1, to: null, colour: 'red' })) }],
  ])('a layout with %s is refused with 400', async (_, layout) => {
    const response = await save(demo, { preset: null, columns: COLUMNS, layout });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: refusalIn(response.json().error) });
    expect((await read(demo)).json().data).toEqual(NOTHING);
  });

  test('a width for a column that is not an id is refused in words, never stored', async () => {
    const response = await save(demo, { preset: null, columns: COLUMNS, layout: { widths: { 'Name!': 200, spend: 100 }, sort: [], formats: [] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: '/layout/widths/Name!', message: 'The field “name!” is not expected here.' });
    expect((await read(demo)).json().data).toEqual(NOTHING);
  });

  test('a view that does not exist cannot be the one the list came from', async () => {
    const response = await save(demo, { preset: null, columns: COLUMNS, view_id: 999 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  test('needs a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/adsmanager/preferences' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'PUT', url: '/api/adsmanager/preferences', payload: { preset: null, columns: { order: [], hidden: [] } } })).statusCode).toBe(401);
  });
});
