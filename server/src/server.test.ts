import { oneDatabase } from './testing/databases';
import { testServer } from './testing/server';

describe.each(oneDatabase())('the server on $name', (tdb) => {
  test("names every route module in Fastify's plugin tree (an unnamed plugin is looked up in require.cache, module by module)", async () => {
    const app = await testServer(await tdb.open());
    try {
      const plugins = app
        .printPlugins()
        .split('\n')
        .map((line) => line.replace(/^[\s│├└─┬]+/, '').replace(/ \d+ ms$/, ''));
      expect(plugins).toEqual(expect.arrayContaining(['sasar-account', 'sasar-rules', 'sasar-adsmanager', 'sasar-graph-proxy', 'sasar-static']));
      expect(plugins.filter((name) => name === 'register' || name.startsWith('/'))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
