// One jest setup for every package: swc transforms TS/TSX, ESM-only packages (ky) are transformed too.
const path = require('node:path');

// Packages in node_modules that jest must transform: ESM-only ones (ky, cookie, content-disposition; parse-json,
// index-to-position, supports-color and change-case under openapi-typescript; rettime, until-async and
// @open-draft/deferred-promise under msw), and CommonJS builds that still call dynamic import(), which jest's VM
// refuses (@fastify/cookie, PGlite).
const transformed = ['ky', 'cookie', 'content-disposition', '@fastify/cookie', '@electric-sql/pglite', 'typebox', 'parse-json', 'index-to-position', 'supports-color', 'change-case', 'rettime', 'until-async', '@open-draft/deferred-promise'];
const pnpmName = (pkg) => pkg.replace('/', '\\+');

const styledComponentsBrowserBuild = require.resolve('styled-components/dist/styled-components.browser.cjs.js', {
  paths: [path.join(__dirname, 'shared-ui')],
});

// msw/node's interceptors as Node builds: jsdom's `browser` export condition would pick the browser ones, which
// need a service worker (the documented fix, `customExportConditions: ['']`, would switch every package's build).
const mswDir = path.dirname(require.resolve('msw/package.json', { paths: [path.join(__dirname, 'shared-graph')] }));
const mswInterceptors = Object.fromEntries(
  ['', '/ClientRequest', '/XMLHttpRequest', '/fetch'].map((sub) => [
    `^@mswjs/interceptors${sub}$`,
    require.resolve(`@mswjs/interceptors${sub}`, { paths: [mswDir] }),
  ]),
);

/** @param {{ dir: string, name: string, env: 'node' | 'jsdom' }} opts */
function jestProject({ dir, name, env }) {
  return {
    displayName: name,
    rootDir: dir,
    // Modules compiled once per worker, not once per test file (V8's code cache: jest.runtime.cjs).
    runtime: path.join(__dirname, 'jest.runtime.cjs'),
    testEnvironment: env === 'jsdom' ? path.join(__dirname, 'jest.env-jsdom.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/*.test.[jt]s', '<rootDir>/scripts/**/*.test.[jt]s'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
    transform: {
      '^.+\\.(t|j|mj|cj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${[...transformed, ...transformed.map(pnpmName)].join('|')})[@/])`],
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(__dirname, 'jest.after-env-jsdom.cjs')] : [],
    // styled-components' `main` is its server build, whose createGlobalStyle injects nothing; test against the
    // browser build that webpack ships.
    moduleNameMapper: env === 'jsdom' ? { '^styled-components$': styledComponentsBrowserBuild, ...mswInterceptors } : {},
  };
}

module.exports = { jestProject };
