import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// Boundaries that hold by rule (DESIGN.md §1, issue 8). lint-fixtures/ breaks each of them on purpose and is
// linted only by eslint-boundaries.test.ts.
const root = import.meta.dirname;
// Anchored ('/host', not 'host'): an unanchored name also matches the last segment of another specifier (shared-graph/host).
const OTHER_PACKAGES = ['/host', '/host/*', '/mfe-*', '/mfe-*/*', '/server', '/server/*', '/graph-sandbox', '/graph-sandbox/*', '/e2e', '/e2e/*', '/build-tools', '/build-tools/*'];
const folders = (dir) => readdirSync(path.join(root, dir), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const hostScreens = folders('host/src/screens');

const onlyImports = (packages, message) => ['error', { patterns: [{ group: packages, message }] }];

export default tseslint.config(
  { ignores: ['lint-fixtures/**', '**/dist/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '.e2e-work/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The hooks rules run the React Compiler's analysis on every file they see (half of the lint's time): only
    // where React code lives, not on the server, the sandbox, the build tools or the e2e suites.
    files: ['host/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared-graph/**/*.{ts,tsx}', 'shared-ui/**/*.{ts,tsx}', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    // The product API is called through the typed client only: a path, its input and its answer come from the
    // server's route schemas. `api.get<HandWrittenType>('…')` compiles whatever the server answers.
    files: ['host/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-graph/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['shared-graph/src/api/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.object.name='api'][callee.property.name=/^(get|post|put|patch|delete|page)$/]",
          message: "Call the product API through productApi (shared-graph's typed client): productApi.get('/api/…', { params, query }).",
        },
      ],
    },
  },
  {
    files: ['shared-graph/**/*.{ts,tsx}', 'shared-ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': onlyImports(OTHER_PACKAGES.filter((name) => !name.startsWith('/build-tools')), 'Shared packages never import the host, a remote, the server or the sandbox.'),
    },
  },
  {
    // The test doubles (MSW underneath) are test code: shared-graph's production files never reach them, so no
    // remote's bundle carries them (shared-graph/testing is not a shared module either).
    files: ['shared-graph/src/**/*.{ts,tsx}'],
    ignores: ['shared-graph/src/**/*.test.{ts,tsx}', 'shared-graph/src/testing/**', 'shared-graph/src/testing.ts', 'shared-graph/src/test-utils.ts', 'shared-graph/src/renderArea.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: OTHER_PACKAGES.filter((name) => !name.startsWith('/build-tools')), message: 'Shared packages never import the host, a remote, the server or the sandbox.' },
            { regex: '^msw(/|$)|(^|/)(testing|test-utils)(/|$)', message: 'Production code never imports the test doubles (shared-graph/testing, msw).' },
          ],
        },
      ],
    },
  },
  {
    files: ['host/src/**/*.{ts,tsx}'],
    ignores: ['host/src/**/*.test.{ts,tsx}', 'host/src/testing/**'],
    rules: {
      'no-restricted-imports': onlyImports(['shared-graph/testing', 'msw', 'msw/*'], 'Production code never imports the test doubles (shared-graph/testing, msw).'),
    },
  },
  {
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: OTHER_PACKAGES, message: 'A remote imports only shared-graph, shared-ui, libraries and its own files.' },
            { group: ['shared-graph/testing', 'msw', 'msw/*'], message: 'Production code never imports the test doubles (shared-graph/testing, msw).' },
            // Not a shared module: a remote importing it would bundle a second session store, API client and toast stack.
            { group: ['shared-graph/host'], message: 'Only the shell calls shared-graph/host (the host, the dev shell, tests that play it); a remote uses shared-graph.' },
          ],
        },
      ],
    },
  },
  {
    // A remote's own tests stand in for the host through shared-graph/testing.
    files: ['mfe-*/src/testing/**/*.{ts,tsx}', 'mfe-*/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': onlyImports(OTHER_PACKAGES, 'A remote imports only shared-graph, shared-ui, libraries and its own files.'),
    },
  },
  {
    // A remote's standalone dev page mounts it in the shared dev shell.
    files: ['mfe-*/src/dev/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': onlyImports(OTHER_PACKAGES.filter((name) => !name.startsWith('/build-tools')), 'A remote imports only shared-graph, shared-ui, libraries and its own files.'),
    },
  },
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // One screen feature does not reach into another; what two screens share lives outside screens/.
            ...hostScreens.map((screen) => ({
              target: `./host/src/screens/${screen}`,
              from: './host/src/screens',
              except: [`./${screen}`, './useApiData.ts'],
              message: 'A screen does not reach into another screen; move what both need out of screens/.',
            })),
            // One-way layers: routing composes shell, remotes, access and screens; none of them imports routing.
            { target: './host/src/!(routing)/**', from: './host/src/routing', message: 'Only routing/ (and bootstrap) may import routing/.' },
            { target: './host/src/{remotes,access,password,platform-connect}/**', from: './host/src/shell', message: 'shell/ sits above remotes/ and access/.' },
            { target: './host/src/access/**', from: './host/src/!(access)/**', message: 'access/ is the bottom layer of the host.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': onlyImports(['../*/routes', '../*/routes.ts'], "A feature's routes are its own; server.ts alone registers them."),
    },
  },
  {
    files: ['**/*.{cjs,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures take `use` and an empty destructuring by design; they are not React hooks.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
