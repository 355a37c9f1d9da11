import { api, ApiError } from 'shared-graph';
import { GROUP_MESSAGES, GroupError, groupsApi } from './groupsApi';

afterEach(() => jest.restoreAllMocks());

const item = { id: '6003', fb_id: '6003', name: 'Yoga', type: 'interests', path: [], audience_size: 1, audience_size_lower_bound: 1, audience_size_upper_bound: 1, description: null, rank: 1 };

test('list sends the team and q; a 404 means no collections', async () => {
  const get = jest.spyOn(api, 'get').mockRejectedValueOnce(new ApiError(404, 'not_found', 'Not found'));
  await expect(groupsApi.list(7, ' fit ')).resolves.toEqual([]);
  expect(get).toHaveBeenCalledWith('group', expect.objectContaining({ searchParams: { team: 7, q: 'fit' } }));
});

test("other list failures → 'Unable to get group list'", async () => {
  jest.spyOn(api, 'get').mockRejectedValueOnce(new ApiError(500, 'internal', 'boom'));
  await expect(groupsApi.list(0)).rejects.toEqual(new GroupError(GROUP_MESSAGES.list));
  expect(GROUP_MESSAGES.list).toBe('Unable to get group list');
});

test("create and rename failures → 'Unable to create group'", async () => {
  jest.spyOn(api, 'post').mockRejectedValueOnce(new ApiError(400, 'bad_request', 'x'));
  jest.spyOn(api, 'patch').mockRejectedValueOnce(new ApiError(500, 'internal', 'y'));
  await expect(groupsApi.create(0, 'A')).rejects.toThrow('Unable to create group');
  await expect(groupsApi.rename(0, 1, 'B')).rejects.toThrow('Unable to create group');
});

test('a name the team has already → the server’s sentence, marked as about the name', async () => {
  const refusal = new ApiError(409, 'collection_exists', 'A collection named “Yoga” already exists. Choose another name.');
  jest.spyOn(api, 'post').mockRejectedValueOnce(refusal);
  jest.spyOn(api, 'patch').mockRejectedValueOnce(refusal);
  for (const attempt of [groupsApi.create(0, 'yoga'), groupsApi.rename(0, 1, 'YOGA')]) {
    const error = await attempt.catch((e: unknown) => e);
    expect(error).toEqual(new GroupError('A collection named “Yoga” already exists. Choose another name.'));
    expect(error).toMatchObject({ field: 'name', cause: refusal });
  }
  // Another conflict is not about the name: the general sentence, no field.
  jest.spyOn(api, 'post').mockRejectedValueOnce(new ApiError(409, 'conflict', 'This conflicts with a change made at the same time.'));
  const other = await groupsApi.create(0, 'x').catch((e: unknown) => e);
  expect(other).toEqual(new GroupError(GROUP_MESSAGES.create));
  expect((other as GroupError).field).toBeUndefined();
});

test('a name the server’s rules refuse → its sentence for the name field, beside the field', async () => {
  const message = 'The collection name must not be only spaces.';
  const refusal = new ApiError(400, 'bad_request', message, { error: { code: 'bad_request', message, field: '/name', fields: [{ field: '/name', message }] } });
  jest.spyOn(api, 'patch').mockRejectedValueOnce(refusal);
  const error = await groupsApi.rename(0, 1, 'B').catch((e: unknown) => e);
  expect(error).toEqual(new GroupError(message));
  expect(error).toMatchObject({ field: 'name', cause: refusal });
});

test('create saves items without per-screen estimates; items() pages with page as a query parameter', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue({ id: 1, name: 'A', count: 1 });
  await groupsApi.create(3, ' A ', [{ ...item, overlap: 5, reach: undefined }]);
  expect(post).toHaveBeenCalledWith('group', { name: 'A', items: [item] }, { searchParams: { team: 3 } });
  const page = jest.spyOn(api, 'page').mockResolvedValueOnce({ data: [item], has_more: true }).mockResolvedValueOnce({ data: [], has_more: false });
  await expect(groupsApi.allItems(3, 9)).resolves.toEqual([item]);
  expect(page.mock.calls[0]![2]).toMatchObject({ json: { groups: [9] }, searchParams: { team: 3 } });
  expect(page.mock.calls[1]![2]).toMatchObject({ json: { groups: [9] }, searchParams: { team: 3, page: 2 } });
});
