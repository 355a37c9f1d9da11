import { registryFetch, requestRegistryEarly } from './registryRequest';

afterEach(() => jest.restoreAllMocks());

describe('the registry asked as the page starts', () => {
  it('is taken by the first read; a later read asks again', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}'));
    await requestRegistryEarly();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
    await registryFetch('/remotes.json');
    expect(fetch).toHaveBeenCalledTimes(1);
    await registryFetch('/remotes.json');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says when it has answered, also when it failed (the read that takes it reports the failure)', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(requestRegistryEarly()).resolves.toBeUndefined();
    await expect(registryFetch('/remotes.json')).rejects.toThrow('Failed to fetch');
  });
});
