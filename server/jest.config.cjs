const project = require('../jest.preset.cjs').jestProject({ dir: __dirname, name: 'server', env: 'node' });

// Packages jest must transform to CommonJS although they live in node_modules:
// - content-disposition 3 (required by @fastify/static) is ESM-only; Node 20.19 loads it natively, jest does not.
// - PGlite's CJS build (dist/*.cjs) still calls `await import('fs/promises')` etc., which jest's VM refuses
//   without --experimental-vm-modules; swc turns those dynamic imports into require().
// - @fastify/cookie loads the ESM-only `cookie` package with `await import('cookie')`: same fix.
const transformed = [
  'ky',
  'content-disposition',
  'cookie',
  '@fastify/cookie',
  '@fastify\\+cookie',
  '@electric-sql/pglite',
  '@electric-sql\\+pglite',
];
const [swc] = Object.values(project.transform);
module.exports = {
  ...project,
  transform: { ...project.transform, '/@electric-sql/pglite/dist/.+\\.cjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${transformed.join('|')})[@/])`],
};
