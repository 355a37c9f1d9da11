import { apiError, apiPage, productApiDouble, startSession } from 'shared-graph/testing';
import { GROUP_MESSAGES, GroupError, groupsApi } from './groupsApi';

beforeEach(() => {
  startSession();
});

const item = { id: '6003', fb_id: '6003', name: 'Yoga', type: 'interests', path: [], audience_size: 1, audience_size_lower_bound: 1, audience_size_upper_bound: 1, description: null, rank: 1 };
const collection = { id: 1, name: 'A', count: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const refusedName = expect.objectContaining({ name: 'ApiError', status: 409, code: 'collection_exists', message: 'A collection named “Yoga” already exists. Choose another name.' });

test('list sends the team and q; a 404 means no collections', async () => {
  const api = productApiDouble().on('get', '/api/group', apiError(404, 'not_found', 'Not found'));
  await expect(groupsApi.list(7, ' fit ')).resolves.toEqual([]);
  expect(api.lastRequestTo('get', '/api/group').query).toEqual({ team: '7', q: 'fit' });
});

test("other list failures → 'Unable to get group list'", async () => {
  productApiDouble().on('get', '/api/group', apiError(500, 'internal', 'boom'));
  await expect(groupsApi.list(0)).rejects.toEqual(new GroupError(GROUP_MESSAGES.list));
  expect(GROUP_MESSAGES.list).toBe('Unable to get group list');
});

test("create and rename failures → 'Unable to create group'", async () => {
  productApiDouble().on('post', '/api/group', apiError(400, 'bad_request', 'x')).on('patch', '/api/group/{id}', apiError(500, 'internal', 'y'));
  await expect(groupsApi.create(0, 'A')).rejects.toThrow('Unable to create group');
  await expect(groupsApi.rename(0, 1, 'B')).rejects.toThrow('Unable to create group');
});

test('a name the team has already → the server’s sentence, marked as about the name', async () => {
  const refusal = apiError(409, 'collection_exists', 'A collection named “Yoga” already exists. Choose another name.');
  const api = productApiDouble().on('post', '/api/group', refusal).on('patch', '/api/group/{id}', refusal);
  for (const attempt of [groupsApi.create(0, 'yoga'), groupsApi.rename(0, 1, 'YOGA')]) {
    const error = await attempt.catch((e: unknown) => e);
    expect(error).toEqual(new GroupError('A collection named “Yoga” already exists. Choose another name.'));
    expect(error).toMatchObject({ field: 'name', cause: refusedName });
  }
  // Another conflict is not about the name: the general sentence, no field.
  api.on('post', '/api/group', apiError(409, 'conflict', 'This conflicts with a change made at the same time.'));
  const other = await groupsApi.create(0, 'x').catch((e: unknown) => e);
  expect(other).toEqual(new GroupError(GROUP_MESSAGES.create));
  expect((other as GroupError).field).toBeUndefined();
});

test('a name the server’s rules refuse → its sentence for the name field, beside the field', async () => {
  const message = 'The collection name must not be only spaces.';
  productApiDouble().on('patch', '/api/group/{id}', apiError(400, 'bad_request', message, { field: '/name', fields: [{ field: '/name', message }] }));
  const error = await groupsApi.rename(0, 1, 'B').catch((e: unknown) => e);
  expect(error).toEqual(new GroupError(message));
  expect(error).toMatchObject({ field: 'name', cause: expect.objectContaining({ name: 'ApiError', status: 400, code: 'bad_request', message }) });
});

test('create saves items without per-screen estimates; items() pages with page as a query parameter', async () => {
  const api = productApiDouble()
    .on('post', '/api/group', collection)
    .on('post', '/api/group/collection', ({ query }) => (query.page === '2' ? apiPage([], { has_more: false }) : apiPage([item], { has_more: true })));
  await groupsApi.create(3, ' A ', [{ ...item, overlap: 5, reach: undefined }]);
  expect(api.lastRequestTo('post', '/api/group')).toMatchObject({ body: { name: 'A', items: [item] }, query: { team: '3' } });
  await expect(groupsApi.allItems(3, 9)).resolves.toEqual([item]);
  expect(api.requestsTo('post', '/api/group/collection').map((r) => [r.body, r.query])).toEqual([
    [{ groups: [9] }, { team: '3' }],
    [{ groups: [9] }, { team: '3', page: '2' }],
  ]);
});
